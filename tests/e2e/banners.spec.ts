/**
 * Banners fit every screen: at phone, tablet and desktop widths the home and post banners are
 * drawn whole (never cropped) inside their slot, the slot's box is reserved by its aspect ratio,
 * and on a phone the post's headline comes before the post banner; in both themes, each page's
 * screenshot kept with the report.
 */
import { expect, test, type Locator, type Page } from './fixtures';

interface ApiPost {
  slug: string;
  category_slug: string;
}

const WIDTHS = [
  // The slot's box: 5:2 on phones, 4:1 from 640 px, 5:1 from 1024 px.
  { width: 375, height: 812, boxRatio: 5 / 2 },
  { width: 820, height: 1180, boxRatio: 4 / 1 },
  { width: 1280, height: 900, boxRatio: 5 / 1 },
] as const;

async function postPath(page: Page): Promise<string> {
  const res = await page.request.get('/backend/index.php?q=posts');
  const [post] = (await res.json()) as ApiPost[];
  return `/${post!.category_slug}/${post!.slug}`;
}

interface Drawn {
  box: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  image: {
    left: number;
    top: number;
    right: number;
    bottom: number;
    width: number;
    height: number;
  };
  fit: string;
  natural: { width: number; height: number };
}

/** Where the slot and its image are, once the image has loaded. */
async function measure(image: Locator): Promise<Drawn> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const slot = img.closest('section[aria-label="Advertisement"]')!;
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
      };
    };
    return {
      box: rect(slot),
      image: rect(img),
      fit: getComputedStyle(img).objectFit,
      natural: { width: img.naturalWidth, height: img.naturalHeight },
    };
  });
}

/** The image's box lies inside the slot, and what it paints is the whole image. */
function expectWholeImageInside({ box, image, fit, natural }: Drawn) {
  const slack = 0.5;
  expect(image.left).toBeGreaterThanOrEqual(box.left - slack);
  expect(image.top).toBeGreaterThanOrEqual(box.top - slack);
  expect(image.right).toBeLessThanOrEqual(box.right + slack);
  expect(image.bottom).toBeLessThanOrEqual(box.bottom + slack);
  const naturalRatio = natural.width / natural.height;
  const boxRatio = image.width / image.height;
  // Contained, or drawn at its own aspect ratio: either way nothing is cut off.
  if (fit !== 'contain')
    expect(Math.abs(boxRatio - naturalRatio) / naturalRatio).toBeLessThan(0.01);
  // The painted picture (contain scales it to fit both sides) stays within the image's box.
  const scale = Math.min(image.width / natural.width, image.height / natural.height);
  expect(natural.width * scale).toBeLessThanOrEqual(image.width + slack);
  expect(natural.height * scale).toBeLessThanOrEqual(image.height + slack);
}

/** The page as the reader sees it, kept with the test's report. */
async function attachScreenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const { width, height, boxRatio } of WIDTHS) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`banners at ${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      });

      test('the home banner is shown whole inside its reserved box', async ({ page }) => {
        await page.goto('/');
        const drawn = await measure(page.getByRole('img', { name: 'Home page advertisement' }));
        await attachScreenshot(page, `home-${width}-${theme}`);
        expectWholeImageInside(drawn);
        expect(Math.abs(drawn.box.width / drawn.box.height - boxRatio)).toBeLessThan(0.05);
      });

      test('the post banner is shown whole inside its reserved box', async ({ page }) => {
        await page.goto(await postPath(page));
        const drawn = await measure(page.getByRole('img', { name: 'Post page advertisement' }));
        await attachScreenshot(page, `post-${width}-${theme}`);
        expectWholeImageInside(drawn);
        expect(Math.abs(drawn.box.width / drawn.box.height - boxRatio)).toBeLessThan(0.05);

        const headline = await page.getByRole('heading', { level: 1 }).boundingBox();
        if (width < 640) {
          // On a phone the headline comes first, within the first screen.
          expect(headline!.y + headline!.height).toBeLessThanOrEqual(drawn.box.top);
          expect(headline!.y).toBeLessThan(height);
        } else {
          expect(drawn.box.bottom).toBeLessThanOrEqual(headline!.y);
        }
      });
    });
  }
}
