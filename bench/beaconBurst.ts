/**
 * Counting must not slow reading: reading pages (home, a category, a post, rendered and cached) at
 * a steady 300 requests per second for 10 s, alone and then beside a burst of 2,000 view beacons
 * per second (`POST q=hit`, as a browser sends them), on the same server. The p99 of the reading
 * pages may grow by at most 10% (`BEACON_BUDGET`). The server runs with the beacon rate limit off
 * (one address sends them all here).
 *
 * The beacons are fired from their own worker thread: from this process's event loop, answering
 * 2,000 beacons a second delayed the reading requests' own timing here, and the reading p99 partly
 * measured the load generator rather than the server.
 *
 * Alone: `npx tsx bench/beaconBurst.ts` (after `npm run build`); exit code 1 when over budget.
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEntry } from './lib/runAlone';
import { startBenchServer } from './lib/server';

export const BEACON_BUDGET = { beaconsPerSecond: 2000, maxP99Growth: 0.1 };

const READ_RATE = 300;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export interface BeaconBurstResult {
  readP99AloneMs: number;
  readP99WithBurstMs: number;
  readP50AloneMs: number;
  readP50WithBurstMs: number;
  growth: number;
  beaconsPerSecond: number;
  beaconErrors: number;
  readErrors: number;
  pass: boolean;
}

async function readingPaths(base: string): Promise<string[]> {
  const posts = (await (
    await fetch(`${base}/backend/index.php?q=posts&page=1&limit=1`)
  ).json()) as { slug: string; category_slug: string }[];
  const first = posts[0]!;
  return ['/', `/${first.category_slug}`, `/${first.category_slug}/${first.slug}`];
}

function reading(base: string, paths: string[], seconds: number) {
  return autocannon({
    url: base,
    connections: 10,
    overallRate: READ_RATE,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
}

function beacons(base: string, paths: string[], seconds: number) {
  return autocannon({
    url: `${base}/backend/index.php?q=hit`,
    method: 'POST',
    // One worker: its own event loop (overallRate applies per worker, so the rate is unchanged).
    workers: 1,
    connections: 40,
    overallRate: BEACON_BUDGET.beaconsPerSecond,
    duration: seconds,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, origin: base },
    requests: paths.map((path) => ({
      body: JSON.stringify({ path, referrer: 'https://www.google.com/' }),
    })),
  });
}

export async function benchBeaconBurst(base: string, seconds = 10): Promise<BeaconBurstResult> {
  const paths = await readingPaths(base);
  // Warm: every page rendered and kept once.
  await reading(base, paths, 2);
  const alone = await reading(base, paths, seconds);
  const [withBurst, burst] = await Promise.all([
    reading(base, paths, seconds),
    beacons(base, paths, seconds),
  ]);
  const growth = withBurst.latency.p99 / Math.max(alone.latency.p99, 0.001) - 1;
  const beaconErrors = burst.errors + burst.timeouts + burst.non2xx;
  const readErrors =
    alone.errors +
    alone.timeouts +
    alone.non2xx +
    withBurst.errors +
    withBurst.timeouts +
    withBurst.non2xx;
  const beaconsPerSecond = Math.round(burst.requests.average);
  return {
    readP99AloneMs: alone.latency.p99,
    readP99WithBurstMs: withBurst.latency.p99,
    readP50AloneMs: alone.latency.p50,
    readP50WithBurstMs: withBurst.latency.p50,
    growth: Number(growth.toFixed(3)),
    beaconsPerSecond,
    beaconErrors,
    readErrors,
    pass:
      growth <= BEACON_BUDGET.maxP99Growth &&
      beaconErrors === 0 &&
      readErrors === 0 &&
      beaconsPerSecond >= BEACON_BUDGET.beaconsPerSecond * 0.95,
  };
}

await runEntry(
  import.meta.url,
  async () => {
    const server = await startBenchServer(mkdtempSync(join(tmpdir(), 'site-bench-beacons-')), {
      RATE_LIMIT_BEACONS: '0',
    });
    try {
      return await benchBeaconBurst(server.url);
    } finally {
      await server.stop();
    }
  },
  (result) => result.pass,
);
