/**
 * A post card or a category link fetches its page ahead (its data and its code) on the reader's
 * intent, and the page then uses what was fetched: no request for its data is made again when it
 * opens. Links in view are not fetched ahead, whatever the connection (with Save-Data on, nor on
 * a fast one: the front page's first view would fetch the post page's code).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** Stands in for the browser's network information (navigator.connection). */
async function connection(page: Page, value: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { value, configurable: true });
  }, value);
}

/** Every request the page makes, kept in order. */
function requests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

const api = (seen: Request[], q: string, slug: string) =>
  seen.filter((r) => {
    const url = new URL(r.url());
    return url.searchParams.get('q') === q && url.searchParams.get('slug') === slug;
  });
const postCode = (seen: Request[]) =>
  seen.filter((r) => /\/assets\/post-[\w-]+\.js$/.test(r.url()));
const anyPost = (seen: Request[]) =>
  seen.filter((r) => new URL(r.url()).searchParams.get('q') === 'post');

/** A card on home below the lead (in view at this width): its link, slug and title. */
async function card(page: Page) {
  const link = page.locator('main article[data-variant] h2 a').nth(2);
  const href = (await link.getAttribute('href'))!;
  return { link, href, slug: href.split('/').pop()!, title: (await link.textContent())!.trim() };
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const saveData of [true, false]) {
  test.describe(`on a fast connection, Save-Data ${saveData ? 'on' : 'off'}`, () => {
    test.beforeEach(async ({ page }) => {
      await connection(page, { effectiveType: '4g', saveData });
    });

    test('nothing in view is fetched ahead; a pointer resting on a card fetches its post and code before the click, and the post opens without asking again', async ({
      page,
    }) => {
      const seen = requests(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(anyPost(seen), 'no post fetched ahead for links in view').toEqual([]);
      expect(postCode(seen)).toEqual([]);

      const { link, slug, title } = await card(page);
      await link.hover();
      await expect.poll(() => api(seen, 'post', slug).length).toBe(1);
      await expect.poll(() => postCode(seen).length).toBe(1);
      // Only the card under the pointer: no other post.
      expect(anyPost(seen)).toHaveLength(1);

      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.waitForLoadState('networkidle');
      expect(api(seen, 'post', slug), 'the post was not asked for again').toHaveLength(1);
      expect(postCode(seen)).toHaveLength(1);
    });

    test("pressing a category link fetches the category's posts before the click, and the category opens without asking again", async ({
      page,
    }) => {
      const seen = requests(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const link = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1);
      const slug = (await link.getAttribute('href'))!.slice(1);
      expect(api(seen, 'category-posts', slug)).toEqual([]);

      const box = (await link.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await expect.poll(() => api(seen, 'category-posts', slug).length).toBe(1);
      await page.mouse.up();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(slug);
      await expect(page.locator(`main article a[href^="/${slug}/"]`).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(api(seen, 'category-posts', slug), 'the posts were not asked for again').toHaveLength(
        1,
      );
    });
  });
}
