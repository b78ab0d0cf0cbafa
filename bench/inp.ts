/**
 * Interaction to Next Paint, as Chrome reports it: web-vitals' `onINP` (its attribution build)
 * runs in the page from the start, in Debian's Chromium with the CPU slowed down 4× once the page
 * has loaded (CDP Emulation.setCPUThrottlingRate), on a phone (375×812, touch) and a desktop (1280×800). Each run
 * is a fresh browser context (empty cache) on the home page, left to go idle, then one of:
 * opening search and typing a word; opening the menu (the header's menu on a phone, the side
 * dock's full-screen menu on a desktop); the theme toggle; a tap on a post card (to its post); a
 * category in the category bar. After the interaction has settled, the page is made "hidden"
 * (visibilityState overridden and a visibilitychange dispatched), which makes web-vitals report.
 * No report means no interaction took 16 ms or more (Event Timing's floor): it counts as 0.
 *
 * Back (the browser's, after a card tap) is no interaction to Event Timing, so INP never sees
 * it: its row is the time from `history.back()` to the first paint that shows the home page's
 * cards again (a frame, then a task after it), under the same budget.
 *
 * Median of 3 runs each. Budget: 100 ms each.
 * Alone: `npx tsx bench/inp.ts` (builds nothing: run `npm run build` first).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { runAlone } from './lib/runAlone';

export const INP_BUDGET_MS = 100;
export const CPU_SLOWDOWN = 4;
const SEARCH_WORD = 'match';

const require = createRequire(import.meta.url);
// The IIFE build is not among the package's exports: it sits beside the UMD one.
const WEB_VITALS = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** What the page keeps of web-vitals' last INP report (the attribution, summed up). */
interface InpReport {
  value: number;
  target?: string;
  type?: string;
  inputDelay?: number;
  processing?: number;
  presentation?: number;
  script?: number;
  styleLayout?: number;
  longestScript?: string;
}

const DEVICES = {
  phone: {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;
type Device = keyof typeof DEVICES;

const INTERACTIONS = ['search', 'menu', 'theme', 'card', 'category', 'back'] as const;
type Interaction = (typeof INTERACTIONS)[number];
const LABELS: Record<Interaction, string> = {
  search: `open search, type "${SEARCH_WORD}"`,
  menu: 'open the menu',
  theme: 'theme toggle',
  card: 'card → its post',
  category: 'category bar',
  back: 'Back (to paint; not INP)',
};

export interface InpRow {
  device: Device;
  interaction: Interaction;
  runsMs: number[];
  medianMs: number;
  budgetMs: number;
  pass: boolean;
  /** The attribution of the median run's report (none for Back, or with no report). */
  attribution?: InpReport;
}

export interface InpResult {
  cpuSlowdown: number;
  rows: InpRow[];
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// Runs in the page before its scripts: web-vitals, and a keeper of its reports.
const OBSERVE = `
${WEB_VITALS}
window.__inp = null;
webVitals.onINP((metric) => {
  const a = metric.attribution;
  const s = a.longestScript;
  window.__inp = {
    value: Math.round(metric.value),
    target: a.interactionTarget,
    type: a.interactionType,
    inputDelay: Math.round(a.inputDelay),
    processing: Math.round(a.processingDuration),
    presentation: Math.round(a.presentationDelay),
    script: Math.round(a.totalScriptDuration ?? 0),
    styleLayout: Math.round(a.totalStyleAndLayoutDuration ?? 0),
    longestScript: s
      ? [s.entry.invokerType, s.entry.invoker, s.entry.sourceFunctionName, s.entry.sourceURL.split('/').pop(), Math.round(s.intersectingDuration) + 'ms', s.subpart].filter(Boolean).join(' ')
      : undefined,
  };
}, { reportAllChanges: true, durationThreshold: 16 });
`;

/** Waits for the page to go idle: a requestIdleCallback, then quiet network. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Makes web-vitals report what it has: the page "goes hidden". */
async function report(page: Page): Promise<InpReport> {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const w = window as unknown as { __inp: InpReport | null };
    return w.__inp ?? { value: 0 };
  });
}

async function press(page: Page, device: Device, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  if (device === 'phone') await target.tap();
  else await target.click();
}

const CARD = 'main article a[href]';

async function interact(page: Page, device: Device, interaction: Interaction) {
  switch (interaction) {
    case 'search': {
      await press(page, device, 'button[aria-label="Search"]');
      const input = page.locator('[role="dialog"] input').first();
      await input.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
      await page.keyboard.type(SEARCH_WORD, { delay: 150 });
      await page.waitForLoadState('networkidle');
      return;
    }
    case 'menu':
      if (device === 'phone') {
        await press(page, device, 'button[aria-label="Main menu"]');
        await page.locator('nav#mobile-menu').waitFor();
      } else {
        await press(page, device, 'aside button[aria-label="Menu"]');
        await page.locator('[role="dialog"]').first().waitFor();
      }
      await page.waitForLoadState('networkidle');
      return;
    case 'theme':
      await press(page, device, 'button[aria-label="Dark theme"]');
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      return;
    case 'card': {
      await press(page, device, CARD);
      await page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length === 2);
      await page.locator('main article h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      return;
    }
    case 'category':
      await press(page, device, 'nav[aria-label="Categories"] li:nth-child(2) a');
      await page.waitForURL((url) => url.pathname !== '/');
      await page.locator('main article').first().waitFor();
      await page.waitForLoadState('networkidle');
      return;
    case 'back':
      return;
  }
}

/** From `history.back()` (post → home) to the first paint that shows the cards again. */
async function backToPaint(page: Page, device: Device): Promise<number> {
  await interact(page, device, 'card');
  await settle(page);
  // A string: tsx would wrap named functions in a helper the page does not have.
  return page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (location.pathname === '/' && document.querySelector(${JSON.stringify(CARD)})) {
        // The frame that shows them: its paint comes after this rAF, before the next task.
        requestAnimationFrame(() =>
          setTimeout(() => resolve(Math.round(performance.now() - started)), 0),
        );
      } else requestAnimationFrame(check);
    };
    history.back();
    requestAnimationFrame(check);
  })`);
}

async function oneRun(
  browser: Browser,
  base: string,
  device: Device,
  interaction: Interaction,
): Promise<InpReport> {
  const context = await browser.newContext(DEVICES[device]);
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    await settle(page);
    // The slowdown starts once the page has loaded (the load is not what is measured here).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (interaction === 'back') return { value: await backToPaint(page, device) };
    await interact(page, device, interaction);
    return await report(page);
  } finally {
    await context.close();
  }
}

/**
 * `only`: "device:interaction" pairs to measure (all when empty), e.g. from INP_ONLY=phone:theme.
 */
export async function benchInp(base: string, runs = 3, only: string[] = []): Promise<InpResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const rows: InpRow[] = [];
    for (const device of Object.keys(DEVICES) as Device[]) {
      for (const interaction of INTERACTIONS) {
        if (only.length > 0 && !only.includes(`${device}:${interaction}`)) continue;
        const reports: InpReport[] = [];
        for (let i = 0; i < runs; i++) {
          const r = await oneRun(browser, base, device, interaction);
          console.log(`  ${device}, ${LABELS[interaction]}: ${r.value} ms`, r.target ?? '');
          reports.push(r);
        }
        const runsMs = reports.map((r) => r.value);
        const medianMs = median(runsMs);
        const mid = reports.find((r) => r.value === medianMs);
        rows.push({
          device,
          interaction,
          runsMs,
          medianMs,
          budgetMs: INP_BUDGET_MS,
          pass: medianMs <= INP_BUDGET_MS,
          ...(mid && mid.type !== undefined ? { attribution: mid } : {}),
        });
      }
    }
    console.table(
      rows.map((r) => ({
        device: r.device,
        interaction: LABELS[r.interaction],
        'ms (median)': r.medianMs,
        runs: r.runsMs.join(', '),
        budget: r.budgetMs,
        pass: r.pass,
      })),
    );
    const slow = rows.filter((r) => r.attribution && r.medianMs > INP_BUDGET_MS);
    if (slow.length > 0)
      console.table(
        slow.map((r) => {
          const a = r.attribution!;
          return {
            device: r.device,
            interaction: r.interaction,
            target: a.target?.slice(0, 40),
            'input delay': a.inputDelay,
            processing: a.processing,
            presentation: a.presentation,
            script: a.script,
            'style+layout': a.styleLayout,
            'longest script': a.longestScript,
          };
        }),
      );
    return { cpuSlowdown: CPU_SLOWDOWN, rows, pass: rows.every((r) => r.pass) };
  } finally {
    await browser.close();
  }
}

// Run alone: a server on a fresh data directory, the current build; INP_ONLY narrows it.
const only = (process.env.INP_ONLY ?? '').split(',').filter(Boolean);
await runAlone(
  import.meta.url,
  'inp',
  (base, runs) => benchInp(base, runs, only),
  (r) => r.pass,
);
