import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';
import { ASHA_ACCOUNT, ASHA_SESSION } from './asha';
import { TWO_FACTOR_TEXTS } from '../../../../src/contract/twoFactorCalls';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
let state = { enabled: false, recovery_codes_left: 0, required: false };
let session = { two_factor: false, two_factor_required: false };
let sent: { q: string; body: unknown }[] = [];

setupAdminTests({
  pages: ['AccountPage', 'DashboardPage'],
  prepare: () => {
    state = { enabled: false, recovery_codes_left: 0, required: false };
    session = { two_factor: false, two_factor_required: false };
    sent = [];
  },
  handlers: () => [
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, time_zone: 'UTC', staff: true }),
    ),
    publicCall('session', () => HttpResponse.json({ ...ASHA_SESSION, ...session })),
    publicCall('account', () =>
      HttpResponse.json({
        ...ASHA_ACCOUNT,
        avatar_path: null,
      }),
    ),
    publicCall('account-sessions', () => HttpResponse.json([])),
    publicCall('two-factor', () => HttpResponse.json(state)),
    call('post', 'two-factor-setup', () => {
      sent.push({ q: 'two-factor-setup', body: null });
      return HttpResponse.json({
        secret: SECRET,
        otpauth_url: `otpauth://totp/localhost:asha%40example.com?secret=${SECRET}&issuer=localhost`,
      });
    }),
    call('post', 'two-factor-confirm', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push({ q: 'two-factor-confirm', body });
      if (body.code !== '123456') {
        return HttpResponse.json(
          { status: 'error', message: TWO_FACTOR_TEXTS.wrongCode },
          { status: 400 },
        );
      }
      state = { ...state, enabled: true, recovery_codes_left: 10 };
      session = { ...session, two_factor: true };
      return HttpResponse.json({
        status: 'success',
        message: 'Two-factor login is on',
        recovery_codes: CODES,
      });
    }),
    call('post', 'two-factor-disable', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      sent.push({ q: 'two-factor-disable', body });
      if (body.password !== 'first-password') {
        return HttpResponse.json(
          { status: 'error', message: 'The current password is not right' },
          { status: 400 },
        );
      }
      state = { ...state, enabled: false, recovery_codes_left: 0 };
      return HttpResponse.json({ status: 'success', message: 'Two-factor login is off' });
    }),
  ],
});

async function twoFactorSection() {
  return within(
    (await screen.findByRole('heading', { name: 'Two-factor login', level: 2 })).closest(
      'section',
    )!,
  );
}

describe('two-factor setup on Your account', () => {
  it('shows a local QR code and the grouped key, refuses a wrong code keeping it, and shows ten recovery codes once', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    const section = await twoFactorSection();
    expect(await section.findByText('Two-factor login is off.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Turn on two-factor login' }));

    const qr = await section.findByRole('img', { name: 'QR code for your authenticator app' });
    // Drawn in the page: a data: address, never a QR service's.
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const field = section.getByLabelText(/^Code from your app/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(field).toHaveAccessibleDescription(/Enter the 6-digit code from your app/);
    expect(sent.filter((s) => s.q === 'two-factor-confirm')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '654 321');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(await section.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.wrongCode);
    expect(field).toHaveValue('654 321');

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    const codes = await section.findByRole('region', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(within(codes).getByRole('button', { name: 'Download as text' })).toBeInTheDocument();
    await user.click(within(codes).getByRole('button', { name: 'Copy codes' }));
    expect(await within(codes).findByRole('status')).toHaveTextContent(/Codes copied|copy them/);

    await user.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    expect(section.queryByRole('region', { name: 'Your recovery codes' })).toBeNull();
    expect(await section.findByText('Two-factor login is on.')).toBeInTheDocument();
    expect(section.getByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('turns two-factor login off only with the current password', async () => {
    state = { enabled: true, recovery_codes_left: 2, required: false };
    session = { two_factor: true, two_factor_required: false };
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    const section = await twoFactorSection();
    expect(await section.findByText(/2 recovery codes left/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor login' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Enter your current password',
    );
    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The current password is not right',
    );
    const password = within(dialog).getByLabelText(/^Current password/);
    await user.clear(password);
    await user.type(password, 'first-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await section.findByText('Two-factor login is off.')).toBeInTheDocument();
    expect(sent.map((s) => s.q)).toEqual(['two-factor-disable', 'two-factor-disable']);
  });

  it('sends someone the site requires it of to its setup, with nothing else of the account', async () => {
    session = { two_factor: false, two_factor_required: true };
    state = { enabled: false, recovery_codes_left: 0, required: true };
    const { router } = renderAdmin('/admin');
    expect(
      await screen.findByText(/This site requires two-factor login for all staff/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
    expect(await screen.findByRole('button', { name: 'Turn on two-factor login' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();
  });
});
