/**
 * The admin's journeys against the real built server (the post journey is in admin-posts.spec.ts):
 * log in (a wrong password first), categories (add with a live slug, edit, the server's refusal
 * for a category that still has posts, delete), the popular list (max 6, saved order, seen by
 * readers), the home banner (upload and replace) and the post banner (delete, upload), logout
 * closing /admin and the API. Axe checks every admin page in both themes, and the pages are
 * checked at 375 px.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { makePng } from './png';

/** TinyMCE's own editor chrome (posts forms) is third-party and checked upstream. */
const ADMIN_AXE_EXCLUDE = '.tox';

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';
const API = '/backend/index.php';

const bannerPng = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(240, 60, rgb),
});

// ---------- helpers ----------

async function fillLogin(page: Page, password: string) {
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logIn(page: Page) {
  await page.goto('/admin/login');
  await fillLogin(page, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The toast with this text (role status or alert). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function confirmDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

async function api<T>(request: APIRequestContext, q: string, params = ''): Promise<T> {
  const res = await request.get(`${API}?q=${q}${params}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

// ---------- login ----------

test('login refuses a wrong password on both fields, then lets the admin in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await fillLogin(page, 'wrong-password');
  await expect(page.getByText('Invalid credentials')).toHaveCount(2);
  expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBe('true');

  // Real figures from the backend.
  const posts = await api<unknown[]>(page.request, 'posts');
  await expect(
    page
      .getByRole('region', { name: 'Posts', exact: true })
      .getByText(String(posts.length), { exact: true }),
  ).toBeVisible();
});

test('login shows the validation messages without calling the server', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('q=login')) calls.push(r.url());
  });
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  expect(calls).toEqual([]);
});

// ---------- categories ----------

test('an admin adds, renames and deletes a category; a category with posts is refused', async ({
  page,
}) => {
  await logIn(page);
  const suffix = Date.now().toString(36);
  const name = `Table Tennis ${suffix}`;
  const slug = `table-tennis-${suffix}`;

  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Category' }).click();
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page, 'Category added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // Readers see it: the public categories call and the category's page.
  const categories = await api<{ slug: string }[]>(page.request, 'categories');
  expect(categories.map((c) => c.slug)).toContain(slug);
  await page.goto(`/${slug}`);
  await expect(page.getByText('No posts found in this category.')).toBeVisible();

  // Rename: the slug follows the name.
  await page.goto('/admin/categories');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Name').fill(`${name} Pro`);
  await expect(page.getByLabel('Slug')).toHaveValue(`${slug}-pro`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('cell', { name: `${name} Pro`, exact: true })).toBeVisible();

  // A seeded category still has posts: the server refuses and says why.
  const [firstPost] = await api<{ category_name: string }[]>(page.request, 'posts');
  const seeded = { name: firstPost!.category_name };
  await page.getByRole('button', { name: `Delete ${seeded.name}`, exact: true }).click();
  await confirmDialog(page, 'Are you sure you want to delete this category?');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('alert'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: seeded.name, exact: true })).toBeVisible();

  // Cancel keeps it; confirming deletes it.
  await page.getByRole('button', { name: `Delete ${name} Pro` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this category?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('cell', { name: `${name} Pro`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name} Pro` }).click();
  await confirmDialog(page, 'Are you sure you want to delete this category?');
  await expect(toast(page, '✅ Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} Pro`, exact: true })).toHaveCount(0);
});

// ---------- popular ----------

test('an admin sets the popular list (max 6, order kept) and readers see it', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/popular');
  const grid = page.getByRole('region', { name: 'Choose posts' });
  await expect(grid).toBeVisible();

  // Start from an empty selection (the selected posts are listed whatever page they are on).
  const removes = grid.getByRole('button', { name: /^Remove / });
  while ((await removes.count()) > 0) await removes.first().click();
  await expect(page.getByText('0 of 6 selected')).toBeVisible();

  const cards = grid.getByRole('list', { name: 'Posts' }).locator('button[aria-pressed]');
  const titles: string[] = [];
  // Chosen out of order on purpose: the third card, then the first, then four more.
  for (const index of [2, 0, 1, 3, 4, 5]) {
    const card = cards.nth(index);
    titles.push((await card.locator('.line-clamp-2').textContent()) ?? '');
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  await cards.nth(6).click();
  await expect(toast(page, 'Max 6 posts allowed!')).toBeVisible();
  await expect(cards.nth(6)).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('status'),
  ).toBeVisible();

  const popular = await api<{ title: string }[]>(page.request, 'popular');
  expect(popular.map((p) => p.title)).toEqual(titles);
  await expect(
    page.getByRole('table', { name: 'Current popular posts' }).getByRole('row').nth(1),
  ).toContainText(titles[0]!);

  // Readers: the home page shows the first chosen post in the popular rail.
  await page.goto('/');
  await expect(page.getByText(titles[0]!, { exact: true }).first()).toBeVisible();
});

// ---------- banners ----------

// On the reference server the Advertisement Banner section holds campaigns (the seed's banner
// screens, for backends without them, are the PHP hosts' admin journey: tests/e2e-php).
test('an admin adds a campaign with both creatives, finds it live in its slot with its click link, and deletes it', async ({
  page,
}) => {
  const advertiser = `Ace Odds ${Date.now().toString(36)}`;
  await logIn(page);
  await page.goto('/admin/banner');
  await page.getByRole('link', { name: 'Add campaign' }).click();
  await page.getByLabel(/Advertiser/).fill(advertiser);
  await page.getByLabel('Slot').selectOption('post');
  await page.getByLabel(/Desktop image/).setInputFiles(bannerPng('desktop.png', [200, 40, 40]));
  await page.getByLabel(/Phone image/).setInputFiles(bannerPng('phone.png', [40, 40, 200]));
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('img', { name: 'Phone view of the chosen image' })).toBeVisible();
  await page.getByLabel(/Link/).fill('https://ace.example/offer');
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await expect(page).toHaveURL(/\/admin\/banner$/);
  const slot = page.getByRole('table', { name: 'Post slot campaigns' });
  const row = slot.getByRole('row', { name: new RegExp(advertiser) });
  await expect(row).toContainText('Live');

  // Its click goes through /go/{id}, counted by the server, to the advertiser's link.
  const campaigns = await api<{ id: number; advertiser: string }[]>(page.request, 'campaigns');
  const id = campaigns.find((c) => c.advertiser === advertiser)!.id;
  const go = await page.request.get(`/go/${id}`, { maxRedirects: 0 });
  expect(go.status()).toBe(302);
  expect(go.headers()['location']).toBe('https://ace.example/offer');

  await row.getByRole('button', { name: `Delete ${advertiser}` }).click();
  await confirmDialog(page, new RegExp(`Delete the campaign of ${advertiser}`));
  await expect(slot.getByRole('row', { name: new RegExp(advertiser) })).toHaveCount(0);
  expect((await page.request.get(`/go/${id}`, { maxRedirects: 0 })).status()).toBe(404);
});

test('an unknown banner type is not found', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/banner/edit/sidebar');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

// ---------- logout ----------

test('logout closes /admin and the admin API', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/categories');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The server agrees: no session, and admin calls are refused.
  expect(await api<{ authenticated: boolean }>(page.request, 'session')).toMatchObject({
    authenticated: false,
  });
  const refused = await page.request.get(`${API}?q=category&id=1`);
  expect(refused.status()).toBe(401);
});

test('a second tab opens the admin without asking for the password again', async ({
  page,
  context,
}) => {
  await logIn(page);
  // A new tab shares the session cookie but not the session-storage flag.
  const second = await context.newPage();
  await second.goto('/admin/categories');
  await expect(second.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(second).toHaveURL(/\/admin\/categories$/);
  expect(await second.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBe('true');
  await second.close();
});

test('setting the flag by hand does not open the admin: the server sends the visitor back', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.evaluate(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  await page.goto('/admin/categories/edit/1');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// ---------- accessibility and phones ----------

const ADMIN_PAGES: { path: string; heading: string }[] = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/posts', heading: 'Posts' },
  { path: '/admin/posts/add', heading: 'Add Post' },
  { path: '/admin/categories', heading: 'Categories' },
  { path: '/admin/categories/add', heading: 'Add Category' },
  { path: '/admin/categories/edit/1', heading: 'Edit Category' },
  { path: '/admin/popular', heading: 'Popular Now' },
  { path: '/admin/popular/add-post', heading: 'Popular Now' },
  { path: '/admin/banner', heading: 'Advertisement Banner' },
  { path: '/admin/banner/add', heading: 'Add Banner' },
  { path: '/admin/banner/edit/home', heading: 'Edit Home Banner' },
];

test.describe('accessibility', () => {
  test('the login page has no axe violations in either theme', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ADMIN_AXE_EXCLUDE });
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page, { exclude: ADMIN_AXE_EXCLUDE });
  });

  // One test per theme, a step per page: each theme has the whole timeout to itself (both in one
  // test took 95 s alone and ran out of its 180 s on a loaded CI machine).
  for (const theme of ['light', 'dark'] as const) {
    test(`every admin page has no axe violations (${theme} theme)`, async ({ page }) => {
      test.setTimeout(150_000);
      await logIn(page);
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Dark theme' }).click();
        await expect(page.locator('html')).toHaveClass(/dark/);
      }
      for (const { path, heading } of ADMIN_PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoAxeViolations(page, { exclude: ADMIN_AXE_EXCLUDE });
        });
      }
    });
  }

  test('the admin is usable at 375 px: no sideways scrolling, the menu is a drawer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page);
    for (const path of ['/admin', '/admin/categories', '/admin/popular', '/admin/banner']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(drawer).toBeHidden();
    await expectNoAxeViolations(page, { exclude: ADMIN_AXE_EXCLUDE });
  });
});
