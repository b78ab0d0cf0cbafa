/**
 * Over the per-file limit /sitemap.xml is a sitemap index (sitemaps.org) of numbered files that
 * list every URL exactly once. The limit is 3 here (the protocol's 50,000 in production): with no
 * built app the fixed pages are the home page only, so the site lists `/`, `/football` and its
 * posts. Its posts have no author (as posts written before staff accounts), so no author's page
 * is among its pages, except where a test adds one (bylines.test.ts tests those).
 */
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import type { Db } from '../../server/db/connect';
import { SITEMAP_MAX_URLS, sitemapXml } from '../../server/pages/feeds';
import { addFreshPostThrough, addPost, freshTestApp } from './helpers';
import { xmlRoot } from './xml';

const t = freshTestApp();
const LIMIT = 3;

/** A fresh app (its own cache) on the test's database, splitting its sitemap every `LIMIT` URLs. */
const site = (): App => createApp(t.deps, { sitemapMaxUrls: LIMIT });

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>http:\/\/localhost([^<]*)<\/loc>/g)].map((m) => m[1]!);
const lastmods = (xml: string) =>
  [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!);

async function addPosts(from: number, to: number) {
  for (let i = from; i <= to; i += 1) {
    await addPost(t, { title: `Post ${i}`, slug: `post-${i}`, category_id: t.football });
  }
  await t.deps.db.query('UPDATE posts SET author_id = NULL');
}

/** The index's files, each fetched: its path, its entry's lastmod and its body. */
async function readIndex(app: App) {
  const res = await app.request('http://localhost/sitemap.xml');
  expect(res.status).toBe(200);
  const xml = await res.text();
  expect(xmlRoot(xml)).toBe('sitemapindex');
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const entries = [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map((m) => m[1]!);
  return Promise.all(
    entries.map(async (entry) => {
      const [path] = locs(entry);
      const file = await app.request(`http://localhost${path}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const body = await file.text();
      expect(xmlRoot(body)).toBe('urlset');
      return { path: path!, lastmod: lastmods(entry)[0], body };
    }),
  );
}

describe('the sitemap index over the per-file limit', () => {
  it('stays one urlset up to the limit, with no numbered files', async () => {
    await addPosts(1, 1);
    const app = site();
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xmlRoot(xml)).toBe('urlset');
    expect(locs(xml)).toEqual(['/', '/football', '/football/post-1']);
    expect((await app.request('/sitemap-1.xml')).status).toBe(404);
  });

  it('lists every post once, newest first, when it reads them in parts across ties', async () => {
    await addPosts(1, 8);
    // Pairs published at the same instant.
    await t.deps.db.query(
      `UPDATE posts SET posted_at = timestamptz '2026-01-01 10:00:00.123+00'
         - (((regexp_replace(slug, '\\D', '', 'g'))::int - 1) / 2) * interval '1 minute'`,
    );
    // Thirty URLs a file: read three posts at a time.
    const app = createApp(t.deps, { sitemapMaxUrls: 30 });
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xmlRoot(xml)).toBe('urlset');
    const { rows } = await t.deps.db.query<{ slug: string }>(
      'SELECT slug FROM posts p ORDER BY coalesce(p.posted_at, p.created_at) DESC, p.id DESC',
    );
    // Read as [2, 1, 4], [3, 6, 5], [8, 7]: the second read starts inside a tie.
    expect(rows.map((r) => r.slug)).toEqual([2, 1, 4, 3, 6, 5, 8, 7].map((n) => `post-${n}`));
    expect(locs(xml)).toEqual(['/', '/football', ...rows.map((r) => `/football/${r.slug}`)]);
  });

  it('lists every URL exactly once across ceil(URLs / limit) files, each dated by its newest', async () => {
    const posts = ['/football/post-1', '/football/post-2'];
    await addPosts(1, 2);
    for (let n = 3; n <= 8; n += 1) {
      await addPosts(n, n);
      posts.push(`/football/post-${n}`);
      const urls = 2 + posts.length;
      const files = await readIndex(site());
      expect(files.map((f) => f.path)).toEqual(
        Array.from({ length: Math.ceil(urls / LIMIT) }, (_, i) => `/sitemap-${i + 1}.xml`),
      );
      for (const file of files) {
        expect(locs(file.body).length).toBeLessThanOrEqual(LIMIT);
        expect(file.lastmod).toBe(lastmods(file.body).sort().at(-1));
      }
      // The pages first, then the posts in the order they were written (by id): a post keeps
      // its file as newer ones are added.
      expect(files.flatMap((f) => locs(f.body))).toEqual(['/', '/football', ...posts]);
    }
  });

  it('keeps the sitemap headers on the files and empties them on a write', async () => {
    await addPosts(1, 3);
    const app = site();
    const first = await app.request('/sitemap-2.xml');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const main = await app.request('/sitemap.xml');
    expect(first.headers.get('cache-control')).toBe(main.headers.get('cache-control'));
    expect((await app.request('/sitemap-2.xml')).headers.get('x-cache')).toBe('HIT');
    expect(
      (await app.request('/sitemap-2.xml', { headers: { 'If-None-Match': etag! } })).status,
    ).toBe(304);
    expect((await app.request('/sitemap-3.xml')).status).toBe(404);

    // The fresh post's author's page joins the pages: every post moves one place on.
    expect(await addFreshPostThrough(app, t)).toBe(200);
    expect(locs(await (await app.request('/sitemap-2.xml')).text())).toEqual([
      '/football/post-1',
      '/football/post-2',
      '/football/post-3',
    ]);
    expect(locs(await (await app.request('/sitemap-3.xml')).text())).toEqual(['/football/fresh']);
    expect(locs(await (await app.request('/sitemap.xml')).text())).toHaveLength(3);
  });

  it('leaves drafts out of the files and their count', async () => {
    await addPosts(1, 4);
    await t.deps.db.query(`UPDATE posts SET status = 'draft' WHERE slug = 'post-2'`);
    const files = await readIndex(site());
    expect(files.map((f) => f.path)).toEqual(['/sitemap-1.xml', '/sitemap-2.xml']);
    expect(files.flatMap((f) => locs(f.body))).toEqual([
      '/',
      '/football',
      '/football/post-1',
      '/football/post-3',
      '/football/post-4',
    ]);
  });

  it('answers 404 for a file past the last and for any name not as the index writes it', async () => {
    await addPosts(1, 4);
    const app = site();
    expect((await app.request('/sitemap-2.xml')).status).toBe(200);
    for (const path of [
      '/sitemap-3.xml',
      '/sitemap-0.xml',
      '/sitemap--0.xml',
      '/sitemap--1.xml',
      '/sitemap-01.xml',
      '/sitemap-1e0.xml',
      '/sitemap-abc.xml',
      '/sitemap-posts-1.xml',
      '/sitemap-999999.xml',
      '/sitemap-99999999999999999999999.xml',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('Not found');
    }
    expect((await app.request('/sitemap-3.xml', { method: 'HEAD' })).status).toBe(404);
  });
});

/**
 * At the protocol's own limit, on a database that only counts: the single urlset holds 50,000
 * URLs, and one more makes an index of two files.
 */
describe('the sitemap at 50,000 URLs', () => {
  /** A database with `count` visible posts, split into files as the real one splits them. */
  function countingDb(count: number): Db {
    const query = async (sql: string, params: unknown[] = []) => {
      if (sql.includes('FROM categories c LEFT JOIN'))
        return { rows: [{ slug: 'football', modified: null }] };
      if (sql.includes('count(*)')) return { rows: [{ count }] };
      if (sql.includes('row_number()')) {
        const [, pages, limit] = params as [Date, number, number];
        const files = Math.ceil((pages + count) / limit);
        return {
          rows: Array.from({ length: files }, (_, i) => ({
            file: i + 1,
            first: Math.max(1, i * limit - pages + 1),
            last: Math.min(count, (i + 1) * limit - pages),
            modified: `2026-01-0${i + 1}T00:00:00.000Z`,
          })),
        };
      }
      return { rows: [] };
    };
    return {
      query,
      exec: async () => {},
      transaction: async () => undefined,
      close: async () => {},
    } as unknown as Db;
  }
  const now = new Date('2026-02-01T00:00:00.000Z');

  it('is one urlset at exactly 50,000 URLs and an index of two files past it', async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    // The home page and one category, then the posts.
    const single = await sitemapXml(countingDb(49_998), 'http://localhost', [], now);
    expect(xmlRoot(single)).toBe('urlset');
    const index = await sitemapXml(countingDb(49_999), 'http://localhost', [], now);
    expect(xmlRoot(index)).toBe('sitemapindex');
    expect(locs(index)).toEqual(['/sitemap-1.xml', '/sitemap-2.xml']);
    expect(lastmods(index)).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z']);
    const large = await sitemapXml(countingDb(100_000), 'http://localhost', [], now);
    expect(locs(large)).toHaveLength(3);
  });
});
