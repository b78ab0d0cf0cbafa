import { describe, expect, it } from 'vitest';

import { newSessionToken } from '../../server/auth/tokens';
import { CALLS, type CallKey } from '../../src/contract/calls';
import {
  addCategory,
  addPost,
  ORIGIN,
  snapshot,
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  startedTestApp,
} from './helpers';

const MINUTE = 60_000;
const AUTH_REQUIRED = { status: 'error', message: 'Authentication required' };
const CROSS_ORIGIN = { status: 'error', message: 'Cross-origin request refused' };

const t = startedTestApp();
const start = t.start;
const login = t.loginAs;

interface AdminRequest {
  key: string;
  method: string;
  q: string;
  init: { params?: Record<string, string | number>; json?: unknown; form?: Record<string, string> };
}

/** Every admin call of the contract, with a plausible request (ids of existing rows). */
function adminRequests(ids: { category: number; post: number }): AdminRequest[] {
  const payloads: Partial<Record<CallKey, AdminRequest['init']>> = {
    'GET category': { params: { id: ids.category } },
    'POST posts': {
      form: { title: 'Injected', slug: 'injected', category_id: String(ids.category) },
    },
    'POST post-update': {
      form: {
        id: String(ids.post),
        title: 'Defaced',
        slug: 'defaced',
        category_id: String(ids.category),
      },
    },
    'DELETE post-delete': { params: { id: ids.post } },
    'POST categories': { json: { name: 'Injected', slug: 'injected' } },
    'POST category-update': { json: { id: ids.category, name: 'Defaced', slug: 'defaced' } },
    'DELETE category-delete': { params: { id: ids.category } },
    'POST popular-save': { json: { post_ids: [ids.post] } },
    'POST banners': { form: { type: 'top' } },
    'DELETE banner-delete': { params: { type: 'top' } },
    'POST prediction-settle': { json: { id: 'p1a2b3c4d5e6', result: 'won' } },
    'POST prediction-void': { json: { id: 'p1a2b3c4d5e6', reason: 'Defaced' } },
    'GET prediction-history': { params: { id: 'p1a2b3c4d5e6' } },
    'POST site-texts': { json: { help_label: 'Defaced' } },
    'POST staff-invite': { json: { name: 'Mallory', email: 'm@example.com', role: 'owner' } },
    'DELETE staff-invitation': { params: { id: 1 } },
    'POST staff-role': { json: { id: 1, role: 'contributor' } },
    'POST staff-suspend': { json: { id: 1, suspended: true } },
    'POST staff-password-reset': { json: { id: 1 } },
    'DELETE staff-member': { params: { id: 1 } },
    'POST account': { json: { display_name: 'Mallory', bio: '' } },
    'POST account-password': { json: { current_password: 'x', new_password: 'owned-now' } },
    'DELETE account-session': { params: { id: 1 } },
    'POST two-factor-confirm': { json: { code: '123456' } },
    'POST two-factor-disable': { json: { password: 'x' } },
    'POST two-factor-recovery-codes': { json: { password: 'x' } },
    'POST two-factor-required': { json: { required: false } },
    'POST site-import': { params: { name: 'old-site.xml', export_bytes: 10 } },
  };
  const calls = (Object.keys(CALLS) as CallKey[])
    .filter((key) => CALLS[key].access === 'admin')
    .map((key): AdminRequest => {
      const [method, q] = key.split(' ') as [string, string];
      return { key, method, q, init: payloads[key] ?? {} };
    });
  // The admin form reads a post by id: also an admin call.
  calls.push({ key: 'GET post&id=', method: 'GET', q: 'post', init: { params: { id: ids.post } } });
  return calls;
}

/** An app with one category and one post, and the admin requests aimed at them. */
async function startWithContent() {
  await start();
  const category = await addCategory(t);
  const post = await addPost(t, { category_id: category, title: 'Kept' });
  return adminRequests({ category, post });
}

describe('admin calls without a valid session', () => {
  it('covers every admin call of the contract plus GET post&id=', async () => {
    const calls = adminRequests({ category: 1, post: 1 });
    expect(calls.map((c) => c.key)).toEqual([
      'GET category',
      'POST posts',
      'POST post-update',
      'DELETE post-delete',
      'POST categories',
      'POST category-update',
      'DELETE category-delete',
      'POST popular-save',
      'POST banners',
      'DELETE banner-delete',
      'GET admin-posts',
      'GET post-revisions',
      'GET post-revision',
      'POST post-revision-restore',
      'POST post-autosave',
      'GET post-preview',
      'POST share-links',
      'GET share-links',
      'DELETE share-link-delete',
      'GET predictions-to-settle',
      'POST prediction-settle',
      'POST prediction-void',
      'GET prediction-history',
      'POST site-texts',
      'GET staff',
      'POST staff-invite',
      'DELETE staff-invitation',
      'POST staff-role',
      'GET account',
      'POST account',
      'POST account-password',
      'GET account-sessions',
      'DELETE account-session',
      'POST account-sessions-end-others',
      'POST account-avatar',
      'DELETE account-avatar',
      'GET audit-log',
      'POST staff-suspend',
      'POST staff-password-reset',
      'DELETE staff-member',
      'GET two-factor',
      'POST two-factor-setup',
      'POST two-factor-confirm',
      'POST two-factor-disable',
      'POST two-factor-recovery-codes',
      'POST two-factor-required',
      'GET analytics',
      'GET analytics-summary',
      'GET analytics-post',
      'GET campaigns',
      'GET campaign',
      'POST campaigns',
      'POST campaign-update',
      'DELETE campaign-delete',
      'GET campaign-report',
      'GET campaign-report-csv',
      'POST campaign-report-link',
      'GET campaign-report-links',
      'DELETE campaign-report-link',
      'POST site-import',
      'GET site-import',
      'GET site-backups',
      'GET site-export',
      'POST site-restore',
      'GET post&id=',
    ]);
  });

  it('all answer 401 "Authentication required" without a cookie, and change nothing', async () => {
    const calls = await startWithContent();
    const before = await snapshot(t);
    for (const call of calls) {
      const res = await t.request(call.method, call.q, call.init);
      expect([call.key, res.status]).toEqual([call.key, 401]);
      expect(await res.json()).toEqual(AUTH_REQUIRED);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['a random token', () => `sid=${newSessionToken()}`],
    ['garbage', () => 'sid=garbage'],
    ['an SQL-looking value', () => `sid=${encodeURIComponent("' OR '1'='1")}`],
    ['an empty value', () => 'sid='],
    ['a cookie of another name', () => `session=${newSessionToken()}`],
  ])('all answer 401 with a forged cookie (%s)', async (_, forged) => {
    const calls = await startWithContent();
    const before = await snapshot(t);
    for (const call of calls) {
      const res = await t.request(call.method, call.q, { ...call.init, cookie: forged() });
      expect([call.key, res.status]).toEqual([call.key, 401]);
      expect(await res.json()).toEqual(AUTH_REQUIRED);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuse the stored hash used as a cookie: only the token itself opens the session', async () => {
    await start();
    await t.login();
    const { rows } = await t.deps.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_sessions',
    );
    const res = await t.request('GET', 'category', {
      params: { id: 1 },
      cookie: `sid=${rows[0]!.token_hash}`,
    });
    expect(res.status).toBe(401);
  });

  it('all answer 401 with an expired session, and change nothing', async () => {
    const calls = await startWithContent();
    const cookie = await t.login();
    t.clock += 12 * 60 * MINUTE;
    const before = await snapshot(t);
    for (const call of calls) {
      const res = await t.request(call.method, call.q, { ...call.init, cookie });
      expect([call.key, res.status]).toEqual([call.key, 401]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('all answer 401 after logout', async () => {
    const calls = await startWithContent();
    const cookie = await t.login();
    await t.request('POST', 'logout', { cookie });
    for (const call of calls) {
      const res = await t.request(call.method, call.q, { ...call.init, cookie });
      expect([call.key, res.status]).toEqual([call.key, 401]);
    }
  });
});

describe('cross-origin writes', () => {
  it.each(['https://evil.example', 'http://localhost:8081', 'https://localhost', 'null'])(
    'every mutating admin call from Origin %s gets 403 even with a valid session',
    async (origin) => {
      const calls = (await startWithContent()).filter((c) => c.method !== 'GET');
      const cookie = await t.login();
      const before = await snapshot(t);
      for (const call of calls) {
        const res = await t.request(call.method, call.q, {
          ...call.init,
          cookie,
          headers: { Origin: origin },
        });
        expect([call.key, res.status]).toEqual([call.key, 403]);
        expect(await res.json()).toEqual(CROSS_ORIGIN);
      }
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it.each([
    ['cross-site, without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'cross-site, even naming our own Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost' },
    ],
    ['same-site, without an Origin', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'same-site from a sibling origin',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://blog.localhost' },
    ],
    ['Cross-Site in another case', { 'Sec-Fetch-Site': ' Cross-Site ' }],
  ])(
    'every mutating admin call with fetch metadata %s gets 403 even with a valid session',
    async (_what, headers) => {
      const calls = (await startWithContent()).filter((c) => c.method !== 'GET');
      const cookie = await t.login();
      const before = await snapshot(t);
      for (const call of calls) {
        const res = await t.request(call.method, call.q, { ...call.init, cookie, headers });
        expect([call.key, res.status]).toEqual([call.key, 403]);
        expect(await res.json()).toEqual(CROSS_ORIGIN);
      }
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it.each([
    [
      'same-origin fetch metadata and our Origin',
      { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN },
    ],
    ['same-origin fetch metadata without an Origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no fetch metadata and no Origin (curl, old clients)', {}],
    [
      'Sec-Fetch-Site: none (typed by the user) and our Origin',
      { 'Sec-Fetch-Site': 'none', Origin: ORIGIN },
    ],
  ])('a write with %s goes through', async (_what, headers) => {
    await start();
    const res = await t.request('POST', 'categories', {
      json: { name: 'Tennis', slug: 'tennis' },
      cookie: await t.login(),
      headers,
    });
    expect(res.status).toBe(200);
  });

  it('same-origin fetch metadata does not excuse a foreign Origin', async () => {
    await start();
    const res = await t.request('POST', 'categories', {
      json: { name: 'Tennis', slug: 'tennis' },
      cookie: await t.login(),
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('a login or logout that fetch metadata calls cross-site is refused, without an Origin', async () => {
    await start();
    const cookie = await t.login();
    const headers = { 'Sec-Fetch-Site': 'cross-site' };
    const res = await login(ADMIN_USERNAME, ADMIN_PASSWORD, headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(CROSS_ORIGIN);
    expect(res.headers.get('set-cookie')).toBeNull();
    const out = await t.request('POST', 'logout', { cookie, headers });
    expect(out.status).toBe(403);
    const session = await t.request('GET', 'session', { cookie });
    expect(await session.json()).toEqual({
      authenticated: true,
      username: ADMIN_USERNAME,
      user_id: expect.any(Number),
      role: 'owner',
      display_name: ADMIN_USERNAME,
      two_factor: false,
      two_factor_required: false,
    });
  });

  it.each([
    ['fetch metadata saying cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['its Origin', { Origin: 'https://evil.example' }],
  ])('an admin read is not blocked by %s', async (_, headers: Record<string, string>) => {
    await start();
    const category = await addCategory(t);
    const res = await t.request('GET', 'category', {
      params: { id: category },
      cookie: await t.login(),
      headers,
    });
    expect(res.status).toBe(200);
  });

  it('a write from our own origin goes through', async () => {
    await start();
    const cookie = await t.login();
    const res = await t.request('POST', 'categories', {
      json: { name: 'Tennis', slug: 'tennis' },
      cookie,
      headers: { Origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
  });

  it('a login from a foreign origin is refused and sets no cookie', async () => {
    await start();
    const res = await login(ADMIN_USERNAME, ADMIN_PASSWORD, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(CROSS_ORIGIN);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a logout from a foreign origin is refused and the session lives on', async () => {
    await start();
    const cookie = await t.login();
    const res = await t.request('POST', 'logout', {
      cookie,
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const session = await t.request('GET', 'session', { cookie });
    expect(await session.json()).toEqual({
      authenticated: true,
      username: ADMIN_USERNAME,
      user_id: expect.any(Number),
      role: 'owner',
      display_name: ADMIN_USERNAME,
      two_factor: false,
      two_factor_required: false,
    });
  });
});

describe('login lockout', () => {
  async function failTimes(
    n: number,
    username = ADMIN_USERNAME,
    headers: Record<string, string> = {},
  ) {
    for (let i = 0; i < n; i++) {
      const res = await login(username, `wrong-password-${i}`, headers);
      expect(res.status).toBe(401);
    }
  }

  it('after 5 failures, refuses even the right password with 429 and Retry-After, until 15 minutes pass', async () => {
    await start();
    await failTimes(5);
    t.clock += MINUTE;

    const locked = await login();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(14 * 60));
    expect(await locked.json()).toEqual({
      status: 'error',
      message: 'Too many failed login attempts. Try again in 14 minutes.',
    });
    expect(locked.headers.get('set-cookie')).toBeNull();

    // Retrying while locked does not extend the lock.
    t.clock += 13 * MINUTE + 59_000;
    const still = await login();
    expect(still.status).toBe(429);
    expect(still.headers.get('retry-after')).toBe('1');
    expect(await still.json()).toMatchObject({ message: /Try again in 1 minute\.$/ });

    t.clock += 1000;
    const res = await login();
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=/);
  });

  it('4 failures do not lock, and a success clears them', async () => {
    await start();
    await failTimes(4);
    expect((await login()).status).toBe(200);
    await failTimes(4);
    expect((await login()).status).toBe(200);
  });

  it('locks an address after 20 failures across usernames, for every username', async () => {
    await start();
    for (let i = 0; i < 20; i++) {
      expect((await login(`user${i}`, 'wrong-password')).status).toBe(401);
    }
    const res = await login();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBe(15 * 60);
    t.clock += 15 * MINUTE;
    expect((await login()).status).toBe(200);
  });

  it('of parallel guesses, only the first 5 reach the password check', async () => {
    await start();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(ADMIN_USERNAME, `parallel-guess-${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await login()).status).toBe(429);
  });

  it('counts per client address behind a trusted proxy (the address the proxy appended)', async () => {
    await start({ trustProxyHttps: true });
    const attacker = { 'X-Forwarded-For': '203.0.113.50' };
    await failTimes(5, ADMIN_USERNAME, attacker);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD, attacker)).status).toBe(429);
    // A spoofed first entry does not buy the attacker a fresh counter.
    const spoofed = { 'X-Forwarded-For': '10.9.9.9, 203.0.113.50' };
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD, spoofed)).status).toBe(429);
    // The real admin, elsewhere, still gets in.
    expect(
      (await login(ADMIN_USERNAME, ADMIN_PASSWORD, { 'X-Forwarded-For': '198.51.100.7' })).status,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
    await start({ trustProxyHttps: false });
    await failTimes(5, ADMIN_USERNAME, { 'X-Forwarded-For': '203.0.113.50' });
    expect(
      (await login(ADMIN_USERNAME, ADMIN_PASSWORD, { 'X-Forwarded-For': '198.51.100.7' })).status,
    ).toBe(429);
  });
});

describe('timing', () => {
  it('an unknown username costs as much as a wrong password for the real one', async () => {
    // Distinct addresses so the lockout never answers early.
    await start({ trustProxyHttps: true });
    const timed = async (username: string, i: number) => {
      const began = performance.now();
      const res = await login(username, 'wrong-password', { 'X-Forwarded-For': `192.0.2.${i}` });
      expect(res.status).toBe(401);
      return performance.now() - began;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await timed(ADMIN_USERNAME, i * 2));
      unknown.push(await timed(`nobody-${i}`, i * 2 + 1));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy scrypt an unknown name answers tens of times faster; allow for noise.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});
