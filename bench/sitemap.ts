/**
 * The sitemap at scale: /sitemap.xml and, when it is an index (over 50,000 URLs), its first and
 * last files. Each is timed on its first request (built from the database) and again from the
 * cache (median of 5), with its size and URL count; the files' URLs must add up to the posts
 * listed once each (`complete`). No budget: crawlers read it rarely.
 *
 * Alone: `npx tsx bench/sitemap.ts [N] [LIMIT]` seeds the demo content to N posts (default
 * 10,000) in a temporary directory and measures the app in process with LIMIT URLs per file
 * (default the protocol's 50,000; e.g. 3000 to see an index of 10,000 posts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createApp } from '../server/app';
import { seedDemoContent } from '../server/db/seed/seed';
import { openDeps } from '../server/deps';
import { readSettings } from '../server/settings';
import { seedScale } from './seed-scale';

export interface SitemapRow {
  file: string;
  bytes: number;
  urls: number;
  coldMs: number;
  warmMs: number;
}

export interface SitemapBench {
  index: boolean;
  rows: SitemapRow[];
  /** The index's files list as many distinct URLs as they list (null: no index). */
  complete: boolean | null;
}

export type Get = (path: string) => Promise<Response>;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/**
 * What `/sitemap.xml` lists: an index's files (paths) with each one's URLs, or the one urlset's
 * URLs as a single file.
 */
export async function sitemapFiles(
  get: Get,
): Promise<{ index: boolean; files: { path: string; urls: string[] }[] }> {
  const xml = await (await get('/sitemap.xml')).text();
  if (!xml.includes('<sitemapindex')) {
    return { index: false, files: [{ path: '/sitemap.xml', urls: locsOf(xml) }] };
  }
  const files = [];
  for (const loc of locsOf(xml)) {
    const path = new URL(loc).pathname;
    files.push({ path, urls: locsOf(await (await get(path)).text()) });
  }
  return { index: true, files };
}

async function timed(get: Get, path: string) {
  const started = performance.now();
  const res = await get(path);
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { body, ms };
}

async function measure(get: Get, path: string): Promise<[SitemapRow, string]> {
  const cold = await timed(get, path);
  const warm: number[] = [];
  for (let i = 0; i < 5; i += 1) warm.push((await timed(get, path)).ms);
  warm.sort((a, b) => a - b);
  const row = {
    file: path,
    bytes: Buffer.byteLength(cold.body),
    urls: (cold.body.match(/<url>/g) ?? []).length || locsOf(cold.body).length,
    coldMs: Math.round(cold.ms),
    warmMs: Number(warm[2]!.toFixed(1)),
  };
  return [row, cold.body];
}

/** Measures the sitemap through `get` (a path on the site: `/sitemap.xml`). */
export async function benchSitemap(get: Get): Promise<SitemapBench> {
  const [main, xml] = await measure(get, '/sitemap.xml');
  const rows = [main];
  const index = xml.includes('<sitemapindex');
  let complete: boolean | null = null;
  if (index) {
    const files = locsOf(xml).map((loc) => new URL(loc).pathname);
    const [first, last] = [files[0]!, files.at(-1)!];
    for (const path of new Set([first, last])) rows.push((await measure(get, path))[0]);
    // Every file, from the cache or not: together they list each URL once.
    const all = (await sitemapFiles(get)).files.flatMap((file) => file.urls);
    complete = new Set(all).size === all.length;
  }
  console.table(rows);
  if (complete !== null) console.log(`Every URL listed once across the files: ${complete}`);
  return { index, rows, complete };
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const [n, limit] = process.argv.slice(2).map(Number);
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-sitemap-'));
  const settings = readSettings({ ...process.env, DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
  try {
    // The demo content first (as the server seeds it), then its copies.
    const demo = await openDeps(settings);
    await seedDemoContent(demo).finally(() => demo.close());
    const posts = await seedScale(dataDir, n || 10_000);
    console.log(`posts: ${posts}`);
    const deps = await openDeps(settings);
    try {
      const app = createApp(deps, { sitemapMaxUrls: limit || undefined });
      await benchSitemap(async (path) => app.request(`http://localhost${path}`));
    } finally {
      await deps.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
