import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Role } from '../../../../src/contract/roles';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

const OWN_FIRST =
  'Turn on your own two-factor login first (Your account): then you can require it of everyone.';
let role: Role = 'owner';
let state = { enabled: false, recovery_codes_left: 0, required: false };
let sent: unknown[] = [];

setupAdminTests({
  pages: ['StaffPage'],
  prepare: () => {
    role = 'owner';
    state = { enabled: false, recovery_codes_left: 0, required: false };
    sent = [];
  },
  handlers: () => [
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, time_zone: 'UTC', staff: true }),
    ),
    publicCall('session', () =>
      HttpResponse.json({ authenticated: true, username: 'admin', role, display_name: 'Owner' }),
    ),
    publicCall('staff', () => HttpResponse.json({ members: [], invitations: [] })),
    publicCall('two-factor', () => HttpResponse.json(state)),
    call('post', 'two-factor-required', async ({ request }) => {
      const body = (await request.json()) as { required: boolean };
      sent.push(body);
      if (body.required && !state.enabled) {
        return HttpResponse.json({ status: 'error', message: OWN_FIRST }, { status: 409 });
      }
      state = { ...state, required: body.required };
      return HttpResponse.json({
        status: 'success',
        message: 'Two-factor login is now required for all staff',
      });
    }),
  ],
});

const ruleSection = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Two-factor login', level: 2 })).closest(
      'section',
    )!,
  );

describe('the owner’s two-factor rule on the Staff page', () => {
  it('says the owner needs their own two-factor login first, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    const section = await ruleSection();
    const box = await section.findByRole('checkbox', {
      name: 'Require two-factor login for all staff',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(section.getByRole('alert')).toHaveTextContent(/Turn on your own two-factor login/);
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText(OWN_FIRST)).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(sent).toEqual([{ required: true }]);
  });

  it('requires two-factor login of all staff once the owner has it', async () => {
    state = { enabled: true, recovery_codes_left: 10, required: false };
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    const section = await ruleSection();
    await user.click(
      await section.findByRole('checkbox', { name: 'Require two-factor login for all staff' }),
    );
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Two-factor login is now required for all staff'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ required: true }]);
  });

  it('is not there for an editor', async () => {
    role = 'editor';
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-factor login' })).toBeNull();
  });
});
