/**
 * "Tap on search to a box that takes keys", in Debian's Chromium on Lighthouse's slow-4G profile
 * (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU slowed 4x, through CDP) at Lighthouse's phone
 * size, on the home page as the reference server renders it and as a static host serves it
 * (client-rendered, as on a PHP host). Each run is a fresh browser (empty cache): the page
 * loads, the app takes it over, the network goes quiet, then the reader taps search:
 *
 * - `after a touch`: the reader has touched the page first (a scroll) and read on a moment, as
 *   most do before they search: what is fetched then is there at the tap. Budget: 300 ms.
 * - `first touch`: the tap on search is the reader's very first touch: the overlay's code is
 *   fetched after it. Budget: its files in one round (none asked for only after another of them
 *   came in); the time is reported.
 *
 * The clock runs from the tap (its pointerdown) to the first frame in which the keyword box has
 * the focus and the dialog is showing (its opacity above 0); then a few keys are typed and must
 * land in the box. Median of `runs`.
 *
 * Alone: `npx tsx bench/searchOpen.ts` (builds nothing: run `npm run build` first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { VIEWPORTS } from './bundle';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { runAlone } from './lib/runAlone';
import { startStaticHost } from './lib/staticHost';

export const SEARCH_OPEN_BUDGET_MS = 300;
/** Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; CPU 4x slower. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;

type Scenario = 'after a touch' | 'first touch';
const SCENARIOS: Scenario[] = ['after a touch', 'first touch'];

export interface SearchOpenRow {
  mode: 'rendered' | 'client';
  scenario: Scenario;
  ms: number[];
  medianMs: number;
  /** Rounds of the overlay's own files fetched after the tap, per run (0: all there already). */
  rounds: number[];
  /** Overlay files fetched after the tap, per run. */
  files: number[];
  budgetMs: number | null;
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Manifest {
  [key: string]: { file: string; src?: string; imports?: string[] };
}

/** The overlay's files (the overlay and the modal's animation features, with their imports). */
export function overlayFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const roots = [
    'src/features/search/components/SearchOverlay.tsx',
    'src/components/motionFeatures.ts',
  ];
  const out = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || out.has(`/${chunk.file}`)) return;
    out.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return out;
}

/** Rounds of requests: a request started after one of the earlier ones had finished opens a new one. */
export function roundsOf(requests: { start: number; end: number }[]): number {
  let rounds = 0;
  let firstEnd = -Infinity;
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    if (r.start >= firstEnd) {
      rounds++;
      firstEnd = r.end;
    } else {
      firstEnd = Math.min(firstEnd, r.end);
    }
  }
  return rounds;
}

/** Requests by id, with their start and end (CDP's monotonic seconds). */
function watchRequests(cdp: CDPSession) {
  const requests = new Map<string, { url: string; start: number; end: number }>();
  let inFlight = 0;
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    last = Date.now();
    if (!requests.has(e.requestId)) inFlight++;
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, end: Infinity });
  });
  const done = (e: { requestId: string; timestamp: number }) => {
    last = Date.now();
    const r = requests.get(e.requestId);
    if (!r || r.end !== Infinity) return;
    r.end = e.timestamp;
    inFlight--;
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    requests,
    quiet: async (page: Page) => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) {
        await page.waitForTimeout(100);
      }
    },
  };
}

async function oneRun(
  base: string,
  path: string,
  scenario: Scenario,
  overlay: Set<string>,
): Promise<{ ms: number; rounds: number; files: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      ...VIEWPORTS.mobile,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const net = watchRequests(cdp);
    await page.goto(`${base}${path}`);
    await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
    await net.quiet(page);
    if (scenario === 'after a touch') {
      // A short scroll by touch, back up, and a moment of reading.
      await cdp.send('Input.synthesizeScrollGesture', {
        x: 200,
        y: 500,
        yDistance: -200,
        gestureSourceType: 'touch',
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      await net.quiet(page);
    }
    const before = new Set(net.requests.keys());
    await page.evaluate(() => {
      const w = window as { __tapAt?: number };
      addEventListener('pointerdown', (e) => (w.__tapAt ??= e.timeStamp), { capture: true });
    });
    await page.tap('button[aria-label="Search"]');
    const boxAt = await page.waitForFunction(
      () => {
        const box = document.getElementById('search-keyword');
        const dialog = box?.closest<HTMLElement>('[role="dialog"]');
        const shown =
          document.activeElement === box &&
          !!dialog &&
          Number(getComputedStyle(dialog).opacity) > 0;
        return shown ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const ms =
      Number(await boxAt.jsonValue()) -
      (await page.evaluate(() => (window as { __tapAt?: number }).__tapAt!));
    await page.keyboard.type('odds');
    const typed = await page.inputValue('#search-keyword');
    if (typed !== 'odds') throw new Error(`the box took "${typed}" of "odds"`);
    await net.quiet(page);
    const fetched = [...net.requests]
      .filter(([id, r]) => !before.has(id) && overlay.has(new URL(r.url).pathname))
      .map(([, r]) => r);
    return { ms: Math.round(ms), rounds: roundsOf(fetched), files: fetched.length };
  } finally {
    await browser.close();
  }
}

export async function benchSearchOpen(
  targets: { mode: 'rendered' | 'client'; base: string }[],
  runs = 3,
  path = '/',
  distDir = process.env.BENCH_DIST ?? 'dist',
): Promise<SearchOpenRow[]> {
  const overlay = overlayFiles(distDir);
  const rows: SearchOpenRow[] = [];
  for (const { mode, base } of targets) {
    for (const scenario of SCENARIOS) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await oneRun(base, path, scenario, overlay));
      const ms = samples.map((s) => s.ms);
      const rounds = samples.map((s) => s.rounds);
      const medianMs = median(ms);
      const budgetMs = scenario === 'after a touch' ? SEARCH_OPEN_BUDGET_MS : null;
      rows.push({
        mode,
        scenario,
        ms,
        medianMs,
        rounds,
        files: samples.map((s) => s.files),
        budgetMs,
        pass: (budgetMs === null || medianMs <= budgetMs) && rounds.every((r) => r <= 1),
      });
    }
  }
  console.table(
    rows.map((r) => ({
      page: `home (${r.mode})`,
      'the tap is': r.scenario,
      'ms (median)': r.medianMs,
      'ms (runs)': r.ms.join(' '),
      'code rounds after the tap': r.rounds.join(' '),
      'files after the tap': r.files.join(' '),
      budget: r.budgetMs === null ? '1 round' : `${r.budgetMs} ms, 1 round`,
      pass: r.pass,
    })),
  );
  return rows;
}

// Run alone: a server on a fresh data directory, the current build, and a static host for it.
await runAlone(
  import.meta.url,
  'search',
  async (base, runs) => {
    const host = await startStaticHost(process.env.BENCH_DIST ?? 'dist', base);
    try {
      return await benchSearchOpen(
        [
          { mode: 'rendered', base },
          { mode: 'client', base: host.url },
        ],
        runs,
      );
    } finally {
      await host.stop();
    }
  },
  (rows) => rows.every((r) => r.pass),
);
