/** sitemap.xml, rss.xml and robots.txt, built from the database with absolute URLs. */
import type { Db } from '../db/connect';
import { excerptWords } from '../../src/contract/text';
import { iso, NEWEST_FIRST, PUBLISHED_AT, visibleAt } from '../resources/postRows';
import { escapeXml } from './escape';
import { authorPath, categoryPath, postPath } from '../../src/contract/paths';

/**
 * The sitemap protocol's limit per file. Over it, /sitemap.xml is an index of numbered files
 * (`sitemapFilePath`), each of at most this many URLs.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const RSS_ITEMS = 20;
/** A post without its own excerpt is described by its first words, as its card shows them. */
const RSS_EXCERPT_WORDS = 40;

interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

type Modified = Date | string | null;

/** A post as a sitemap lists it. */
interface SitemapPost {
  id: number;
  slug: string;
  category_slug: string;
  modified: Modified;
  /** Its publication time (to the millisecond, as the columns keep it). */
  published?: Modified;
}

/**
 * How many posts one read of a sitemap takes: a tenth of a file (5,000 of 50,000). A file's
 * 50,000 rows read at once took the server's heap from about 40 to 180 MB and PGlite's memory up
 * by some 35 MB (which a WebAssembly memory never gives back) for the time of one request; read
 * in parts, each part's rows are garbage before the next is read.
 */
const readRows = (limit: number) => Math.max(1, Math.ceil(limit / 10));

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A post's last change, as its sitemap entry dates it. */
const MODIFIED = 'coalesce(p.updated_at, p.posted_at, p.created_at)';

/** The path of the index's `n`th file (from 1). */
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/**
 * The number of a file's path (its last part, `sitemap-<n>.xml`), or null when it is not one as
 * the index writes it (`abc`, `0`, `-1`, `01`, or more digits than a site can have files).
 */
export function sitemapFileNumber(file: string): number | null {
  const match = /^sitemap-([1-9][0-9]{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * What every sitemap lists before the posts: the home page (dated by the newest post), the app's
 * fixed pages, the categories (dated by their newest post), and the pages of the authors with a
 * post readers can see (dated by it).
 */
async function pageUrls(db: Db, fixedPaths: readonly string[], now: Date): Promise<SitemapUrl[]> {
  const [categories, newest, authors] = await Promise.all([
    db.query<{ slug: string; modified: Modified }>(
      `SELECT c.slug, max(${MODIFIED}) AS modified
       FROM categories c LEFT JOIN posts p ON p.category_id = c.id AND ${visibleAt(1)}
       GROUP BY c.id ORDER BY c.id`,
      [now],
    ),
    db.query<{ modified: Modified }>(
      `SELECT ${MODIFIED} AS modified FROM posts p WHERE ${visibleAt(1)}
       ORDER BY ${NEWEST_FIRST} LIMIT 1`,
      [now],
    ),
    db.query<{ slug: string; modified: Modified }>(
      `SELECT a.slug, max(${MODIFIED}) AS modified
       FROM admin_users a JOIN posts p ON p.author_id = a.id AND ${visibleAt(1)}
       WHERE a.display_name <> '' GROUP BY a.id ORDER BY a.id`,
      [now],
    ),
  ]);
  // A category named like a fixed page is hidden by it in the app: not a page of its own.
  const categoryUrls: SitemapUrl[] = categories.rows
    .filter((c) => !fixedPaths.includes(categoryPath(c.slug)))
    .map((c) => ({ path: categoryPath(c.slug), lastmod: iso(c.modified) }));
  const home = iso(newest.rows[0]?.modified);
  const fixed = fixedPaths.includes('/') ? fixedPaths : ['/', ...fixedPaths];
  const authorUrls = authors.rows.map((a) => ({
    path: authorPath(a.slug),
    lastmod: iso(a.modified),
  }));
  return [
    ...fixed.map((path) => ({ path, lastmod: path === '/' ? home : null })),
    ...categoryUrls,
    ...authorUrls,
  ];
}

function urlset(origin: string, urls: readonly SitemapUrl[]): string {
  const lines = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(origin + path)}</loc>`;
    return lastmod ? `<url>${loc}<lastmod>${lastmod}</lastmod></url>` : `<url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}">`,
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/** The newest of ISO dates (they sort as text), or null. */
function newestOf(dates: readonly (string | null | undefined)[]): string | null {
  return dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}

/** One file of the index: the posts it lists (ids `first`..`last`, in id order) and their date. */
interface PostSpan {
  file: number;
  first: number;
  last: number;
  modified: Modified;
}

/**
 * The index's files, split by one pass over the visible posts' ids (no row bodies): the pages
 * (`pages` URLs) come first, then the posts oldest id first, `limit` URLs a file. A post's file
 * is then read by its id range (a keyset read, not an OFFSET), however deep it is.
 */
async function postSpans(db: Db, now: Date, pages: number, limit: number): Promise<PostSpan[]> {
  const { rows } = await db.query<PostSpan>(
    `SELECT file, min(id) AS first, max(id) AS last, max(modified) AS modified
     FROM (SELECT p.id, ${MODIFIED} AS modified,
             ((row_number() OVER (ORDER BY p.id) - 1 + $2) / $3)::int + 1 AS file
           FROM posts p WHERE ${visibleAt(1)}) s
     GROUP BY file ORDER BY file`,
    [now, pages, limit],
  );
  return rows;
}

async function visiblePostCount(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM posts p WHERE ${visibleAt(1)}`,
    [now],
  );
  return rows[0]?.count ?? 0;
}

/**
 * /sitemap.xml. `fixedPaths`: the app's fixed pages (its route table's), listed before the
 * content. Only posts readers can see by `now` are listed or date their category. Up to `limit`
 * URLs, one urlset (posts newest first); over it, an index of `sitemapFilePath` files, each dated
 * by its newest entry.
 */
export async function sitemapXml(
  db: Db,
  origin: string,
  fixedPaths: readonly string[],
  now: Date,
  limit = SITEMAP_MAX_URLS,
): Promise<string> {
  const [pages, count] = await Promise.all([
    pageUrls(db, fixedPaths, now),
    visiblePostCount(db, now),
  ]);
  if (pages.length + count <= limit) {
    const postUrls: SitemapUrl[] = [];
    const read = readRows(limit);
    // Newest first, a part at a time: after the last row read, by (publication time, id).
    let after = null as SitemapPost | null;
    while (postUrls.length < limit) {
      const { rows }: { rows: SitemapPost[] } = await db.query<SitemapPost>(
        `SELECT p.id, p.slug, c.slug AS category_slug, ${MODIFIED} AS modified,
           ${PUBLISHED_AT} AS published
         FROM posts p JOIN categories c ON c.id = p.category_id WHERE ${visibleAt(2)}
           AND ($3::timestamptz IS NULL OR (${PUBLISHED_AT}, p.id) < ($3::timestamptz, $4::int))
         ORDER BY ${NEWEST_FIRST} LIMIT $1`,
        [Math.min(read, limit - postUrls.length), now, after?.published ?? null, after?.id ?? 0],
      );
      for (const p of rows) postUrls.push({ path: postPath(p), lastmod: iso(p.modified) });
      if (rows.length < read) break;
      after = rows.at(-1)!;
    }
    return urlset(origin, [...pages, ...postUrls]);
  }
  const spans = new Map((await postSpans(db, now, pages.length, limit)).map((s) => [s.file, s]));
  const files = Math.ceil((pages.length + count) / limit);
  const entries = Array.from({ length: files }, (_, i) => {
    const pageDates = pages.slice(i * limit, (i + 1) * limit).map((u) => u.lastmod);
    const lastmod = newestOf([...pageDates, iso(spans.get(i + 1)?.modified)]);
    const loc = `<loc>${escapeXml(origin + sitemapFilePath(i + 1))}</loc>`;
    return lastmod
      ? `<sitemap>${loc}<lastmod>${lastmod}</lastmod></sitemap>`
      : `<sitemap>${loc}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The `n`th file of the index /sitemap.xml names (from 1), or null when it names no such file
 * (including when the site fits in /sitemap.xml itself, which is then no index).
 */
export async function sitemapFileXml(
  db: Db,
  origin: string,
  fixedPaths: readonly string[],
  now: Date,
  n: number,
  limit = SITEMAP_MAX_URLS,
): Promise<string | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const [pages, count] = await Promise.all([
    pageUrls(db, fixedPaths, now),
    visiblePostCount(db, now),
  ]);
  const total = pages.length + count;
  if (total <= limit || n > Math.ceil(total / limit)) return null;
  const head = pages.slice((n - 1) * limit, n * limit);
  const span = (await postSpans(db, now, pages.length, limit)).find((s) => s.file === n);
  const postUrls: SitemapUrl[] = [];
  const read = readRows(limit);
  // In id order, a part at a time: after the last id read, up to the span's last.
  let after = span ? span.first - 1 : 0;
  while (span && head.length + postUrls.length < limit) {
    const { rows }: { rows: SitemapPost[] } = await db.query<SitemapPost>(
      `SELECT p.id, p.slug, c.slug AS category_slug, ${MODIFIED} AS modified
       FROM posts p JOIN categories c ON c.id = p.category_id
       WHERE p.id > $2 AND p.id <= $3 AND ${visibleAt(1)}
       ORDER BY p.id LIMIT $4`,
      [now, after, span.last, Math.min(read, limit - head.length - postUrls.length)],
    );
    for (const p of rows) postUrls.push({ path: postPath(p), lastmod: iso(p.modified) });
    if (rows.length < read) break;
    after = rows.at(-1)!.id;
  }
  return urlset(origin, [...head, ...postUrls]);
}

interface FeedPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category_slug: string;
  category_name: string;
  published: Modified;
  /** The byline's name; null without an author (or a name). */
  author_name: string | null;
}

/** The newest posts readers can see by `now`. */
export async function rssXml(
  db: Db,
  origin: string,
  site: { brand: string; description: string },
  now: Date,
): Promise<string> {
  const { rows } = await db.query<FeedPost>(
    `SELECT p.id, p.slug, p.title, p.excerpt, p.content, c.slug AS category_slug, c.name AS category_name,
       coalesce(p.posted_at, p.created_at) AS published, nullif(a.display_name, '') AS author_name
     FROM posts p JOIN categories c ON c.id = p.category_id
       LEFT JOIN admin_users a ON a.id = p.author_id
     WHERE ${visibleAt(2)}
     ORDER BY ${NEWEST_FIRST} LIMIT $1`,
    [RSS_ITEMS, now],
  );
  const host = new URL(origin).host;
  const date = (value: Modified) => new Date(value ?? 0).toUTCString();
  const items = rows.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(`${origin}${postPath(post)}`)}</link>`,
      // The id, not the URL: renaming a slug must not make readers see the post twice.
      `      <guid isPermaLink="false">${escapeXml(`post-${post.id}@${host}`)}</guid>`,
      `      <pubDate>${date(post.published)}</pubDate>`,
      ...(post.author_name
        ? [`      <dc:creator>${escapeXml(post.author_name)}</dc:creator>`]
        : []),
      `      <category>${escapeXml(post.category_name)}</category>`,
      `      <description>${escapeXml(post.excerpt.trim() || excerptWords(post.content, RSS_EXCERPT_WORDS))}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(site.brand)}</title>`,
    `    <link>${escapeXml(`${origin}/`)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(rows[0] ? [`    <lastBuildDate>${date(rows[0].published)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
