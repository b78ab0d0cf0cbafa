/**
 * Every public page is reachable by links from home, at a phone (375), a tablet (820) and a
 * desktop (1280) width, against the real built server. Each page is reached as a reader would:
 * from home, through whatever the width shows (the header's links, its menu button, the side
 * buttons' full-screen menu, the footer), clicking only links and buttons that are visible.
 * The popular list is reachable too: the "Editors’ picks" block on phones, the POPULAR NOW rail from
 * tablets up.
 */
import { expect, test, type Locator, type Page } from './fixtures';

const WIDTHS = [
  ['phone', { width: 375, height: 812 }],
  ['tablet', { width: 820, height: 1180 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const PAGES = [
  '/about',
  '/trending',
  '/policy',
  '/promotion',
  '/categories',
  '/suggestions',
  '/blogs',
] as const;

const linkTo = (root: Locator, path: string) => root.locator(`a[href="${path}"]`).first();

async function visible(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.isVisible());
}

/** From home, follows the first visible way to `path`; returns where the link was found. */
async function reachFromHome(page: Page, path: string): Promise<string> {
  await page.goto('/');

  const header = page.getByRole('navigation', { name: 'Main' });
  if (await visible(linkTo(header, path))) {
    await linkTo(header, path).click();
    return 'header';
  }

  const menuButton = page.getByRole('button', { name: 'Main menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    if (await visible(linkTo(menu, path))) {
      await linkTo(menu, path).click();
      return 'header menu';
    }
    await menuButton.click();
  }

  const dock = page.getByRole('complementary', { name: 'Quick actions' });
  if (await dock.isVisible()) {
    await dock.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    if (await visible(linkTo(menu, path))) {
      await linkTo(menu, path).click();
      return 'full-screen menu';
    }
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  }

  // The footer's code loads as the reader scrolls near it.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('heading', { name: 'ABOUT US' })).toBeVisible();
  if (await visible(linkTo(footer, path))) {
    await linkTo(footer, path).click();
    return 'footer';
  }
  return 'nowhere';
}

async function expectPageShown(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path}$`) : path);
  await expect(page.getByRole('dialog', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const [label, viewport] of WIDTHS) {
  test.describe(`navigation at ${label} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    // One test for the seven pages, a step each: each starts from home again, in one browser
    // context (seven contexts loaded the same home cold seven times, a sixth of this suite).
    test('reaches every page by links from home', async ({ page }) => {
      for (const path of PAGES) {
        await test.step(`reaches ${path}`, async () => {
          const where = await reachFromHome(page, path);
          expect(where, `no visible link to ${path} at ${viewport.width} px`).not.toBe('nowhere');
          await expectPageShown(page, path);
        });
      }
    });

    test("the header's page links sit on one line, the current one too", async ({ page }) => {
      await page.goto('/');
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      if (!(await links.first().isVisible())) return;
      const tops = await links.evaluateAll((all) =>
        all.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `link tops ${tops.join(', ')}`).toBe(1);
    });

    test('reaches Home again from another page by the logo', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('banner').getByRole('link').first().click();
      await expectPageShown(page, /\/$/);
    });

    test('reaches a category page from the category bar', async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Categories' });
      const category = bar.locator('a[href]:not([href="/"])').first();
      await expect(category).toBeVisible();
      const href = (await category.getAttribute('href'))!;
      await category.click();
      await expectPageShown(page, href);
    });

    test('reaches a post from the home list', async ({ page }) => {
      await page.goto('/');
      const main = page.getByRole('main');
      const hrefs = await main
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const post = hrefs.find((h) => /^\/[^/]+\/[^/]+$/.test(h) && !h.startsWith('/popular/'));
      expect(post, 'a post link on home').toBeDefined();
      const link = main.locator(`a[href="${post}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expectPageShown(page, post!);
    });

    test('reaches a popular post from the popular list this width shows', async ({ page }) => {
      await page.goto('/');
      const mostRead = page.getByRole('region', { name: 'Editors’ picks' });
      const rail = page.getByRole('complementary', { name: 'POPULAR NOW' });
      let list: Locator;
      if (viewport.width < 768) {
        // Phones: a numbered block in the page; the rail is not shown.
        await expect(rail).toBeHidden();
        await mostRead.scrollIntoViewIfNeeded();
        await expect(mostRead).toBeVisible();
        await expect(mostRead.getByRole('listitem').first()).toContainText('01');
        list = mostRead;
      } else {
        await expect(mostRead).toBeHidden();
        await expect(rail).toBeVisible();
        list = rail;
      }
      const first = list.locator('a[href^="/popular/"]').first();
      const href = (await first.getAttribute('href'))!;
      await first.click();
      await expectPageShown(page, href);
    });
  });
}
