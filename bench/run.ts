/**
 * `npm run bench`: builds the app, then measures bundle, Lighthouse, API load and the first
 * view's API bytes with the demo content (30+ posts) and again after seeding 10,000 posts.
 * Prints tables and writes bench/results/<name>.json. Exit code 1 when a budget is missed.
 * `BENCH_QUICK=1` shortens the load runs and Lighthouse to one sample (for trying it out).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchApi } from './api';
import { apiBytesOfFirstView } from './firstView';
import { benchLighthouse } from './lighthouse';
import { startBenchServer } from './lib/server';
import { seedScale } from './seed-scale';

const quick = process.env.BENCH_QUICK === '1';
const seconds = quick ? 3 : 10;
const runs = quick ? 1 : 3;
const FIRST_VIEW_API_BUDGET = 100 * 1024;

function save(name: string, data: unknown) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(data, null, 2));
}

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
    console.log(`\n== ${label}: Lighthouse (mobile, median of ${runs}) ==`);
    const lighthouse = await benchLighthouse(server.url, pages, runs);
    console.log(`\n== ${label}: API load (50 connections, ${seconds} s each) ==`);
    const api = await benchApi(server.url, 'dist', seconds);
    const firstView = await apiBytesOfFirstView(server.url, '/');
    console.log(`\n== ${label}: API bytes of the home page's first view: ${firstView.total} ==`);
    console.table(firstView.calls);
    return { lighthouse, api, firstView };
  } finally {
    await server.stop();
  }
}

console.log('== Build ==');
execFileSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
console.log('\n== Bundle (reader first views) ==');
let failed = false;
try {
  execFileSync('npx', ['tsx', 'bench/bundle.ts'], { stdio: 'inherit' });
} catch {
  failed = true;
}

const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const small = await measure('demo content', dataDir);
const count = await seedScale(dataDir, 10_000);
console.log(`\nSeeded ${count} posts.`);
const large = await measure(`${count} posts`, dataDir);

const homeLcp = (r: typeof small) => r.lighthouse.find((row) => row.page === 'home')?.lcpMs ?? 0;
const lcpGrowth = homeLcp(small) ? homeLcp(large) / homeLcp(small) - 1 : 0;
const scale = {
  posts: count,
  firstViewApiBytes: large.firstView.total,
  firstViewApiBudget: FIRST_VIEW_API_BUDGET,
  homeLcpSmallMs: homeLcp(small),
  homeLcpLargeMs: homeLcp(large),
  lcpGrowth: Number(lcpGrowth.toFixed(3)),
  pass: large.firstView.total <= FIRST_VIEW_API_BUDGET && lcpGrowth <= 0.1,
};
save('lighthouse', { small: small.lighthouse, large: large.lighthouse });
save('api', { small: small.api, large: large.api });
save('scale', { ...scale, small: small.firstView, large: large.firstView });
console.log('\n== Scale ==');
console.table([scale]);

failed ||=
  !scale.pass ||
  [...small.lighthouse, ...large.lighthouse].some((r) => !r.pass) ||
  [...small.api, ...large.api].some((r) => !r.pass);
console.log(failed ? '\nSome budgets were missed.' : '\nAll budgets met.');
process.exitCode = failed ? 1 : 0;
