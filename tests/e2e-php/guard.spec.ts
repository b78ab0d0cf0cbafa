/**
 * php/auth-guard.php in front of a seed-only PHP backend: the server, not the browser, decides
 * who is admin. Its login, logout and session calls answer exactly as the reference server's do
 * (compared call by call with the Node server the e2e suite also runs), every admin call of the
 * contract needs its session, cross-site writes are refused, and a session-storage flag set by
 * hand opens nothing.
 */
import { expect, test, type APIRequestContext } from '../e2e/fixtures';
import { makePng } from '../e2e/png';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  API,
  AS_ROOT,
  fillLogin,
  getJson,
  hostHome,
  logIn,
  serverLog,
} from './phpHost';

const NODE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4599}`;

/** Every admin call of the seed's contract (section 7), as method, query and body. */
const ADMIN_CALLS: { method: 'GET' | 'POST' | 'DELETE'; query: string; body?: 'json' | 'form' }[] =
  [
    { method: 'GET', query: 'q=post&id=1' },
    { method: 'POST', query: 'q=posts', body: 'form' },
    { method: 'POST', query: 'q=post-update', body: 'form' },
    { method: 'DELETE', query: 'q=post-delete&id=1' },
    { method: 'GET', query: 'q=category&id=1' },
    { method: 'POST', query: 'q=categories', body: 'json' },
    { method: 'POST', query: 'q=category-update', body: 'json' },
    { method: 'DELETE', query: 'q=category-delete&id=1' },
    { method: 'POST', query: 'q=popular-save', body: 'json' },
    { method: 'POST', query: 'q=banners', body: 'form' },
    { method: 'POST', query: 'q=banners&update=1', body: 'form' },
    { method: 'DELETE', query: 'q=banner-delete&type=home' },
  ];

async function call(
  request: APIRequestContext,
  { method, query, body }: (typeof ADMIN_CALLS)[number],
  headers: Record<string, string> = {},
) {
  return request.fetch(`${API}?${query}`, {
    method,
    headers,
    ...(body === 'json' ? { data: { id: 1, name: 'Hacked', slug: 'hacked', post_ids: [1] } } : {}),
    ...(body === 'form'
      ? {
          multipart: {
            id: '1',
            title: 'Hacked',
            slug: 'hacked',
            excerpt: '',
            content: '<p>hacked</p>',
            category_id: '1',
            type: 'home',
            image: { name: 'x.png', mimeType: 'image/png', buffer: makePng(4, 4, [0, 0, 0]) },
          },
        }
      : {}),
  });
}

test('without a session every admin call is refused with 401 and changes nothing', async ({
  request,
}) => {
  const before = {
    posts: await getJson<unknown[]>(request, 'posts'),
    categories: await request.get(`${API}?q=categories`).then((r) => r.text()),
    popular: await request.get(`${API}?q=popular`).then((r) => r.text()),
    banners: await request.get(`${API}?q=banners`).then((r) => r.text()),
  };
  for (const admin of ADMIN_CALLS) {
    const res = await call(request, admin);
    expect(res.status(), `${admin.method} ${admin.query}`).toBe(401);
    expect(await res.json()).toEqual({ status: 'error', message: 'Authentication required' });
  }
  expect(await getJson<unknown[]>(request, 'posts')).toEqual(before.posts);
  expect(await request.get(`${API}?q=categories`).then((r) => r.text())).toBe(before.categories);
  expect(await request.get(`${API}?q=popular`).then((r) => r.text())).toBe(before.popular);
  expect(await request.get(`${API}?q=banners`).then((r) => r.text())).toBe(before.banners);
  // Readers' calls stay open.
  expect((await request.get(`${API}?q=post&slug=rummy-basics`)).status()).toBe(200);
});

test('a session-storage flag set by hand opens nothing: the server sends the visitor back', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.evaluate(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  for (const path of ['/admin', '/admin/posts', '/admin/categories/edit/1', '/admin/banner']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();
    // The flag is set again for the next page: each must ask the server on its own.
    await page.evaluate(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  }
});

test('a logged-in admin’s writes from another site are refused with 403', async ({ page }) => {
  await logIn(page);
  const category = ADMIN_CALLS.find((c) => c.query === 'q=categories')!;
  const foreign = await call(page.request, category, { Origin: 'https://evil.example' });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({
    status: 'error',
    message: 'Cross-origin request refused',
  });
  // Fetch metadata says cross-site: refused even without an Origin header.
  const crossSite = await call(page.request, category, { 'Sec-Fetch-Site': 'cross-site' });
  expect(crossSite.status()).toBe(403);
  const names = (await getJson<{ categories: { name: string }[] }>(page.request, 'categories'))
    .categories;
  expect(names.map((c) => c.name)).not.toContain('Hacked');
});

test('each login makes a new HttpOnly, SameSite=Strict session; the old one stops working', async ({
  page,
  context,
}) => {
  await logIn(page);
  const first = (await context.cookies()).find((c) => c.name === 'sid')!;
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

  // Logging in again (the login page sends a logged-in admin on, so through the call itself).
  const again = await page.request.post(`${API}?q=login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  expect(await again.json()).toEqual({ status: 'success' });
  const second = (await context.cookies()).find((c) => c.name === 'sid')!;
  expect(second.value).not.toBe(first.value);

  const stale = await page.request.get(`${API}?q=category&id=1`, {
    headers: { Cookie: `sid=${first.value}` },
  });
  expect(stale.status()).toBe(401);
  expect((await page.request.get(`${API}?q=category&id=1`)).status()).toBe(200);
});

test('a second tab opens the admin from the live session without a second login', async ({
  page,
  context,
}) => {
  await logIn(page);
  const tab = await context.newPage();
  await tab.goto('/admin/categories');
  await expect(tab.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  expect(await tab.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBe('true');
  await tab.close();
});

test('logout ends the server session: the admin calls are refused again', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await getJson(page.request, 'session')).toEqual({ authenticated: false });
  expect((await page.request.get(`${API}?q=category&id=1`)).status()).toBe(401);
});

test('too many wrong passwords lock the name out with 429 and Retry-After', async ({ request }) => {
  const attempt = () =>
    request.post(`${API}?q=login`, { data: { username: 'lockout-probe', password: 'wrong-one' } });
  for (let i = 0; i < 5; i += 1) expect((await attempt()).status()).toBe(401);
  const locked = await attempt();
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(800);
  expect(await locked.json()).toEqual({
    status: 'error',
    message: 'Too many failed login attempts. Try again in 15 minutes.',
  });
  // The admin's own name is not locked by another name's failures.
  const admin = await request.post(`${API}?q=login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  expect(admin.status()).toBe(200);
});

test('login, logout and session answer exactly as the reference server does', async ({
  playwright,
  baseURL,
}) => {
  const php = await playwright.request.newContext({ baseURL });
  const node = await playwright.request.newContext({ baseURL: NODE_ORIGIN });
  const probes: { label: string; method: string; q: string; data?: unknown; raw?: string }[] = [
    { label: 'session without a cookie', method: 'GET', q: 'session' },
    { label: 'login by GET', method: 'GET', q: 'login' },
    { label: 'session by POST', method: 'POST', q: 'session' },
    { label: 'login without a body', method: 'POST', q: 'login', raw: '' },
    { label: 'login with a list', method: 'POST', q: 'login', data: [1, 2] },
    { label: 'login without a username', method: 'POST', q: 'login', data: { password: 'x' } },
    {
      label: 'login with a short password',
      method: 'POST',
      q: 'login',
      data: { username: 'admin', password: '123' },
    },
    {
      label: 'login with a wrong password',
      method: 'POST',
      q: 'login',
      data: { username: 'parity-probe', password: 'not-the-password' },
    },
    {
      label: 'login with the right password',
      method: 'POST',
      q: 'login',
      data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    },
    { label: 'session while logged in', method: 'GET', q: 'session' },
    { label: 'logout', method: 'POST', q: 'logout' },
    { label: 'session after logout', method: 'GET', q: 'session' },
    { label: 'logout again', method: 'POST', q: 'logout' },
  ];
  try {
    for (const probe of probes) {
      const answers = await Promise.all(
        [php, node].map(async (request) => {
          const res = await request.fetch(`${API}?q=${probe.q}`, {
            method: probe.method,
            ...(probe.raw !== undefined
              ? { data: probe.raw, headers: { 'Content-Type': 'application/json' } }
              : {}),
            ...(probe.data !== undefined ? { data: probe.data } : {}),
          });
          const headers = res.headers();
          const cookie = headers['set-cookie'] ?? '';
          // The reference server's staff additions (a role, a display name, an account id, the
          // two-factor state) are not the guard's: it has one admin, no roles and no 2FA.
          const {
            role: _role,
            display_name: _name,
            user_id: _id,
            two_factor: _twoFactor,
            two_factor_required: _twoFactorRequired,
            ...body
          } = (await res.json()) as Record<string, unknown>;
          return {
            status: res.status(),
            body,
            allow: headers['allow'] ?? null,
            cacheControl: headers['cache-control'] ?? null,
            // The cookie's name and attributes; its value and expiry are the server's own.
            cookie: cookie
              ? cookie
                  .split(';')
                  .map((part) => part.trim().split('=')[0]!.toLowerCase())
                  .filter((name) => !['expires', 'max-age'].includes(name))
                  .sort()
              : null,
          };
        }),
      );
      expect(answers[0], probe.label).toEqual(answers[1]);
    }
  } finally {
    await php.dispose();
    await node.dispose();
  }
});

test('without the guard and without legacy mode, the login says the backend has no login', async ({
  page,
}) => {
  // The same backend without the guard's line: q=login is a q it does not know.
  await page.route(`**${API}?q=login`, (route) =>
    route.fulfill({ json: { error: 'Invalid request' } }),
  );
  await page.goto('/admin/login');
  await fillLogin(page, ADMIN_PASSWORD);
  await expect(
    page.getByText('This backend has no login endpoint (q=login)', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('php/auth-guard.php', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe('the guard deployed as the README says, its password set as root', () => {
  test.skip(!AS_ROOT, 'the web server runs as www-data only when the suite runs as root');
  const data = () => path.join(hostHome(), 'php', 'data');
  const database = () => path.join(data(), 'auth-guard.sqlite');
  const webUid = () => Number(spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }).stdout);

  test('the database and its folder belong to the web server’s user, outside the document root', () => {
    const said = readFileSync(path.join(hostHome(), 'set-admin-password.txt'), 'utf8');
    expect(said).toMatch(/^exit 0\n/);
    expect(said).toContain(`The database ${database()} belongs to www-data`);
    for (const file of [data(), database()]) expect(statSync(file).uid, file).toBe(webUid());
    expect(statSync(path.join(hostHome(), 'php', 'auth-guard.php')).uid).toBe(0);
  });

  test('a database the web server cannot write: 503 and one log line saying so', async ({
    request,
  }) => {
    spawnSync('chown', ['-R', 'root:root', data()]);
    try {
      const login = await request.post(`${API}?q=login`, {
        data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      });
      expect(login.status()).toBe(503);
      const line = readFileSync(serverLog(), 'utf8')
        .split('\n')
        .filter((text) => text.includes('BetPulse auth guard:'))
        .at(-1);
      expect(line).toContain(`the database ${database()} (or its folder) is read-only`);
      expect(line).toContain('(www-data)');
      expect(line).toContain('set-admin-password.php again as root');
    } finally {
      spawnSync('chown', ['-R', 'www-data:www-data', data()]);
    }
    const again = await request.post(`${API}?q=login`, {
      data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(again.status()).toBe(200);
  });
});
