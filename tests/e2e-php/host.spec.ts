/**
 * The deploy kit's rules as a browser and a crawler meet them on this PHP host (nginx with
 * deploy/nginx/site.conf, or `php -S` with the router that mirrors it): the app's fallback to
 * index.html, caching, compression, the reference server's security headers, and uploads that
 * are served as files and never run.
 */
import { expect, test } from '../e2e/fixtures';
import { API, phpHost } from './phpHost';

const NODE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4599}`;
const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const;

/** The reference server's policy, without the hash of the inline theme script it renders. */
const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, '');

test('every page path gets the app shell, revalidated, with the reference server’s headers', async ({
  request,
  playwright,
}) => {
  const node = await playwright.request.newContext({ baseURL: NODE_ORIGIN });
  const reference = (await node.get('/about')).headers();
  await node.dispose();
  for (const path of ['/', '/trending', '/football/derby-day-preview', '/admin/posts/edit/3']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root"></div>');
    for (const name of SECURITY_HEADERS) expect(headers[name], name).toBe(reference[name]);
    expect(headers['content-security-policy']).toBe(
      withoutHashes(reference['content-security-policy']!),
    );
    // No inline script is allowed for scripts: the theme script is an external file here.
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test('build files are cached for a year and compressed; a missing file is a real 404', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const res = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['content-type']).toMatch(/javascript/);
  const theme = await request.get('/theme-init.js');
  expect(theme.status()).toBe(200);
  expect(theme.headers()['content-type']).toMatch(/javascript/);
  for (const missing of ['/assets/missing-abc123.js', '/missing.png']) {
    const gone = await request.get(missing);
    expect(gone.status(), missing).toBe(404);
    expect(await gone.text()).not.toContain('<div id="root">');
  }
});

test('only index.php runs under /backend/, and uploads are sandboxed files', async ({
  request,
}) => {
  const api = await request.get(`${API}?q=categories`);
  expect(api.status()).toBe(200);
  expect(api.headers()['content-type']).toMatch(/^application\/json/);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  for (const path of ['/backend/', '/backend/seed.php', '/backend/backend.sqlite', '/backend/x']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const image = await request.get('/backend/public/images/home-banner.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A script that reached the uploads folder is never run (nor served).
  const script = await request.get('/backend/public/shell.php');
  expect(script.status()).toBe(404);
});

test('the page runs under the policy with nothing blocked, the theme set before paint', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/football');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'football', exact: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // zod's caught `new Function` probe is reported as "script-src eval": the app's own, harmless.
  const blocked = await page.evaluate(() =>
    ((window as unknown as { __csp?: string[] }).__csp ?? []).filter((v) => !/ eval$/.test(v)),
  );
  expect(blocked).toEqual([]);
  expect(violations.filter((text) => !/unsafe-eval|'eval'/.test(text))).toEqual([]);
  test.info().annotations.push({ type: 'server', description: phpHost().server });
});
