/**
 * The admin's whole journey on a PHP host, in each way the product's users run it:
 * - legacy admin mode (the check in the browser) against a backend that answers the unknown
 *   q=login with 200 {"error": …} (a PHP switch's usual default), with 404, or with an HTML page;
 * - server-login mode with php/auth-guard.php in front of the same backend.
 * Log in (a wrong password first), categories, a post with an image and rich text, the popular
 * list, the post banner, deleting, logging out; readers see each change.
 */
import { editorReady } from '../e2e/editor';
import { expect, test } from '../e2e/fixtures';
import { makePng } from '../e2e/png';
import { ADMIN_PASSWORD, confirmDialog, fillLogin, getJson, phpHost, toast } from './phpHost';

interface ApiPost {
  id: number | string;
  slug: string;
  title: string;
}

test('the admin journey passes end to end on this PHP host', async ({ page }) => {
  test.setTimeout(240_000);
  const host = phpHost();
  const suffix = Date.now().toString(36);
  const category = { name: `Table Tennis ${suffix}`, slug: `table-tennis-${suffix}` };
  const title = `Open Final Preview ${suffix}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await test.step('the admin area sends a visitor to the login', async () => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  });

  await test.step('a wrong password is refused on both fields', async () => {
    await fillLogin(page, 'wrong-password');
    await expect(page.getByText('Invalid credentials')).toHaveCount(2);
    await expect(page.getByText('Could not reach the server', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();
  });

  await test.step(`the right password opens the dashboard (${host.admin} login)`, async () => {
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBe('true');
    const session = await page.request.get('/backend/index.php?q=session');
    if (host.admin === 'guard') {
      // The server holds the session: its cookie is HttpOnly, out of the page's reach.
      expect(await session.json()).toEqual({ authenticated: true, username: 'admin' });
      expect(await page.evaluate(() => document.cookie)).toBe('');
    }
  });

  await test.step('adds a category with a live slug; readers can open it', async () => {
    await page.goto('/admin/categories/add');
    await page.getByLabel('Name').fill(category.name);
    await expect(page.getByLabel('Slug')).toHaveValue(category.slug);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(toast(page, 'Category added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('cell', { name: category.name, exact: true })).toBeVisible();
    await page.goto(`/${category.slug}`);
    await expect(page.getByText('No posts found in this category.')).toBeVisible();
  });

  await test.step('renames the category', async () => {
    await page.goto('/admin/categories');
    await page.getByRole('link', { name: `Edit ${category.name}` }).click();
    await expect(page.getByLabel('Name')).toHaveValue(category.name);
    category.name = `${category.name} Pro`;
    await page.getByLabel('Name').fill(category.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('cell', { name: category.name, exact: true })).toBeVisible();
    category.slug = `${category.slug}-pro`;
  });

  await test.step('adds a post with an image and formatted text', async () => {
    await page.goto('/admin/posts/add');
    await editorReady(page);
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Excerpt').fill('Who goes through, and at what price.');
    await page.getByLabel('Category').selectOption({ label: category.name });
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: makePng(48, 32, [21, 133, 83]),
    });
    await page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
    await page.keyboard.type('The favourite is ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('unbeaten');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' this season.');
    await page.getByRole('button', { name: 'Add Post', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  });

  await test.step('readers see the post on its category and its own page', async () => {
    await page.goto(`/${category.slug}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(`/posts/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.post-body strong', { hasText: 'unbeaten' })).toBeVisible();
    const cover = page.getByRole('img', { name: title });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('edits the post; the image is kept', async () => {
    await page.goto('/admin/posts');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await editorReady(page);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Title').fill(`${title} Updated`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(page.getByRole('rowheader', { name: `${title} Updated` })).toBeVisible();
    await page.goto(`/posts/${slug}-updated`);
    const cover = page.getByRole('img', { name: `${title} Updated` });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('sets the popular list (max 6); readers see it in the rail', async () => {
    await page.goto('/admin/popular');
    const grid = page.getByRole('region', { name: 'Choose posts' });
    await expect(grid).toBeVisible();
    const removes = grid.getByRole('button', { name: /^Remove / });
    await expect(page.getByText(/\d of 6 selected/)).toBeVisible();
    while ((await removes.count()) > 0) await removes.first().click();
    await expect(page.getByText('0 of 6 selected')).toBeVisible();
    const cards = grid.getByRole('list', { name: 'Posts' }).locator('button[aria-pressed]');
    const chosen: string[] = [];
    for (const index of [2, 0, 1, 3]) {
      const card = cards.nth(index);
      chosen.push((await card.locator('.line-clamp-2').textContent()) ?? '');
      await card.click();
      await expect(card).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('status'),
    ).toBeVisible();
    const popular = await getJson<ApiPost[]>(page.request, 'popular');
    expect(popular.map((p) => p.title)).toEqual(chosen);
    await page.goto('/about');
    const rail = page.getByRole('complementary', { name: 'POPULAR NOW' });
    await expect(rail.getByRole('link')).toHaveCount(4);
    await expect(rail.getByRole('link').first()).toHaveAttribute(
      'href',
      `/popular/${popular[0]!.slug}`,
    );
  });

  await test.step('uploads the post banner; the post page shows it; deletes it', async () => {
    await page.goto('/admin/banner/add');
    await page.getByLabel('Banner type').selectOption('post');
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'post-banner.png',
      mimeType: 'image/png',
      buffer: makePng(240, 60, [40, 160, 40]),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/admin\/banner$/);
    const postRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Post' }) });
    await expect(postRow.getByRole('img', { name: 'Post banner' })).toBeVisible();
    const { post_banner } = await getJson<{ post_banner: string }>(page.request, 'banners');
    expect(post_banner).toBeTruthy();

    await page.goto(`/posts/${slug}-updated`);
    const banner = page.getByRole('img', { name: 'Post page advertisement' });
    await expect(banner).toHaveAttribute(
      'src',
      new RegExp(post_banner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    await page.goto('/admin/banner');
    await postRow.getByRole('button', { name: 'Delete Post banner' }).click();
    await confirmDialog(page, 'Delete post banner?');
    await expect(postRow.getByRole('link', { name: 'Upload Post banner' })).toBeVisible();
  });

  await test.step('deletes the post, then its category', async () => {
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: `Delete post: ${title} Updated` }).click();
    await confirmDialog(page, 'Are you sure you want to delete this post?');
    await expect(page.getByRole('rowheader', { name: `${title} Updated` })).toHaveCount(0);
    const posts = await getJson<ApiPost[]>(page.request, 'posts');
    expect(posts.map((p) => p.slug)).not.toContain(`${slug}-updated`);

    await page.goto('/admin/categories');
    await page.getByRole('button', { name: `Delete ${category.name}` }).click();
    await confirmDialog(page, 'Are you sure you want to delete this category?');
    await expect(toast(page, '✅ Category deleted successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: category.name, exact: true })).toHaveCount(0);
  });

  await test.step('logout closes the admin area', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();
    await page.goto('/admin/posts');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  expect(errors).toEqual([]);
});
