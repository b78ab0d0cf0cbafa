/**
 * Taps before the app has started are never lost. On a slow phone (throttled network and CPU) a
 * page the server rendered is painted seconds before the app is fetched and started (main.tsx):
 * a tap on the theme toggle, search or the menu right after the first paint, before the app has
 * started, still takes effect. theme-init.js switches the theme itself and keeps the other taps,
 * which the app replays once it has taken the page over (src/lib/earlyTaps.ts).
 *
 * The finger acts as a reader's would: right when the page shows (the browser's first frame of
 * it, seen through a screencast), without asking the page anything first. A throttled page's main
 * thread is busy for a good part of a second after its first paint, so anything that waits for
 * the page (a locator, a script) would only tap long after.
 */
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { expect, test as base } from '@playwright/test';
import { appStarted } from './fixtures';

interface ApiPost {
  slug: string;
  category_slug: string;
}

/** What the page knew of the reader's first tap (recorded before any page script sees it). */
interface FirstTap {
  /** when the finger tapped (the event's own time, however late the busy page handled it) */
  at: number;
  /** the control tapped */
  label: string | null;
  /** the app had marked itself ready (data-app-ready) when the page handled the tap */
  appReady: boolean;
  /** React had been given the page (hydrateRoot called) when the page handled the tap */
  appStarted: boolean;
}

declare global {
  interface Window {
    __firstTap?: FirstTap;
  }
}

/** A slow phone: about 1.6 Mbit/s with 150 ms of latency, and a CPU 6 times slower. */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** Records the reader's first tap: its time and the app's state then. */
async function recordFirstTap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      (event) => {
        if (window.__firstTap) return;
        const root = document.getElementById('root');
        const control = (event.target as Element | null)?.closest('button');
        window.__firstTap = {
          at: event.timeStamp,
          label: control?.getAttribute('aria-label') ?? null,
          appReady: document.documentElement.hasAttribute('data-app-ready'),
          appStarted:
            !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
        };
      },
      true,
    );
  });
}

/**
 * The centre of the button `name` on `path`, as laid out for `options`: measured beforehand in
 * a context of its own (so the throttled page finds nothing in its cache).
 */
async function buttonCentre(
  browser: Browser,
  options: BrowserContextOptions,
  path: string,
  name: string,
): Promise<{ x: number; y: number }> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(path);
    await appStarted(page);
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Watches what the browser shows: `painted` resolves at the first frame other than the blank
 * page's, the new page's first paint.
 */
async function watchFrames(
  cdp: CDPSession,
): Promise<{ painted: Promise<void>; stop: () => Promise<void> }> {
  let blank: number | null = null;
  let shown: () => void = () => undefined;
  const painted = new Promise<void>((resolve) => (shown = resolve));
  cdp.on('Page.screencastFrame', (frame) => {
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
    if (blank === null) blank = frame.data.length;
    else if (frame.data.length !== blank) shown();
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 20,
    maxWidth: 320,
    maxHeight: 320,
    everyNthFrame: 1,
  });
  return { painted, stop: () => cdp.send('Page.stopScreencast').then(() => undefined) };
}

/**
 * Opens `path` on a throttled page and taps the button `name` as soon as the page shows; checks
 * the tap came after the first paint, before the app had started.
 */
async function tapBeforeTheApp(
  { page, browser, options }: { page: Page; browser: Browser; options: BrowserContextOptions },
  path: string,
  name: string,
): Promise<void> {
  const { x, y } = await buttonCentre(browser, options, path, name);
  await recordFirstTap(page);
  const cdp = await page.context().newCDPSession(page);
  await throttle(cdp);
  await page.goto('about:blank');
  const frames = await watchFrames(cdp);
  await page.goto(path, { waitUntil: 'commit' });
  await frames.painted;
  // A reader's finger follows what they see (and the frame may beat the paint's own time by a
  // few ms).
  await page.waitForTimeout(50);
  await page.touchscreen.tap(x, y);
  await frames.stop();

  // The paint's own entry may come in after the tap: a busy page records it late.
  const read = () =>
    page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint && window.__firstTap
        ? { ...window.__firstTap, afterPaint: window.__firstTap.at - paint.startTime }
        : null;
    });
  await expect.poll(read).not.toBeNull();
  const tap = (await read())!;
  expect(tap.label).toBe(name);
  // After the paint, and before the app had started: what the test is about. How long after the
  // paint is the machine's business (about 100 ms here, 500 ms on a loaded CI machine), so it is
  // not held to a figure.
  expect(tap.afterPaint, 'ms from the first paint to the tap').toBeGreaterThanOrEqual(0);
  expect(tap.appStarted, 'the app had not started yet').toBe(false);
  expect(tap.appReady, 'the app was not ready yet').toBe(false);
}

/** The app has taken the page over and answers taps itself. */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 30_000 });
  await appStarted(page);
}

async function firstPost(page: Page): Promise<ApiPost> {
  const res = await page.request.get('/backend/index.php?q=posts&page=1&limit=1');
  return ((await res.json()) as ApiPost[])[0]!;
}

/** `tapEarly(path, name)`: tapBeforeTheApp on the test's page, laid out as the test's own. */
const test = base.extend<{ tapEarly: (path: string, name: string) => Promise<void> }>({
  tapEarly: async ({ page, browser, baseURL, viewport, isMobile }, provide) => {
    const options = { baseURL, viewport, hasTouch: true, isMobile };
    await provide((path, name) => tapBeforeTheApp({ page, browser, options }, path, name));
  },
});

test.use({ hasTouch: true });
test.setTimeout(90_000);

test('a tap on the theme toggle before the app started switches the theme, which the app keeps', async ({
  page,
  tapEarly,
}) => {
  await tapEarly('/', 'Dark theme');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await appReady(page);
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAttribute('title', 'Switch to light theme');
  // From now on the app alone answers: the next tap switches back, once.
  await toggle.tap();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('a tap on search before the app started opens the search, focused, once the app is up', async ({
  page,
  tapEarly,
}) => {
  const post = await firstPost(page);
  await tapEarly(`/${post.category_slug}`, 'Search');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('searchbox', { name: 'Keyword' })).toBeFocused();
  await appReady(page);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('a tap on the menu button before the app started opens the menu once the app is up', async ({
    page,
    tapEarly,
  }) => {
    const post = await firstPost(page);
    await tapEarly(`/${post.category_slug}/${post.slug}`, 'Main menu');
    const button = page.getByRole('button', { name: 'Main menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible({ timeout: 30_000 });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Promotion' })).toBeVisible();
    await appReady(page);
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a tap on the side buttons' Menu before the app started opens the full-screen menu once the app is up", async ({
    page,
    tapEarly,
  }) => {
    await tapEarly('/', 'Menu');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible({ timeout: 30_000 });
    await expect(menu.getByRole('link', { name: 'CATEGORIES' })).toBeVisible();
    await appReady(page);
  });
});
