/**
 * The XSS battery against a PHP backend that stores and serves the hostile content raw (no
 * sanitising on write, as the product's users' own backends may do): the app's sanitiser and
 * React's escaping must stop everything on every page that shows it, once with the deploy kit's
 * Content-Security-Policy in place and once with the policy bypassed (a host that sends none).
 */
import { expect, test } from '../e2e/fixtures';
import {
  BODY,
  CATEGORY_NAME,
  CATEGORY_SLUG,
  TITLES,
  TOKEN,
  expectNothingRan,
  expectPostRoutesSafe,
  hostileContentAroundTests,
  searchTheToken,
  trappedPage,
} from '../e2e/xssKit';
import { getJson } from './phpHost';

/** The answers carry the payloads raw: see expectNothingRan. */
const RAW = { rawHtmlParsed: true };

// A seed backend accepts admin calls from anyone (no sign-in): that is why the guard exists.
const created = hostileContentAroundTests();

test('the backend really stores and serves the payloads raw', async ({ request }) => {
  const post = await getJson<{ title: string; content: string }>(
    request,
    'post',
    `&slug=${created().slugs[0]}`,
  );
  expect(post.title).toBe(TITLES[0]);
  expect(post.content).toBe(BODY);
});

for (const policy of ['with the deploy kit’s policy', 'with no policy at all'] as const) {
  test.describe(`raw hostile content, ${policy}`, () => {
    if (policy === 'with no policy at all') test.use({ bypassCSP: true });
    let dialogs: string[];

    test.beforeEach(async ({ page }) => {
      dialogs = await trappedPage(page);
    });

    test('home, trending, blogs and the category page run nothing', async ({ page }) => {
      for (const path of ['/', '/trending', '/blogs', `/${CATEGORY_SLUG}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: TITLES[1]!, exact: true })).toBeVisible();
        await expectNothingRan(page, dialogs, path, RAW);
      }
      await expect(page.getByRole('navigation', { name: 'Categories' })).toContainText(
        CATEGORY_NAME,
      );
    });

    test('the post page, on all three routes, renders the body safely', async ({ page }) => {
      const post = { categorySlug: CATEGORY_SLUG, slug: created().slugs[4]!, title: TITLES[4]! };
      await expectPostRoutesSafe(page, dialogs, post, RAW);
    });

    test('search, the popular rail, footer picks and the full-screen menu run nothing', async ({
      page,
    }) => {
      const search = await searchTheToken(page, TITLES.length);
      await expectNothingRan(page, dialogs, 'search', RAW);
      await search.getByRole('button', { name: 'Close search' }).click();

      const rail = page.getByRole('complementary', { name: 'POPULAR NOW' });
      await rail.getByRole('link').first().hover();
      await expect(page.getByRole('tooltip')).toContainText(TOKEN);
      // The footer's code arrives as the reader scrolls near it.
      await page.locator('#site-footer').scrollIntoViewIfNeeded();
      await expect(
        page.getByRole('contentinfo').getByRole('region', { name: 'OUR PICKS' }),
      ).toContainText(TITLES[0]!);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog').filter({ hasText: 'POPULAR' })).toContainText(TOKEN);
      await expectNothingRan(page, dialogs, 'rail, picks and menu', RAW);
    });

    test('the admin lists and the post edit form run nothing', async ({ page }) => {
      // Legacy mode: the flag alone opens the admin on this backend.
      await page.addInitScript(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
      await page.goto('/admin/posts');
      await expect(page.getByRole('rowheader', { name: TITLES[0]!, exact: true })).toBeVisible();
      await expectNothingRan(page, dialogs, '/admin/posts', RAW);
      await page.goto(`/admin/posts/edit/${created().postIds[1]}`);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLES[1]!);
      const editor = page.frameLocator('.tox-edit-area iframe');
      await expect(editor.locator('body')).toContainText(`Body end ${TOKEN}`);
      await expectNothingRan(page, dialogs, 'post edit form', RAW);
      await page.goto('/admin/categories');
      await expect(page.getByRole('cell', { name: CATEGORY_NAME, exact: true })).toBeVisible();
      await expectNothingRan(page, dialogs, '/admin/categories', RAW);
    });
  });
}
