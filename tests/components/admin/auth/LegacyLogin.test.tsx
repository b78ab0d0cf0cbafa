import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { env } from '../../../../src/config/env';
import { checkLegacyCredentials } from '../../../../src/features/admin/auth/legacyLogin';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { adminHandlers, resetAdminDb } from '../../../msw/adminHandlers';
import { renderRoute } from '../../../utils/render';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const SALT = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const PASSWORD = 'legacy-secret';
const HASH = `${SALT}:${createHash('sha256').update(`${SALT}${PASSWORD}`).digest('hex')}`;
const config = { legacyAdminUsername: 'editor', legacyAdminHash: HASH };

describe('checkLegacyCredentials', () => {
  it('accepts the username and the password whose salted SHA-256 matches', async () => {
    expect(await checkLegacyCredentials({ username: 'editor', password: PASSWORD }, config)).toBe(
      true,
    );
  });

  it('refuses a wrong password or a wrong username', async () => {
    expect(
      await checkLegacyCredentials({ username: 'editor', password: 'nope-nope' }, config),
    ).toBe(false);
    expect(await checkLegacyCredentials({ username: 'admin', password: PASSWORD }, config)).toBe(
      false,
    );
  });

  it('refuses everything when the settings are missing or malformed', async () => {
    const credentials = { username: 'editor', password: PASSWORD };
    expect(await checkLegacyCredentials(credentials, { ...config, legacyAdminHash: '' })).toBe(
      false,
    );
    expect(
      await checkLegacyCredentials(credentials, { ...config, legacyAdminHash: PASSWORD }),
    ).toBe(false);
    expect(await checkLegacyCredentials(credentials, { ...config, legacyAdminUsername: '' })).toBe(
      false,
    );
  });
});

describe('legacy login against a backend without q=login', () => {
  const saved = { ...env };
  const mutableEnv = env as unknown as Record<string, unknown>;

  beforeAll(async () => {
    await Promise.all([
      import('../../../../src/app/routes/admin/AdminApp'),
      import('../../../../src/app/routes/admin/LoginPage'),
      import('../../../../src/app/routes/admin/DashboardPage'),
    ]);
  }, 60_000);

  beforeEach(() => {
    resetAdminDb();
    server.use(...adminHandlers);
    server.use(
      // The seed's backend: no login, no session.
      call('post', 'login', () =>
        HttpResponse.json({ status: 'error', message: 'Unknown q' }, { status: 404 }),
      ),
      call('get', 'session', () =>
        HttpResponse.json({ status: 'error', message: 'Unknown q' }, { status: 404 }),
      ),
    );
    Object.assign(mutableEnv, {
      legacyAdmin: true,
      legacyAdminUsername: config.legacyAdminUsername,
      legacyAdminHash: config.legacyAdminHash,
    });
  });
  afterEach(() => {
    Object.assign(mutableEnv, saved);
  });

  async function logIn(username: string, password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), username);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  /** Logs in with the build-time pair: the dashboard opens, and a while later is still there. */
  async function expectLogInStays() {
    renderRoute('/admin/login');
    await logIn('editor', PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  }

  /** A wrong password: "Invalid credentials" on both fields, and no login flag. */
  async function expectWrongPasswordRefused() {
    renderRoute('/admin/login');
    await logIn('editor', 'wrong-password');
    await waitFor(() => expect(screen.getAllByText('Invalid credentials')).toHaveLength(2));
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  }

  it('logs in when the pair matches the build-time settings, and stays in', async () => {
    // The missing q=session (404) does not log the admin out.
    await expectLogInStays();
  });

  it('shows "Invalid credentials" on both fields for a wrong password', async () => {
    await expectWrongPasswordRefused();
  });

  it('is not used when the legacy setting is off: nobody gets in, and the form says why', async () => {
    mutableEnv.legacyAdmin = false;
    renderRoute('/admin/login');
    await logIn('editor', PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This backend has no login endpoint (q=login)');
    expect(alert).toHaveTextContent('php/auth-guard.php');
    expect(alert).toHaveTextContent('VITE_LEGACY_ADMIN=true');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });

  // What real PHP backends answer for a `q` they do not know.
  describe.each([
    ['200 {"error":"Invalid request"}', () => HttpResponse.json({ error: 'Invalid request' })],
    ['200 {"message":…}', () => HttpResponse.json({ message: 'No such action' })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><h1>Welcome</h1>')],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['non-JSON text', () => HttpResponse.text('Invalid request')],
    ['405', () => new HttpResponse('Method Not Allowed', { status: 405 })],
  ])('when q=login and q=session are answered by %s', (_name, answer) => {
    beforeEach(() => {
      server.use(call('post', 'login', answer), call('get', 'session', answer));
    });

    it('logs in with the build-time pair and stays in', async () => {
      await expectLogInStays();
    });

    it('refuses a wrong password with "Invalid credentials"', async () => {
      await expectWrongPasswordRefused();
    });

    it('sends a new tab without the flag to the login', async () => {
      renderRoute('/admin');
      expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    });
  });

  it('keeps the server\'s "Invalid credentials" and lockout: no legacy check then', async () => {
    server.use(
      call('post', 'login', () =>
        HttpResponse.json({ status: 'error', message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    renderRoute('/admin/login');
    await logIn('editor', PASSWORD);
    await waitFor(() => expect(screen.getAllByText('Invalid credentials')).toHaveLength(2));
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();

    server.use(
      call('post', 'login', () =>
        HttpResponse.json(
          { status: 'error', message: 'Too many attempts' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });

  it('says the server cannot be reached when it answers 500, instead of checking in the browser', async () => {
    server.use(
      call('post', 'login', () => HttpResponse.html('<b>Fatal error</b>', { status: 500 })),
    );
    renderRoute('/admin/login');
    await logIn('editor', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });
});
