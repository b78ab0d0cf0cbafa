/**
 * API load: each public call at 50 connections for 10 s on loopback (autocannon), next to the
 * same server serving a static file of the same size (the baseline ratio). Then a 1 KB hashed
 * asset, in the same run, in turns with a cached API answer of about its size: a static file
 * must be served at least as many times per second (its row's `baselineRps` is the API
 * answer's rate, `ratio` asset / API).
 *
 * Alone: `npx tsx bench/api.ts` starts the real server on the built `dist/` (run `npm run build`
 * first) with the demo content; `BENCH_QUICK=1` runs 3 s loads; `BENCH_ASSET_ONLY=1` runs only
 * the asset row (static and cached API throughput, back to back). Exit code 1 when a budget is
 * missed.
 */
import autocannon from 'autocannon';
import { writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './lib/server';

export const API_BUDGET = { minRatio: 0.5, p99Ms: 50 };
/** A 1 KB asset answered at least as many times per second as a cached API answer. */
export const ASSET_BUDGET = { minRatio: 1, bytes: 1024 };

export interface ApiRow {
  call: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  baselineRps: number;
  ratio: number;
  pass: boolean;
}

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** 1 KB of script-like text: what a small hashed chunk of the app looks like. */
function assetBody(bytes: number): Buffer {
  const line = 'export const a=(b,c)=>b.map((d)=>d+c).filter(Boolean);\n';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));
}

/**
 * The 1 KB asset against a cached API answer of about its size (`q=categories`), measured in
 * turns (answer, asset, answer, asset) so that whatever else the machine does weighs on both.
 */
async function benchAsset(base: string, distDir: string, seconds: number): Promise<ApiRow> {
  const name = `bench-asset-${Date.now().toString(36)}.js`;
  const file = join(distDir, 'assets', name);
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(file, assetBody(ASSET_BUDGET.bytes));
  try {
    const url = `${base}/assets/${name}`;
    const api = `${base}/backend/index.php?q=categories`;
    // Warm: the first requests may find the file on disk before the server takes it into memory.
    for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const assetRuns: Awaited<ReturnType<typeof load>>[] = [];
    const apiRuns: Awaited<ReturnType<typeof load>>[] = [];
    for (let turn = 0; turn < 2; turn += 1) {
      apiRuns.push(await load(api, seconds / 2));
      assetRuns.push(await load(url, seconds / 2));
    }
    const mean = (runs: { rps: number }[]) =>
      runs.reduce((sum, run) => sum + run.rps, 0) / runs.length;
    const rps = mean(assetRuns);
    const apiRps = mean(apiRuns);
    const ratio = apiRps ? rps / apiRps : 0;
    const errors = assetRuns.reduce((sum, run) => sum + run.errors, 0);
    return {
      call: '1 KB asset vs cached q=categories',
      bytes: ASSET_BUDGET.bytes,
      rps: Math.round(rps),
      p50: Math.max(...assetRuns.map((run) => run.p50)),
      p99: Math.max(...assetRuns.map((run) => run.p99)),
      errors,
      baselineRps: Math.round(apiRps),
      ratio: Number(ratio.toFixed(2)),
      pass: ratio >= ASSET_BUDGET.minRatio && errors === 0,
    };
  } finally {
    rmSync(file, { force: true });
  }
}

/** `distDir` is where the server serves static files from: the baseline file is written there. */
export async function benchApi(base: string, distDir: string, seconds = 10): Promise<ApiRow[]> {
  const posts = (await (
    await fetch(`${base}/backend/index.php?q=posts&page=1&limit=12`)
  ).json()) as {
    slug: string;
  }[];
  const slug = posts[0]?.slug ?? 'missing';
  const calls: [string, string][] = [
    ['q=posts (first page)', 'q=posts&page=1&limit=12'],
    ['q=categories', 'q=categories'],
    ['q=post&slug=…', `q=post&slug=${encodeURIComponent(slug)}`],
    ['q=search-posts&keyword=odds', 'q=search-posts&keyword=odds'],
  ];
  const rows: ApiRow[] = [];
  for (const [name, query] of calls) {
    const url = `${base}/backend/index.php?${query}`;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    // Baseline: the same server sending a static file of the same size.
    const file = `bench-baseline-${body.length}.json`;
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, file), body);
    const baseline = await load(`${base}/${file}`, seconds);
    const measured = await load(url, seconds);
    rmSync(join(distDir, file), { force: true });
    const ratio = baseline.rps ? measured.rps / baseline.rps : 0;
    rows.push({
      call: name,
      bytes: body.length,
      rps: Math.round(measured.rps),
      p50: measured.p50,
      p99: measured.p99,
      errors: measured.errors,
      baselineRps: Math.round(baseline.rps),
      ratio: Number(ratio.toFixed(2)),
      pass:
        ratio >= API_BUDGET.minRatio && measured.p99 <= API_BUDGET.p99Ms && measured.errors === 0,
    });
  }
  rows.push(await benchAsset(base, distDir, seconds));
  console.table(rows);
  return rows;
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-api-'));
  const server = await startBenchServer(dataDir);
  try {
    const seconds = process.env.BENCH_QUICK === '1' ? 3 : 10;
    const assetOnly = process.env.BENCH_ASSET_ONLY === '1';
    const rows = assetOnly
      ? [await benchAsset(server.url, 'dist', seconds)]
      : await benchApi(server.url, 'dist', seconds);
    if (assetOnly) console.table(rows);
    const failed = rows.filter((row) => !row.pass).map((row) => row.call);
    console.log(failed.length ? `\nBudgets missed: ${failed.join('; ')}` : '\nAll budgets met.');
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
