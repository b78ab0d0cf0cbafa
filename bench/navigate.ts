/**
 * "Tap to next page", in Debian's Chromium: a reader on the front page taps a post card (the
 * post's page opens) or a category in the category bar (the category's page opens), and the clock
 * runs from the pointer going down until the next page shows its content (the post's h1 with its
 * title; the category's h1 and a card of its posts), read each frame in the page itself. The front
 * page is first left to settle (its network idle, the browser idle), as a reader looks before
 * tapping; the tap is a real one (pressed for TAP_MS, then released). Each run is a fresh browser
 * context (empty cache), on two profiles:
 * - desktop: 1350x940, no throttling, a mouse click;
 * - slow 4G: a phone (412x823, touch), Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps
 *   up) emulated by CDP, and the CPU slowed 4x.
 * Budgets (median of RUNS, 3 by default): 200 ms on desktop, 500 ms on slow 4G.
 *
 * Alone: `npx tsx bench/navigate.ts` (builds nothing: run `npm run build` first).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { runAlone } from './lib/runAlone';

export const NAVIGATE_BUDGET_MS = { desktop: 200, slow4g: 500 } as const;
type Profile = keyof typeof NAVIGATE_BUDGET_MS;
type Target = 'post' | 'category';

/** How long a tap holds the pointer down (a quick tap on a phone, a click on a desktop). */
const TAP_MS = 80;

const PROFILES = {
  desktop: { viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
  slow4g: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
} as const;

/** Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up (bytes per second for CDP). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface NavigateRow {
  profile: Profile;
  target: Target;
  runsMs: number[];
  medianMs: number;
  budgetMs: number;
  /** API requests of the front page until the tap (its own, and any fetched ahead). */
  apiRequestsBeforeTap: number[];
  /** The API requests the tap itself started (its page's data not fetched ahead). */
  apiRequestsAfterTap: number[];
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The link the reader taps on the front page, and what its page shows once it is there. */
async function linkOf(page: Page, target: Target) {
  const link =
    target === 'post'
      ? // The third card: below the lead, in view at both widths.
        page.locator('main article[data-variant] h2 a').nth(2)
      : page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1);
  await link.scrollIntoViewIfNeeded();
  const href = (await link.getAttribute('href'))!;
  // What the next page's h1 says: the post's title (the card's link), the category's slug.
  const text = target === 'post' ? (await link.textContent())!.trim() : decodeURI(href.slice(1));
  return { link, href, text };
}

/** Resolves with the ms from the pointer going down to the first frame showing the next page. */
async function shown(page: Page, target: Target, href: string, text: string): Promise<number> {
  const handle = await page.waitForFunction(
    ({ target, href, text }) => {
      const tapAt = (window as unknown as { __tapAt?: number }).__tapAt;
      if (tapAt === undefined || decodeURI(location.pathname) !== decodeURI(href)) return false;
      const h1 = document.querySelector('main h1')?.textContent?.trim() ?? '';
      // A category's h1 is its slug; its content is there once a card of its posts is.
      const ready =
        h1 === text &&
        (target === 'post' || document.querySelector(`main article a[href^="${href}/"]`) !== null);
      return ready ? performance.now() - tapAt : false;
    },
    { target, href, text },
    { polling: 'raf', timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

async function oneRun(browser: Browser, base: string, profile: Profile, target: Target) {
  const context = await browser.newContext(PROFILES[profile]);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      addEventListener(
        'pointerdown',
        () => ((window as { __tapAt?: number }).__tapAt = performance.now()),
        {
          capture: true,
        },
      );
    });
    let api = 0;
    page.on('request', (request) => {
      if (request.url().includes('/backend/index.php')) api++;
    });
    const cdp = await context.newCDPSession(page);
    if (profile === 'slow4g') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(`${base}/`);
    // The reader looks before tapping: the app has started, the network and the page are idle.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) =>
        k.startsWith('__reactContainer$'),
      ),
    );
    await page.waitForLoadState('networkidle');
    const { href, text } = await linkOf(page, target);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.waitForLoadState('networkidle');
    const { link } = await linkOf(page, target);
    const box = (await link.boundingBox())!;
    const x = box.x + Math.min(box.width / 2, 40);
    const y = box.y + box.height / 2;
    const apiBeforeTap = api;
    const rendered = shown(page, target, href, text);
    if (profile === 'desktop') {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.waitForTimeout(TAP_MS);
      await page.mouse.up();
    } else {
      const point = [{ x, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await page.waitForTimeout(TAP_MS);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    const ms = await rendered;
    return { ms, apiBeforeTap, apiAfterTap: api - apiBeforeTap };
  } finally {
    await context.close();
  }
}

export async function benchNavigate(base: string, runs = 3): Promise<NavigateRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const rows: NavigateRow[] = [];
    for (const profile of ['desktop', 'slow4g'] as const) {
      for (const target of ['post', 'category'] as const) {
        const runsMs: number[] = [];
        const apiRequestsBeforeTap: number[] = [];
        const apiRequestsAfterTap: number[] = [];
        for (let i = 0; i < runs; i++) {
          const run = await oneRun(browser, base, profile, target);
          runsMs.push(run.ms);
          apiRequestsBeforeTap.push(run.apiBeforeTap);
          apiRequestsAfterTap.push(run.apiAfterTap);
        }
        const medianMs = median(runsMs);
        const budgetMs = NAVIGATE_BUDGET_MS[profile];
        rows.push({
          profile,
          target,
          runsMs,
          medianMs,
          budgetMs,
          apiRequestsBeforeTap,
          apiRequestsAfterTap,
          pass: medianMs <= budgetMs,
        });
      }
    }
    console.table(
      rows.map((r) => ({
        profile: r.profile,
        'tap to': r.target,
        'ms (median)': r.medianMs,
        runs: r.runsMs.join(' '),
        'API requests before the tap': r.apiRequestsBeforeTap.join(' '),
        'API requests after the tap': r.apiRequestsAfterTap.join(' '),
        budget: r.budgetMs,
        pass: r.pass,
      })),
    );
    return rows;
  } finally {
    await browser.close();
  }
}

// Run alone: a server on a fresh data directory, the current build.
await runAlone(import.meta.url, 'navigate', benchNavigate, (rows) => rows.every((r) => r.pass));
