import { describe, expect, it } from 'vitest';

import { hashToken } from '../../server/auth/tokens';
import { API, ADMIN_PASSWORD, ADMIN_USERNAME, startedTestApp } from './helpers';

const HOUR = 3600_000;

const t = startedTestApp();
const start = t.start;
const login = t.loginAs;

/** `sid=…` from a login answer. */
function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie');
  if (!header) throw new Error('no Set-Cookie');
  return header.split(';')[0]!;
}

async function session(cookie?: string) {
  const res = await t.request('GET', 'session', { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

/** An admin call that changes nothing when it succeeds (an empty popular list stays empty). */
function adminCall(cookie?: string, headers: Record<string, string> = {}) {
  return t.request('POST', 'popular-save', { json: { post_ids: [] }, cookie, headers });
}

const AUTH_REQUIRED = { status: 'error', message: 'Authentication required' };

/** The session of `cookie` is gone: refused with 401, unknown to q=session, no row left. */
async function expectSessionGone(cookie: string) {
  const res = await adminCall(cookie);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual(AUTH_REQUIRED);
  expect(await session(cookie)).toEqual({ authenticated: false });
  const { rows } = await t.deps.db.query('SELECT 1 FROM admin_sessions');
  expect(rows).toHaveLength(0);
}

describe('POST q=login', () => {
  it('with the right pair answers {status:"success"} and sets an HttpOnly, SameSite=Strict session cookie', async () => {
    await start();
    const res = await login();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=43200/); // default 12 h
    expect(setCookie).not.toMatch(/Secure/i); // plain http
    expect(await session(cookieOf(res))).toEqual({
      authenticated: true,
      username: ADMIN_USERNAME,
      user_id: expect.any(Number),
      role: 'owner',
      display_name: ADMIN_USERNAME,
      two_factor: false,
      two_factor_required: false,
    });
  });

  it('accepts the username in another case', async () => {
    await start();
    expect((await login('ADMIN')).status).toBe(200);
  });

  it('with a wrong password answers 401 "Invalid credentials" and no cookie', async () => {
    await start();
    const res = await login(ADMIN_USERNAME, 'wrong-password');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 'error', message: 'Invalid credentials' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('with an unknown username answers the same 401 "Invalid credentials"', async () => {
    await start();
    const res = await login('nobody', ADMIN_PASSWORD);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 'error', message: 'Invalid credentials' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    [{ password: ADMIN_PASSWORD }, 'Username is required'],
    [{ username: '   ', password: ADMIN_PASSWORD }, 'Username is required'],
    [{ username: ADMIN_USERNAME }, 'Password must be at least 6 characters'],
    [{ username: ADMIN_USERNAME, password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 42, password: ADMIN_PASSWORD }, 'Username is required'],
    [{ username: 'x'.repeat(101), password: ADMIN_PASSWORD }, 'Username is too long'],
    [{ username: ADMIN_USERNAME, password: 'x'.repeat(201) }, 'Password is too long'],
  ])('refuses %j with 400 naming the field', async (json, message) => {
    await start();
    const res = await t.request('POST', 'login', { json });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message });
  });

  it.each([
    ['not JSON', '{username: admin'],
    ['an empty body', ''],
    ['a JSON string', '"admin"'],
    ['JSON null', 'null'],
    ['a JSON array', '["admin", "correct-horse-battery"]'],
  ])('refuses %s with 400, never 500', async (_, body) => {
    await start();
    const res = await t.request('POST', 'login', {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { status: string; message: string };
    expect(answer.status).toBe('error');
    expect(answer.message).toMatch(/JSON|Username/);
  });

  it('refuses an oversized body with 413', async () => {
    await start();
    const res = await t.request('POST', 'login', {
      json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, padding: 'x'.repeat(100_000) },
    });
    expect(res.status).toBe(413);
  });

  it('answers 405 to a login sent as GET', async () => {
    await start();
    const res = await t.request('GET', 'login', {
      params: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('gives a new token at every login and stores only its SHA-256', async () => {
    await start();
    const first = cookieOf(await login());
    const second = cookieOf(await login());
    expect(first).not.toBe(second);
    const token = second.slice('sid='.length);
    const { rows } = await t.deps.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_sessions',
    );
    const stored = rows.map((r) => r.token_hash);
    expect(stored).toContain(hashToken(token));
    expect(stored.join()).not.toContain(token);
    // Two separate logins (two browsers) are two valid sessions.
    expect((await session(first)).authenticated).toBe(true);
    expect((await session(second)).authenticated).toBe(true);
  });

  it('ends the session the browser held before when it logs in again', async () => {
    await start();
    const old = cookieOf(await login());
    const res = await login(ADMIN_USERNAME, ADMIN_PASSWORD, { Cookie: old });
    expect(res.status).toBe(200);
    expect((await session(old)).authenticated).toBe(false);
    expect((await session(cookieOf(res))).authenticated).toBe(true);
  });

  it('sets the session expiry from the session lifetime setting', async () => {
    await start({ sessionTtlMs: 2 * HOUR });
    const res = await login();
    expect(res.headers.get('set-cookie')).toMatch(/; Max-Age=7200/);
    const { rows } = await t.deps.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM admin_sessions',
    );
    expect(new Date(rows[0]!.expires_at).getTime()).toBe(t.clock + 2 * HOUR);
  });
});

describe('Secure cookie', () => {
  const httpsLogin = (headers: Record<string, string> = {}) =>
    t.app.request(`${API.replace('http:', 'https:')}?q=login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
    });

  it('is Secure when the request is https', async () => {
    await start();
    const res = await httpsLogin({ Origin: 'https://localhost' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('is Secure behind a trusted TLS proxy (X-Forwarded-Proto: https), whose https Origin is ours', async () => {
    await start({ trustProxyHttps: true });
    const res = await login(ADMIN_USERNAME, ADMIN_PASSWORD, {
      'X-Forwarded-Proto': 'https',
      Origin: 'https://localhost',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    await start({ trustProxyHttps: false });
    const res = await login(ADMIN_USERNAME, ADMIN_PASSWORD, { 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });
});

describe('POST q=logout', () => {
  it('revokes the session server-side: the old cookie then gets 401 on an admin call', async () => {
    await start();
    const cookie = cookieOf(await login());
    expect((await adminCall(cookie)).status).toBe(200);

    const res = await t.request('POST', 'logout', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Logged out' });
    expect(res.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0;/);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    await expectSessionGone(cookie);
  });

  it('answers success without a session too', async () => {
    await start();
    const res = await t.request('POST', 'logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Logged out' });
  });

  it('ends only its own session', async () => {
    await start();
    const mine = cookieOf(await login());
    const other = cookieOf(await login());
    await t.request('POST', 'logout', { cookie: mine });
    expect((await session(other)).authenticated).toBe(true);
  });
});

describe('GET q=session', () => {
  it('answers {authenticated:false} without a cookie', async () => {
    await start();
    expect(await session()).toEqual({ authenticated: false });
  });

  it('is never cached and never gets a validator', async () => {
    await start();
    const res = await t.request('GET', 'session', { cookie: await t.login() });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('tells the browser to drop a cookie that no longer names a session', async () => {
    await start();
    const res = await t.request('GET', 'session', { cookie: `sid=${'A'.repeat(43)}` });
    expect(await res.json()).toEqual({ authenticated: false });
    expect(res.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0;/);
  });
});

describe('session expiry', () => {
  it('refuses a session past its expiry with 401 and purges it', async () => {
    await start();
    const cookie = cookieOf(await login());
    t.clock += 12 * HOUR - 1000;
    expect((await adminCall(cookie)).status).toBe(200);
    t.clock += 1000;
    await expectSessionGone(cookie);
  });

  it('purges expired sessions of other browsers at the next login', async () => {
    await start();
    await login();
    await login();
    t.clock += 13 * HOUR;
    await login();
    const { rows } = await t.deps.db.query('SELECT 1 FROM admin_sessions');
    expect(rows).toHaveLength(1);
  });
});

describe('logs', () => {
  it('never contain the password or the session token', async () => {
    await start({ logRequests: true });
    const res = await login();
    const cookie = cookieOf(res);
    await login(ADMIN_USERNAME, 'wrong-password-123');
    await adminCall(cookie);
    await t.request('POST', 'logout', { cookie });
    const text = JSON.stringify(t.deps.log.lines);
    expect(t.deps.log.lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain('wrong-password-123');
    expect(text).not.toContain(cookie.slice('sid='.length));
  });
});
