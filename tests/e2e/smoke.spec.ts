import { expect, test } from './fixtures';

test('npm start serves the API with the demo posts', async ({ request }) => {
  const res = await request.get('/backend/index.php?q=posts');
  expect(res.status()).toBe(200);
  const posts = (await res.json()) as { slug: string; title: string }[];
  expect(Array.isArray(posts)).toBe(true);
  expect(posts.length).toBeGreaterThanOrEqual(30);
});

test('npm start serves the app: the home page shows demo posts', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main').getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Error loading posts')).toHaveCount(0);
});

test('a deep link is served the app, not a 404 from the server', async ({ page }) => {
  const res = await page.goto('/casino');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'casino', exact: true })).toBeVisible();
});

test('the app npm start built carries brotli and gzip siblings, served as they are', async ({
  request,
}) => {
  const { readdirSync } = await import('node:fs');
  const assets = readdirSync('dist/assets');
  const script = assets.find((name) => /\.js$/.test(name) && assets.includes(`${name}.br`));
  expect(script, 'a .js with its .br sibling').toBeDefined();
  expect(assets).toContain(`${script}.gz`);
  const res = await request.get(`/assets/${script}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
