/**
 * Lighthouse (mobile preset: default config, simulated throttling) in Debian's Chromium, median
 * of `runs` runs per number, for each page served two ways, side by side:
 *
 * - `rendered`: the reference server, which sends reading pages rendered (the normal reader path);
 * - `client`: a plain static host (bench/lib/staticHost.ts) serving `dist/` with the unmodified
 *   `index.html`, as a PHP host does: the page is built in the browser.
 *
 * The runs of the two rows alternate, so that a slower moment of the machine hits both alike.
 *
 * Every run gets its own cold Chromium (a new process and a new, empty profile), as a first-time
 * visitor's browser is. One browser reused across runs kept the renderer process, V8's in-memory
 * compilation cache and the connection pool warm between runs: Lighthouse clears the origin's
 * storage and HTTP cache, not those. That is why this bench used to report TBT of a few ms where
 * an independent cold run on the same machine gave 150–300 ms.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';

export type LhMode = 'rendered' | 'client';

type ScoreKey = 'performance' | 'accessibility' | 'bestPractices' | 'seo';
type MetricKey = 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs';
/** Scores are minimums, metrics maximums. */
type Limits = Partial<Record<ScoreKey | MetricKey, number>>;

export const LH_BUDGET: Record<LhMode, Limits> = {
  rendered: {
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1800,
    tbtMs: 150,
    cls: 0.02,
  },
  client: { performance: 90, lcpMs: 2500, tbtMs: 200 },
};
const SCORES: ScoreKey[] = ['performance', 'accessibility', 'bestPractices', 'seo'];
const METRICS: MetricKey[] = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs'];

export const LIGHTHOUSE_VERSION = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

export interface LhSample extends Record<ScoreKey | MetricKey, number> {
  /** Lighthouse's measure of the machine's speed at the time (lower: a slower or busier CPU). */
  benchmarkIndex: number;
  error?: string;
}

export interface LhRow extends Record<ScoreKey | MetricKey, number> {
  page: string;
  mode: LhMode;
  /** Runs that produced a report (a run with a runtime error is left out of the medians). */
  runs: number;
  benchmarkIndex: number;
  samples: LhSample[];
  misses: string[];
  pass: boolean;
}

export interface LhTarget {
  mode: LhMode;
  base: string;
}

const median = (values: number[]) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN;

function misses(row: LhRow): string[] {
  const limits = LH_BUDGET[row.mode];
  const out: string[] = [];
  if (row.runs === 0) return ['no run produced a report'];
  for (const key of SCORES) {
    const min = limits[key];
    if (min !== undefined && !(row[key] >= min)) out.push(`${key} ${row[key]} < ${min}`);
  }
  for (const key of METRICS) {
    const max = limits[key];
    if (max !== undefined && !(row[key] <= max)) out.push(`${key} ${row[key]} > ${max}`);
  }
  return out;
}

/** One Lighthouse run in a browser launched for it alone (chrome-launcher: a fresh temp profile). */
async function coldRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(
  targets: LhTarget[],
  pages: [string, string][],
  runs = 3,
): Promise<LhRow[]> {
  const rows: LhRow[] = [];
  const loadBefore = loadavg()[0]!.toFixed(1);
  for (const [page, path] of pages) {
    const samples = new Map<LhMode, LhSample[]>(targets.map((t) => [t.mode, []]));
    for (let i = 0; i < runs; i++) {
      for (const { mode, base } of targets) {
        // A run whose trace failed (NO_NAVSTART, NO_FCP, …) is tried again (twice), as
        // Lighthouse advises; a third failure is kept and reported.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 0; ; attempt++) {
          result = await coldRun(`${base}${path}`);
          if (!result) throw new Error('lighthouse returned nothing');
          if (!result.lhr.runtimeError || attempt === 2) break;
        }
        const { categories, audits, runtimeError, environment } = result.lhr;
        const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
        const ms = (k: string) => Math.round(audits[k]?.numericValue ?? NaN);
        samples.get(mode)!.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: ms('first-contentful-paint'),
          lcpMs: ms('largest-contentful-paint'),
          tbtMs: ms('total-blocking-time'),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          siMs: ms('speed-index'),
          benchmarkIndex: Math.round(environment.benchmarkIndex),
          ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
        });
      }
    }
    for (const { mode } of targets) {
      const all = samples.get(mode)!;
      const ok = all.filter((s) => !s.error);
      const pick = (k: ScoreKey | MetricKey) => median(ok.map((s) => s[k]));
      const row: LhRow = {
        page,
        mode,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        siMs: pick('siMs'),
        runs: ok.length,
        benchmarkIndex: median(ok.map((s) => s.benchmarkIndex)),
        samples: all,
        misses: [],
        pass: false,
      };
      row.misses = misses(row);
      row.pass = row.misses.length === 0;
      rows.push(row);
    }
  }
  const budgetText = (mode: LhMode) =>
    Object.entries(LH_BUDGET[mode])
      .map(([k, v]) => `${k} ${SCORES.includes(k as ScoreKey) ? '≥' : '≤'} ${v}`)
      .join(', ');
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, median of ${runs} per number.\n` +
      `  rendered budget: ${budgetText('rendered')}\n  client budget: ${budgetText('client')}\n` +
      `  machine: ${cpus().length} CPUs, load average ${loadBefore} before the runs and ` +
      `${loadavg()[0]!.toFixed(1)} after; BI: Lighthouse's benchmark index (a busy CPU scores ` +
      `lower, and TBT and LCP then grow)`,
  );
  console.table(
    rows.map((r) => ({
      page: r.page,
      mode: r.mode,
      perf: r.performance,
      a11y: r.accessibility,
      'best-pr': r.bestPractices,
      seo: r.seo,
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'SI ms': r.siMs,
      runs: r.runs,
      BI: r.benchmarkIndex,
      result: r.pass ? 'PASS' : `FAIL: ${r.misses.join('; ')}`,
    })),
  );
  for (const r of rows) {
    for (const s of r.samples) if (s.error) console.log(`  ${r.page} ${r.mode}: ${s.error}`);
  }
  return rows;
}
