/**
 * A reader's journey on a PHP host: the app client-rendered from dist/, its data from a seed-only
 * PHP backend with the older answer shapes (categories as {categories}, categoryId, popular
 * `date`, empty-string banners) and raw post HTML. At phone and desktop widths, with axe on the
 * reading pages in both themes.
 */
import { expectNoAxeViolations } from '../e2e/axe';
import { expect, READER_WIDTHS, test } from '../e2e/fixtures';
import { getJson } from './phpHost';

interface ApiPost {
  slug: string;
  title: string;
  category_slug: string;
  category_name: string;
}

for (const [label, viewport] of READER_WIDTHS) {
  test.describe(`reader at ${label} width`, () => {
    test.use({ viewport });

    test('home lists the posts newest first and opens one at /posts/{slug}', async ({ page }) => {
      const posts = await getJson<ApiPost[]>(page.request, 'posts');
      await page.goto('/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(posts[0]!.title);
      // The home banner the backend has (an image path) is shown.
      const banner = page.getByRole('img', { name: 'Home page advertisement' });
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('src', /\/backend\/public\/images\/home-banner\.png/);
      await main.getByRole('link', { name: posts[0]!.title }).first().click();
      await expect(page).toHaveURL(`/posts/${posts[0]!.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
      // No post banner (this backend sends an empty string): the default advert panel.
      const { post_banner } = await getJson<{ post_banner: string }>(page.request, 'banners');
      if (post_banner === '') {
        await expect(page.getByText('Promote your brand here').first()).toBeVisible();
      }
    });

    test('a category from the bar, then a post with its table styled and the image loaded', async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Football' })
        .click();
      await expect(page).toHaveURL('/football');
      await expect(
        page.getByRole('heading', { level: 1, name: 'football', exact: true }),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Derby Day Preview' }).click();
      await expect(page).toHaveURL('/football/derby-day-preview');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Derby Day Preview' }),
      ).toBeVisible();
      await expect(page.locator('.post-body table')).toHaveClass(/post-table/);
      // Its prediction block (stored by this seed-only backend as any markup) is a card; the
      // "won" its markup states is not proofed, as no record here says so.
      const card = page.getByRole('complementary', {
        name: 'Prediction: Northbridge FC vs Harlow Athletic',
      });
      await expect(card).toBeVisible();
      await expect(card.getByText('Not proofed')).toBeVisible();
      await expect(card.getByText('Won', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Fractional' }).click();
      await expect(card.getByText('10/11')).toBeVisible();
      const cover = page.getByRole('img', { name: 'Derby Day Preview' });
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });

    test('search finds posts and categories and links to them', async ({ page }) => {
      await page.goto('/trending');
      await expect(page.getByRole('heading', { name: 'Trending Posts' })).toBeVisible();
      await page.getByRole('button', { name: 'Search' }).click();
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.getByRole('searchbox', { name: 'Keyword' }).fill('pitch');
      await expect(search.getByRole('link', { name: /Test Match Pitch Report/ })).toBeVisible();
      await search.getByText('Categories', { exact: true }).click();
      await search.getByRole('searchbox', { name: 'Keyword' }).fill('cas');
      await expect(search.getByRole('link', { name: /Casino/ })).toBeVisible();
      await search.getByRole('searchbox', { name: 'Keyword' }).fill('zzzz-nothing');
      await expect(search.getByText('No results found for "zzzz-nothing"')).toBeVisible();
    });

    test('switches theme and keeps it after a reload', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
    });
  });
}

test('the popular rail and the footer read the backend’s popular list and category counts', async ({
  page,
}) => {
  const popular = await getJson<{ slug: string; title: string }[]>(page.request, 'popular');
  expect(popular.length).toBeGreaterThan(0);
  await page.goto('/about');
  const rail = page.getByRole('complementary', { name: 'POPULAR NOW' });
  await expect(rail.getByRole('link').first()).toHaveAttribute(
    'href',
    `/popular/${popular[0]!.slug}`,
  );
  await rail.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: popular[0]!.title })).toBeVisible();
  // The footer's code comes as the reader scrolls near it.
  await page.locator('#site-footer').scrollIntoViewIfNeeded();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'OUR PICKS' }).getByRole('link')).toHaveCount(3);
  // Counted from q=posts: this backend has no post_count.
  await expect(footer.getByRole('link', { name: /Casino \(\d+\)/ })).toBeVisible();
});

test('an unknown category and an unknown page say so', async ({ page }) => {
  await page.goto('/no-such-category');
  await expect(page.getByText('The category you are looking for does not exist.')).toBeVisible();
  await page.goto('/football/no-such-post');
  await expect(page.getByText('Post not found')).toBeVisible();
});

test('the reading pages have no axe violations in either theme', async ({ page }) => {
  test.setTimeout(120_000);
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/football', '/posts/derby-day-preview']) {
      await page.goto(path);
      if (theme === 'dark' && !(await page.locator('html.dark').count())) {
        await page.getByRole('button', { name: 'Dark theme' }).click();
      }
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  }
});
