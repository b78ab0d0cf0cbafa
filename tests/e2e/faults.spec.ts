/**
 * The built app in Chromium with its backend failing (page.route on every backend call): down,
 * an HTML error page, an empty body, invalid JSON, a 502. The app never blanks: each page shows
 * its spec error or fallback, and it recovers once the backend answers again.
 */
import { expect, test, type Page, type Route } from './fixtures';

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';
const BACKEND = '**/backend/index.php**';

const html = (status: number, body: string) => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body,
});

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  'the backend is down': (route) => route.abort('connectionrefused'),
  'an HTML error page (500)': (route) =>
    route.fulfill(html(500, '<!DOCTYPE html><h1>Internal Server Error</h1>')),
  'an empty body': (route) => route.fulfill({ status: 200, body: '' }),
  'invalid JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": 1, "slug": "x' }),
  '502 Bad Gateway': (route) =>
    route.fulfill(html(502, '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>')),
};

/** Breaks every backend call; the returned function brings the real backend back. */
async function breakBackend(page: Page, fault: keyof typeof FAULTS) {
  const handler = FAULTS[fault]!;
  await page.route(BACKEND, handler);
  return () => page.unroute(BACKEND, handler);
}

// page.route breaks only the browser's calls; the server renders reading pages from its own API
// in process. Pages come unrendered here (x-render: off), so the browser app meets the faults.
test.use({ extraHTTPHeaders: { 'x-render': 'off' } });

const footerRegion = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('region', { name });

/** A reader coming back to the tab. */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const fault of Object.keys(FAULTS)) {
  test(`with ${fault}, home shows "Error loading posts" and its fallbacks, and recovers`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const restore = await breakBackend(page, fault);
    await page.goto('/');

    await expect(page.getByRole('alert').filter({ hasText: 'Error loading posts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible();
    await expect(page.getByText('Promote your brand here')).toBeVisible();
    await expect(footerRegion(page, 'CATEGORIES')).toContainText('No categories found.');
    await expect(footerRegion(page, 'OUR PICKS').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('complementary', { name: 'POPULAR NOW' })).toHaveCount(0);

    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('list', { name: 'Latest posts' }).getByRole('article').first(),
    ).toBeVisible();
    // The layout's reads come back when the reader returns to the tab.
    await returnToTab(page);
    await expect(footerRegion(page, 'CATEGORIES').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'POPULAR NOW' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link'),
    ).not.toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('with the backend down, the post, category and search fall back and recover', async ({
  page,
}) => {
  const [post] = (await (await page.request.get('/backend/index.php?q=posts')).json()) as {
    slug: string;
    title: string;
    category_slug: string;
  }[];
  const restore = await breakBackend(page, 'the backend is down');

  await page.goto(`/${post!.category_slug}/${post!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();

  await page.goto(`/${post!.category_slug}`);
  await expect(page.getByText('No posts found in this category.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.category_slug);
  await expect(page.getByRole('dialog', { name: 'Page Not Found' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Keyword' }).fill('odds');
  await expect(search.getByText('No results found for "odds"')).toBeVisible();
  await search.getByRole('button', { name: 'Close search' }).click();

  await restore();
  // The category page comes back with the tab; the post opens from it.
  await returnToTab(page);
  const card = page.getByRole('main').getByRole('link', { name: post!.title, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
});

test('with the backend failing, the admin lists say so and recover with "Try again"', async ({
  page,
}) => {
  const login = await page.request.post('/backend/index.php?q=login', {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.addInitScript(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Each list with a fault of its own: it says so, and shows its table once "Try again" works.
  for (const [path, fault, problem, table] of [
    ['/admin/posts', '502 Bad Gateway', 'Error loading posts', undefined],
    ['/admin/categories', 'invalid JSON', 'Could not load the categories.', 'Categories'],
    [
      '/admin/popular',
      'the backend is down',
      'Could not load the popular list.',
      'Current popular posts',
    ],
  ] as const) {
    const restore = await breakBackend(page, fault);
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeVisible();
    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', table && { name: table })).toBeVisible();
  }
});
