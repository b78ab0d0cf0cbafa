/**
 * API load: each public call at 50 connections for 10 s on loopback (autocannon), next to the
 * same server serving a static file of the same size (the baseline ratio).
 */
import autocannon from 'autocannon';
import { writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const API_BUDGET = { minRatio: 0.5, p99Ms: 50 };

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
  console.table(rows);
  return rows;
}
