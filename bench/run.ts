/**
 * `npm run bench`: builds the app, then measures, with the demo content (30+ posts) and again
 * after seeding 10,000 posts: the JS and CSS each first view really fetches in Chromium (rendered
 * and client-rendered, mobile and desktop), Lighthouse for each page rendered by the reference
 * server and client-rendered from a plain static host, API load, the first view's API bytes, and
 * the time from the admin's posts list to a usable post editor (editorReady.ts), and INP of the
 * reader's interactions with the CPU slowed down 4×, phone and desktop (inp.ts), and the time from
 * a tap on a post card or a category link to the next page shown, desktop and slow 4G
 * (navigate.ts). Then the server at 100,000 posts on PGlite and on PostgreSQL (scale100k.ts):
 * latency of cached and uncached reads and of search, throughput, memory and cold start.
 * Prints tables and writes bench/results/<name>.json. Exit code 1 when a budget is missed.
 * `BENCH_QUICK=1` shortens the load runs and Lighthouse to one sample (for trying it out).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchApi } from './api';
import { BEACON_BUDGET, benchBeaconBurst } from './beaconBurst';
import { benchBundle } from './bundle';
import { benchEditorReady } from './editorReady';
import { benchSearchOpen } from './searchOpen';
import { benchInp } from './inp';
import { benchNavigate } from './navigate';
import { apiBytesOfFirstView } from './firstView';
import { benchLighthouse, LIGHTHOUSE_VERSION } from './lighthouse';
import { startBenchServer } from './lib/server';
import { startStaticHost } from './lib/staticHost';
import { benchScale, scaleMisses } from './scale100k';
import { seedScale } from './seed-scale';
import { benchSitemap, type SitemapBench } from './sitemap';

const quick = process.env.BENCH_QUICK === '1';
const seconds = quick ? 3 : 10;
const runs = quick ? 1 : 3;
const FIRST_VIEW_API_BUDGET = 100 * 1024;

/**
 * The build the bench measures, by the times its key files were written. The server reads dist/,
 * dist-ssr/ and dist-server/ of this checkout: a build run elsewhere during the bench (another
 * terminal, a test) swaps the files under it, and the numbers then mix two builds.
 */
const BUILD_FILES = [
  'dist/index.html',
  'dist/.vite/manifest.json',
  'dist-ssr/entry-server.js',
  'dist-server/start.mjs',
];
const buildStamp = () =>
  BUILD_FILES.map((f) => {
    try {
      return `${f}@${statSync(f).mtimeMs}`;
    } catch {
      return `${f}@missing`;
    }
  }).join(' ');

function save(name: string, data: unknown) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(data, null, 2));
}

/** The sitemap of each content size (no budget: crawlers read it rarely). */
const sitemaps: Record<string, SitemapBench> = {};

async function measure(label: string, dataDir: string) {
  const server = await startBenchServer(dataDir);
  try {
    const posts = (await (
      await fetch(`${server.url}/backend/index.php?q=posts&page=1&limit=1`)
    ).json()) as {
      slug: string;
      category_slug: string;
    }[];
    const first = posts[0]!;
    const pages: [string, string][] = [
      ['home', '/'],
      ['category', `/${first.category_slug}`],
      ['post', `/${first.category_slug}/${first.slug}`],
    ];
    console.log(`\n== ${label}: JS and CSS of each first view, in Chromium ==`);
    const bundle = await benchBundle(server.url, pages);
    console.log(`\n== ${label}: Lighthouse (mobile, median of ${runs}), rendered and client ==`);
    // The client-rendered row: dist/ as plain files, as a PHP host serves it, API proxied.
    const host = await startStaticHost('dist', server.url);
    let lighthouse;
    let search;
    try {
      lighthouse = await benchLighthouse(
        [
          { mode: 'rendered', base: server.url },
          { mode: 'client', base: host.url },
        ],
        pages,
        runs,
      );
      console.log(`\n== ${label}: from a tap on search to a box that takes keys, slow 4G ==`);
      search = await benchSearchOpen(
        [
          { mode: 'rendered', base: server.url },
          { mode: 'client', base: host.url },
        ],
        runs,
      );
    } finally {
      await host.stop();
    }
    console.log(`\n== ${label}: API load (50 connections, ${seconds} s each) ==`);
    const api = await benchApi(server.url, 'dist', seconds);
    console.log(`\n== ${label}: the sitemap, first request and cached ==`);
    sitemaps[label] = await benchSitemap((path) => fetch(`${server.url}${path}`));
    const firstView = await apiBytesOfFirstView(server.url, '/');
    console.log(`\n== ${label}: API bytes of the home page's first view: ${firstView.total} ==`);
    console.table(firstView.calls);
    console.log(`\n== ${label}: from the posts list to a usable editor (median of ${runs}) ==`);
    const editor = await benchEditorReady(server.url, runs);
    console.log(
      `\n== ${label}: INP of the reader's interactions, CPU 4× slower (median of ${runs}) ==`,
    );
    const inp = await benchInp(server.url, runs);
    console.log(`\n== ${label}: from a tap to the next page shown (median of ${runs}) ==`);
    const navigate = await benchNavigate(server.url, runs);
    return { bundle, lighthouse, search, api, firstView, editor, inp, navigate };
  } finally {
    await server.stop();
  }
}

console.log('== Build ==');
execFileSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
const built = buildStamp();
const rebuiltDuring: string[] = [];
const checkBuild = (label: string) => {
  if (buildStamp() === built) return;
  rebuiltDuring.push(label);
  console.log(`\n!! dist/ or dist-ssr/ changed during "${label}": its numbers mix two builds.`);
};
const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const small = await measure('demo content', dataDir);
checkBuild('demo content');
const count = await seedScale(dataDir, 10_000);
console.log(`\nSeeded ${count} posts.`);
const large = await measure(`${count} posts`, dataDir);
checkBuild(`${count} posts`);

console.log(
  `\n== Reading pages at 300/s, alone and beside ${BEACON_BUDGET.beaconsPerSecond} view beacons/s ==`,
);
const beaconServer = await startBenchServer(mkdtempSync(join(tmpdir(), 'site-bench-beacons-')), {
  RATE_LIMIT_BEACONS: '0',
});
const beaconBurst = await benchBeaconBurst(beaconServer.url).finally(() => beaconServer.stop());
console.table([beaconBurst]);
checkBuild('beacon burst');

console.log('\n== 100,000 posts, PGlite and PostgreSQL: latency, throughput, memory, start ==');
const hundredK = await benchScale();
checkBuild('100,000 posts');

const homeLcp = (r: typeof small) =>
  r.lighthouse.find((row) => row.page === 'home' && row.mode === 'rendered')?.lcpMs ?? 0;
// NaN (no Lighthouse report for a home page) fails the check instead of passing it as 0 growth.
const lcpGrowth = homeLcp(large) / homeLcp(small) - 1;
const scale = {
  posts: count,
  firstViewApiBytes: large.firstView.total,
  firstViewApiBudget: FIRST_VIEW_API_BUDGET,
  homeLcpSmallMs: homeLcp(small),
  homeLcpLargeMs: homeLcp(large),
  lcpGrowth: Number(lcpGrowth.toFixed(3)),
  pass:
    large.firstView.total <= FIRST_VIEW_API_BUDGET &&
    Number.isFinite(lcpGrowth) &&
    lcpGrowth <= 0.1,
};
save('bundle', { small: small.bundle, large: large.bundle });
save('lighthouse', {
  version: LIGHTHOUSE_VERSION,
  runs,
  small: small.lighthouse,
  large: large.lighthouse,
});
save('api', { small: small.api, large: large.api });
save('sitemap', sitemaps);
save('editor', { small: small.editor, large: large.editor });
save('search', { small: small.search, large: large.search });
save('inp', { small: small.inp, large: large.inp });
save('navigate', { small: small.navigate, large: large.navigate });
save('scale', { ...scale, small: small.firstView, large: large.firstView });
save('scale100k', hundredK);
save('beacons', beaconBurst);
console.log('\n== Scale ==');
console.table([scale]);

const missed: string[] = [];
for (const [label, r] of [
  ['demo content', small],
  [`${count} posts`, large],
] as const) {
  for (const row of r.bundle.rows.filter((x) => !x.pass))
    missed.push(`${label}, bundle, ${row.page} (${row.mode}): ${row.misses.join('; ')}`);
  for (const row of r.lighthouse.filter((x) => !x.pass))
    missed.push(`${label}, Lighthouse, ${row.page} (${row.mode}): ${row.misses.join('; ')}`);
  for (const row of r.api.filter((x) => !x.pass)) missed.push(`${label}, API load, ${row.call}`);
  for (const row of r.search.filter((x) => !x.pass))
    missed.push(
      `${label}, search open, home (${row.mode}, ${row.scenario}): ${row.medianMs} ms, rounds ${row.rounds.join(' ')}`,
    );
  if (!r.editor.pass)
    missed.push(`${label}, editor usable from the list: ${r.editor.medianFromListMs} ms`);
  for (const row of r.navigate.filter((x) => !x.pass))
    missed.push(`${label}, tap to ${row.target} (${row.profile}): ${row.medianMs} ms`);
  for (const row of r.inp.rows.filter((x) => !x.pass))
    missed.push(`${label}, INP, ${row.device} ${row.interaction}: ${row.medianMs} ms`);
}
if (!scale.pass) missed.push('scale (10,000 posts): first-view API bytes or home LCP growth');
if (!beaconBurst.pass) {
  missed.push(
    `beacon burst: reading p99 ${beaconBurst.readP99AloneMs} → ${beaconBurst.readP99WithBurstMs} ms at ${beaconBurst.beaconsPerSecond} beacons/s`,
  );
}
missed.push(...scaleMisses(hundredK));
for (const label of rebuiltDuring)
  missed.push(`${label}: the build changed while it was measured (rerun the bench alone)`);
const failed = missed.length > 0;
save('summary', { lighthouse: LIGHTHOUSE_VERSION, quick, build: built, rebuiltDuring, missed });
console.log(
  failed
    ? `\nSome budgets were missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`
    : '\nAll budgets met.',
);
process.exitCode = failed ? 1 : 0;
