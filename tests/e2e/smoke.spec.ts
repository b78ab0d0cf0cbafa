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
