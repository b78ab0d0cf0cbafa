import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

const TOKEN = 'a'.repeat(43);
let accepted: unknown[] = [];
let joined = false;

setupAdminTests({
  loggedIn: false,
  pages: ['JoinPage', 'DashboardPage'],
  prepare: () => {
    accepted = [];
    joined = false;
  },
  handlers: () => [
    publicCall('invitation', ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json({
            name: 'Asha',
            email: 'asha@example.com',
            role: 'author',
            expires_at: '2026-04-08T09:00:00.000Z',
          })
        : HttpResponse.json(
            {
              status: 'error',
              message: 'This invitation link is not valid any more. Ask for a new one.',
            },
            { status: 404 },
          ),
    ),
    call('post', 'invitation-accept', async ({ request }) => {
      accepted.push(await request.json());
      joined = true;
      return HttpResponse.json({ status: 'success', message: 'Welcome aboard' });
    }),
    publicCall('session', () =>
      HttpResponse.json(
        joined
          ? {
              authenticated: true,
              username: 'asha@example.com',
              role: 'author',
              display_name: 'Asha Rao',
            }
          : { authenticated: false },
      ),
    ),
  ],
});

describe('accepting an invitation', () => {
  it('says who it is for, checks the two passwords match, then signs in to the dashboard', async () => {
    const user = userEvent.setup();
    renderAdmin(`/admin/join#${TOKEN}`);
    expect(await screen.findByText('You are invited as Author, Asha.')).toBeVisible();
    expect(screen.getByText('You will sign in with asha@example.com.')).toBeVisible();
    const name = screen.getByLabelText(/^Your name as readers see it/);
    expect(name).toHaveValue('Asha');
    await user.clear(name);
    await user.type(name, 'Asha Rao');
    await user.type(screen.getByLabelText(/^Password/), 'a-strong-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-strong-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The two passwords differ',
    );
    expect(accepted).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(accepted).toEqual([
      { token: TOKEN, display_name: 'Asha Rao', password: 'a-strong-password' },
    ]);
  });

  it('a used or unknown link says so and offers nothing to fill in', async () => {
    renderAdmin(`/admin/join#${'b'.repeat(43)}`);
    expect(
      await screen.findByText('This invitation link is not valid any more. Ask for a new one.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('a link without its token asks for the full link', async () => {
    renderAdmin('/admin/join');
    expect(
      await screen.findByText(
        'This page needs the full invitation link. Open the link you were sent again.',
      ),
    ).toBeVisible();
  });
});
