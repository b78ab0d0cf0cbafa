/**
 * The brand's typefaces: headlines in Barlow Condensed, text in Source Sans 3, both served by this
 * site (no third-party request), only their Latin files for an English page, fetched once the
 * first view is on screen, and shown without moving anything: until they arrive, text is drawn in
 * a local face sized to match (src/index.css), so the swap does not rewrap lines.
 */
import { expect, test, type Page } from './fixtures';

interface ApiPost {
  slug: string;
  category_slug: string;
}

async function postPath(page: Page): Promise<string> {
  const res = await page.request.get('/backend/index.php?q=posts&page=1&limit=1');
  const [post] = (await res.json()) as ApiPost[];
  return `/${post!.category_slug}/${post!.slug}`;
}

/** Sum of the page's layout shifts so far (as CLS counts them: not right after an input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 300);
      }),
  );
}

test('headlines and text are set in the brand faces, fetched from this site, Latin files only', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto(await postPath(page));
  // The faces are fetched once the first view is on screen (lib/brandFonts.ts).
  await expect
    .poll(() =>
      page.evaluate(() => [
        document.fonts.check('700 32px "Barlow Condensed"'),
        document.fonts.check('400 16px "Source Sans 3 Variable"'),
      ]),
    )
    .toEqual([true, true]);

  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family('h1')).toMatch(/^"?Barlow Condensed"?,/);
  expect(await family('.post-body p')).toMatch(/^"?Source Sans 3 Variable"?,/);

  const origin = new URL(page.url()).origin;
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) {
    expect(new URL(url).origin, url).toBe(origin);
    expect(url, 'only the Latin subset of each face').toMatch(
      /-latin-(?:wght|[0-9]{3})-(?:normal|italic)-[\w-]+\.woff2$/,
    );
  }
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the brand faces arriving late move nothing on home and a post', async ({ page }) => {
      // The faces arrive well after the first paint, as on a slow connection.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      for (const path of ['/', await postPath(page)]) {
        await page.goto(path);
        await expect
          .poll(() => page.evaluate(() => document.fonts.check('700 32px "Barlow Condensed"')))
          .toBe(true);
        await page.evaluate(() => document.fonts.ready);
        // Two frames for the swap's layout to be reported.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
      }
    });
  });
}
