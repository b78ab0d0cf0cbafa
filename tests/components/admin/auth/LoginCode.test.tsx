import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { call } from '../../../msw/handlers';
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminDb } from '../../../msw/adminHandlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';
import { TWO_FACTOR_TEXTS } from '../../../../src/contract/twoFactorCalls';

let codes: { challenge: string; code: string }[] = [];
let expired = false;

setupAdminTests({
  pages: ['LoginPage', 'DashboardPage'],
  loggedIn: false,
  prepare: () => {
    codes = [];
    expired = false;
  },
  handlers: () => [
    call('post', 'login', async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      if (body.username !== ADMIN_USERNAME || body.password !== ADMIN_PASSWORD) {
        return HttpResponse.json(
          { status: 'error', message: 'Invalid credentials' },
          { status: 401 },
        );
      }
      return HttpResponse.json({ status: 'two_factor', challenge: 'challenge-1' });
    }),
    call('post', 'login-code', async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string };
      codes.push(body);
      if (expired) {
        return HttpResponse.json(
          { status: 'error', message: TWO_FACTOR_TEXTS.expired },
          { status: 401 },
        );
      }
      if (body.code !== '123456' && body.code !== 'k3m7qx2p9w') {
        return HttpResponse.json(
          { status: 'error', message: TWO_FACTOR_TEXTS.wrongCode },
          { status: 401 },
        );
      }
      adminDb.session = true;
      return HttpResponse.json({ status: 'success', message: 'Logged in' });
    }),
  ],
});

async function passwordStep() {
  const user = userEvent.setup();
  renderAdmin('/admin/login');
  await user.type(await screen.findByLabelText('Username'), ADMIN_USERNAME);
  await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('the login code step (two-factor login)', () => {
  it('asks for the authentication code after the right password, keeps a wrong one shown with the error, then signs in', async () => {
    const user = await passwordStep();
    const field = await screen.findByLabelText(/^Authentication code/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription(/Enter the 6-digit code from your app/);
    expect(codes).toEqual([]);

    await user.type(field, '000 000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.wrongCode)).toBeInTheDocument();
    expect(field).toHaveValue('000 000');
    expect(codes).toEqual([{ challenge: 'challenge-1', code: '000000' }]);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
  });

  it('takes a recovery code instead', async () => {
    const user = await passwordStep();
    await screen.findByLabelText(/^Authentication code/);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText(/^Recovery code/);
    await user.type(field, 'k3m7q-x2p9w');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(codes).toEqual([{ challenge: 'challenge-1', code: 'k3m7qx2p9w' }]);
  });

  it('goes back to the password with the server’s words when the sign-in has expired, the username kept', async () => {
    const user = await passwordStep();
    expired = true;
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.expired);
    expect(screen.getByLabelText('Username')).toHaveValue(ADMIN_USERNAME);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
