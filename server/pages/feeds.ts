/** sitemap.xml, rss.xml and robots.txt, built from the database with absolute URLs. */
import type { Db } from '../db/connect';
import { excerptWords } from '../../src/contract/text';
import { iso, NEWEST_FIRST, visibleAt } from '../resources/postRows';
import { escapeXml } from './escape';
import { categoryPath, postPath } from '../../src/contract/paths';

/** The sitemap protocol's limit per file; the newest posts are listed when there are more. */
export const SITEMAP_MAX_URLS = 50_000;
export const RSS_ITEMS = 20;
/** A post without its own excerpt is described by its first words, as its card shows them. */
const RSS_EXCERPT_WORDS = 40;

interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

type Modified = Date | string | null;

/**
 * `fixedPaths`: the app's fixed pages (its route table's), listed before the content. Only posts
 * readers can see by `now` are listed or date their category.
 */
export async function sitemapXml(
  db: Db,
  origin: string,
  fixedPaths: readonly string[],
  now: Date,
): Promise<string> {
  const categories = await db.query<{ slug: string; modified: Modified }>(
    `SELECT c.slug, max(coalesce(p.updated_at, p.posted_at, p.created_at)) AS modified
     FROM categories c LEFT JOIN posts p ON p.category_id = c.id AND ${visibleAt(1)}
     GROUP BY c.id ORDER BY c.id`,
    [now],
  );
  // A category named like a fixed page is hidden by it in the app: not a page of its own.
  const categoryUrls: SitemapUrl[] = categories.rows
    .filter((c) => !fixedPaths.includes(categoryPath(c.slug)))
    .map((c) => ({ path: categoryPath(c.slug), lastmod: iso(c.modified) }));
  const fixed = fixedPaths.includes('/') ? fixedPaths : ['/', ...fixedPaths];
  const room = Math.max(0, SITEMAP_MAX_URLS - fixed.length - categoryUrls.length);
  const posts = await db.query<{ slug: string; category_slug: string; modified: Modified }>(
    `SELECT p.slug, c.slug AS category_slug,
       coalesce(p.updated_at, p.posted_at, p.created_at) AS modified
     FROM posts p JOIN categories c ON c.id = p.category_id WHERE ${visibleAt(2)}
     ORDER BY ${NEWEST_FIRST} LIMIT $1`,
    [room, now],
  );
  const newest = posts.rows[0] ? iso(posts.rows[0].modified) : null;
  const urls: SitemapUrl[] = [
    ...fixed.map((path) => ({ path, lastmod: path === '/' ? newest : null })),
    ...categoryUrls,
    ...posts.rows.map((p) => ({
      path: postPath(p),
      lastmod: iso(p.modified),
    })),
  ];
  const lines = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(origin + path)}</loc>`;
    return lastmod ? `<url>${loc}<lastmod>${lastmod}</lastmod></url>` : `<url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
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
       coalesce(p.posted_at, p.created_at) AS published
     FROM posts p JOIN categories c ON c.id = p.category_id WHERE ${visibleAt(2)}
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
      `      <category>${escapeXml(post.category_name)}</category>`,
      `      <description>${escapeXml(post.excerpt.trim() || excerptWords(post.content, RSS_EXCERPT_WORDS))}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
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
