import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

const TOKEN = 'r'.repeat(43);
const GONE = 'This password reset link is not valid any more. Ask the site owner for a new one.';
let sent: unknown[] = [];
let signedIn = false;
let usedUp = false;
let twoFactor = false;

setupAdminTests({
  loggedIn: false,
  pages: ['ResetPasswordPage', 'DashboardPage'],
  prepare: () => {
    sent = [];
    signedIn = false;
    usedUp = false;
    twoFactor = false;
  },
  handlers: () => [
    publicCall('password-reset', ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json({
            display_name: 'Asha Rao',
            username: 'asha@example.com',
            expires_at: '2026-04-02T09:00:00.000Z',
          })
        : HttpResponse.json({ status: 'error', message: GONE }, { status: 404 }),
    ),
    call('post', 'password-reset', async ({ request }) => {
      sent.push(await request.json());
      if (usedUp) return HttpResponse.json({ status: 'error', message: GONE }, { status: 404 });
      if (twoFactor) {
        return HttpResponse.json({
          status: 'success',
          message: 'Password set. Log in with it and a code from your authenticator app.',
          signed_in: false,
        });
      }
      signedIn = true;
      return HttpResponse.json({
        status: 'success',
        message: 'Password set. You are signed in.',
        signed_in: true,
      });
    }),
    publicCall('session', () =>
      HttpResponse.json(
        signedIn
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

describe('a password reset link', () => {
  it('says whose password it sets, checks the policy and that the two match, then signs in to the dashboard', async () => {
    const user = userEvent.setup();
    renderAdmin(`/admin/reset#${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(
      await screen.findByText('For Asha Rao, who signs in as asha@example.com.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText(/^New password/), '123');
    await user.type(screen.getByLabelText(/^Confirm new password/), '123');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters'),
    );
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a-brand-new-password');
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The two passwords differ',
    );
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(sent).toEqual([{ token: TOKEN, password: 'a-brand-new-password' }]);
  });

  it('a link used up meanwhile says so when the password is sent, and stays on the page', async () => {
    usedUp = true;
    const user = userEvent.setup();
    renderAdmin(`/admin/reset#${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'a-brand-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(GONE)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
  });

  it('someone with two-factor login is not signed in by the link: told to log in with a code', async () => {
    twoFactor = true;
    const user = userEvent.setup();
    renderAdmin(`/admin/reset#${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'a-brand-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password set. Log in with it and a code from your authenticator app.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to log in' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('an expired, used or unknown link says so and offers nothing to fill in', async () => {
    renderAdmin(`/admin/reset#${'x'.repeat(43)}`);
    expect(await screen.findByText(GONE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set password and sign in' })).toBeNull();
  });

  it('a link without its token asks for the full link', async () => {
    renderAdmin('/admin/reset');
    expect(
      await screen.findByText(
        'This page needs the full reset link. Open the link you were sent again.',
      ),
    ).toBeVisible();
  });
});
