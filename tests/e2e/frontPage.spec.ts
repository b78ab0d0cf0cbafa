/**
 * The front page is built for scanning, against the real built server (the seed's posts): at
 * 1280×800 the lead story's headline is in the first screen with the "Latest" headlines beside it;
 * on a phone the posts after the lead are compact rows, so "Editors’ picks" comes soon; at tablet
 * widths the gutters are even and the header offers one way to the pages. Axe runs on each.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import type { Locator } from '@playwright/test';

const latestList = (page: Page) => page.getByRole('list', { name: 'Latest posts' });
/** A card's picture box: its picture, or the branded stand-in for a post without one. */
const media = (card: Locator) => card.locator(':scope > div').first();

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('front page at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`the lead headline and the Latest headlines are in the first screen (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      const articles = latestList(page).getByRole('article');
      const lead = articles.first();
      const headline = (await lead.getByRole('heading', { level: 2 }).boundingBox())!;
      expect(headline.y + headline.height).toBeLessThan(800);

      // The lead's picture box is at most 16:9 (never taller), and its picture loads first. Other
      // specs add posts without a picture: the lead may show the branded stand-in instead.
      const picture = (await media(lead).boundingBox())!;
      expect(picture.width / picture.height).toBeGreaterThanOrEqual(16 / 9 - 0.02);
      if ((await lead.locator('img').count()) > 0) {
        await expect(lead.locator('img')).toHaveAttribute('fetchpriority', 'high');
      }

      // Beside it, on its right: text headlines with their category and time, no picture.
      const leadBox = (await lead.boundingBox())!;
      for (const index of [1, 2, 3]) {
        const entry = articles.nth(index);
        const box = (await entry.boundingBox())!;
        expect(box.x).toBeGreaterThan(leadBox.x + leadBox.width);
        expect(box.y + box.height).toBeLessThan(800);
        await expect(entry.locator('time')).toBeVisible();
        await expect(entry.locator('img')).toBeHidden();
      }
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('front page on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('compact rows after the lead bring "Editors’ picks" within the first 4,000 px', async ({
    page,
  }) => {
    await page.goto('/');
    const articles = latestList(page).getByRole('article');
    await expect(articles).toHaveCount(12);
    // Every post after the lead: a thumbnail beside the headline, no excerpt, a short row.
    for (const index of [1, 5, 11]) {
      const row = articles.nth(index);
      const thumb = (await media(row).boundingBox())!;
      const title = (await row.getByRole('heading').boundingBox())!;
      // Beside it: the headline starts right of the thumbnail and level with it.
      expect(title.x).toBeGreaterThanOrEqual(thumb.x + thumb.width);
      expect(title.y).toBeLessThan(thumb.y + thumb.height);
      expect((await row.boundingBox())!.height).toBeLessThan(180);
      await expect(row.locator('p')).toBeHidden();
    }
    const mostRead = page.getByRole('region', { name: 'Editors’ picks' });
    await expect(mostRead).toBeAttached();
    const top = await mostRead.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(4000);
    await expectNoAxeViolations(page);
  });
});

for (const width of [768, 820, 1024]) {
  test.describe(`header and gutters at ${width} px`, () => {
    test.use({ viewport: { width, height: 1180 } });

    test('one way to the pages in the header, and even gutters', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const links = header.getByRole('navigation', { name: 'Main' });
      const menuButton = header.getByRole('button', { name: 'Main menu' });
      const shown = [await links.isVisible(), await menuButton.isVisible()];
      expect(shown.filter(Boolean)).toHaveLength(1);
      // Tablets: the menu button (its menu has every page); from 1024 px the links.
      expect(shown[0]).toBe(width >= 1024);

      if (width < 1024) {
        const box = (await latestList(page).boundingBox())!;
        const left = box.x;
        const right = width - (box.x + box.width);
        expect(Math.abs(left - right), `gutters ${left} / ${right}`).toBeLessThan(16);
        // The rail sits in the left gutter, clear of the content.
        const rail = (await page
          .getByRole('complementary', { name: 'POPULAR NOW' })
          .boundingBox())!;
        expect(rail.x + rail.width).toBeLessThanOrEqual(left);
      }
      await expectNoAxeViolations(page);
    });
  });
}
