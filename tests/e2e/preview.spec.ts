/**
 * A true preview, in Chromium against the built server: the admin's preview of a post scheduled
 * ahead is the reader's page (public header and footer, no share buttons), dated when it goes out,
 * in a frame as wide as a phone, a tablet or a desktop (the page's own breakpoints follow it); a
 * share link's page the same, with no share buttons. And the login form drawn with no spinner
 * first. Axe checks both pages.
 */
import { expectNoAxeViolations } from './axe';
import { API, asAdmin, deletePost, logIn } from './adminApi';
import { expect, test, type FrameLocator, type Page } from './fixtures';
import { withProjectRequest } from './xssKit';

const DAY_MS = 86_400_000;
const stamp = Date.now();
const TITLE = `E2E True Preview ${stamp}`;
// Three days ahead at noon (UTC): its date is not the day it was made.
const OUT_AT = new Date(Math.floor(stamp / DAY_MS) * DAY_MS + 3 * DAY_MS + 12 * 3_600_000);
const OUT_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
}).format(OUT_AT);

let postId = 0;
let token = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  await withProjectRequest(playwright, testInfo, async (request) => {
    await asAdmin(request);
    const categories = (await (await request.get(`${API}?q=categories`)).json()) as {
      id: number;
    }[];
    const added = await request.post(`${API}?q=posts`, {
      multipart: {
        title: TITLE,
        slug: `e2e-true-preview-${stamp}`,
        excerpt: 'Scheduled ahead, previewed now.',
        content: '<p>Kick-off is at three; the line-ups come an hour before.</p>',
        category_id: String(categories[0]!.id),
        status: 'scheduled',
        published_at: OUT_AT.toISOString(),
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    postId = ((await added.json()) as { id: number }).id;
    const link = await request.post(`${API}?q=share-links`, { data: { post_id: postId } });
    expect(link.ok(), await link.text()).toBe(true);
    token = ((await link.json()) as { token: string }).token;
  });
});

test.afterAll(async ({ playwright }, testInfo) => {
  if (postId) await deletePost(playwright, testInfo, postId);
});

const frameOf = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title$="as readers see it"]');

async function frameWidth(page: Page): Promise<number> {
  return (await page.locator('iframe[title$="as readers see it"]').boundingBox())!.width;
}

test('the preview is the reader’s page, dated when it goes out, at a phone’s, a tablet’s and a desktop’s width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await page.goto(`/admin/posts/preview/${postId}`);
  const bar = page.getByRole('note');
  await expect(bar).toContainText('Preview');
  await expect(bar).toContainText('Scheduled — goes out');
  await expect(bar.getByRole('link', { name: 'Back to editing' })).toHaveAttribute(
    'href',
    `/admin/posts/edit/${postId}`,
  );
  // Not in the admin's frame.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  const site = frameOf(page);
  const article = site.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(article.locator('time').first()).toHaveText(OUT_DATE);
  await expect(site.getByRole('banner')).toBeVisible();
  await expect(site.getByRole('contentinfo')).toBeAttached();
  await expect(site.getByRole('group', { name: 'Share' })).toHaveCount(0);
  await expect(site.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

  const widths = page.getByRole('group', { name: 'Preview width' });
  // A choice is made on its label (the radio button itself is visually hidden).
  const choose = async (name: string) => {
    await widths.locator('label', { hasText: name }).click();
    await expect(widths.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
  };
  await choose('Desktop');
  expect(Math.round(await frameWidth(page))).toBe(1280);
  // The page's breakpoints answer to the frame: the desktop header has its links, no menu button.
  await expect(site.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(site.getByRole('button', { name: 'Main menu' })).toBeHidden();
  await expectNoAxeViolations(page);

  await choose('Phone');
  expect(Math.round(await frameWidth(page))).toBe(375);
  await expect(site.getByRole('button', { name: 'Main menu' })).toBeVisible();
  await expect(site.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // By keyboard: the next choice with an arrow key.
  await widths.getByRole('radio', { name: /^Phone/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(widths.getByRole('radio', { name: /^Tablet/ })).toBeChecked();
  expect(Math.round(await frameWidth(page))).toBe(820);
  await expectNoAxeViolations(page);

  // The dark theme reaches the frame.
  const darkTheme = site.getByRole('button', { name: 'Dark theme' });
  await darkTheme.click();
  await expect(darkTheme).toHaveAttribute('aria-pressed', 'true');
  await expect(site.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await darkTheme.click();
  await expect(site.locator('html')).not.toHaveClass(/dark/);
});

test('a share link’s page is dated when the post goes out and has no share buttons', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/shared/${token}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(article.locator('time').first()).toHaveText(OUT_DATE);
    await expect(page.getByRole('group', { name: 'Share' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Share on/ })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

test('the login form is drawn with no loading spinner before it', async ({ page }) => {
  // Records whether "Loading page" was ever drawn before the form.
  await page.addInitScript(() => {
    const seen = { spinner: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('form[aria-label="Admin login"]')) return;
      if (document.body?.textContent?.includes('Loading page')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('form', { name: 'Admin login' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __seen: { spinner: boolean } }).__seen.spinner,
    ),
  ).toBe(false);
  await logIn(page);
});
