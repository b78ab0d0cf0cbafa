/**
 * What the server knows about an app page before any JavaScript runs: its title, description,
 * canonical path, share image, whether it exists, and which API calls and image the app will ask
 * for first (so that the HTML can start them early). Mirrors the app's routes (src/app/router.tsx).
 */
import { firstPageParam, pageFromSearch } from '../../src/api/paging';
import { SLUG_PATTERN } from '../../src/api/schemas';
import { IMAGE_SIZES } from '../../src/lib/images';
import { excerptChars } from '../../src/lib/text';
import type { Db } from '../db/connect';
import { NEWEST_FIRST, POST_COLUMNS, POST_FROM, iso, type PostRow } from '../resources/postRows';
import { DESCRIPTION_CHARS, pageTitle, STATIC_PAGES } from './site';

export interface PageMeta {
  /** 404 for a post or category that does not exist (the app still renders its not-found view). */
  status: 200 | 404;
  /** The document title, brand included. */
  title: string;
  /** The title on share cards (without the brand, which is og:site_name). */
  shareTitle: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed. */
  canonicalPath: string | null;
  type: 'website' | 'article';
  /** `image_path` of the share image. */
  image: string | null;
  imageAlt: string;
  article?: { publishedAt: string; modifiedAt: string | null; section: string };
  /** Query strings of the app's first API calls on this page, in the app's own order. */
  preloadCalls: string[];
  /** The page's first visible image (the likely LCP) and its `sizes`. */
  hero: { path: string; sizes: string } | null;
}

export function apiCall(q: string, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams({ q });
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  return search.toString();
}

/** The first request of a grid opened at `?page=N`: the app's own (src/api/paging.ts). */
const firstPage = (search: URLSearchParams) => ({ ...firstPageParam(pageFromSearch(search)) });

const CATEGORIES = apiCall('categories');
const BANNERS = apiCall('banners');

interface Site {
  brand: string;
  description: string;
}

function plainPage(site: Site, title: string | null, description: string, path: string | null) {
  return {
    status: 200,
    title: pageTitle(title, site.brand),
    shareTitle: title ?? site.brand,
    description,
    canonicalPath: path,
    type: 'website',
    image: null,
    imageAlt: '',
    preloadCalls: [CATEGORIES],
    hero: null,
  } satisfies PageMeta;
}

function notFound(site: Site, title: string): PageMeta {
  return { ...plainPage(site, title, site.description, null), status: 404 };
}

/** Newest first, like the app's grids: the image of their first card. */
async function firstImage(db: Db, categoryId?: number): Promise<string | null> {
  const { rows } = await db.query<{ image_path: string | null }>(
    `SELECT p.image_path FROM posts p ${categoryId === undefined ? '' : 'WHERE p.category_id = $1'}
     ORDER BY ${NEWEST_FIRST} LIMIT 1`,
    categoryId === undefined ? [] : [categoryId],
  );
  return rows[0]?.image_path ?? null;
}

async function feedPage(
  db: Db,
  site: Site,
  search: URLSearchParams,
  path: string,
  title: string | null,
  description: string,
): Promise<PageMeta> {
  const image = await firstImage(db);
  return {
    ...plainPage(site, title, description, path),
    image,
    imageAlt: site.brand,
    preloadCalls: [apiCall('posts', firstPage(search)), CATEGORIES, BANNERS],
    hero: image ? { path: image, sizes: IMAGE_SIZES.card } : null,
  };
}

async function categoryPage(
  db: Db,
  site: Site,
  slug: string,
  search: URLSearchParams,
): Promise<PageMeta> {
  const { rows } = await db.query<{ id: number; name: string; description: string | null }>(
    'SELECT id, name, description FROM categories WHERE slug = $1',
    [slug],
  );
  const category = rows[0];
  if (!category) return notFound(site, 'Page Not Found');
  const image = await firstImage(db, category.id);
  const description =
    excerptChars(category.description ?? '', DESCRIPTION_CHARS) ||
    `The latest ${category.name} posts on ${site.brand}: previews, guides and analysis.`;
  return {
    ...plainPage(site, category.name, description, `/${slug}`),
    image,
    imageAlt: category.name,
    preloadCalls: [CATEGORIES, apiCall('category-posts', { slug, ...firstPage(search) })],
    hero: image ? { path: image, sizes: IMAGE_SIZES.card } : null,
  };
}

async function postPage(db: Db, site: Site, slug: string): Promise<PageMeta> {
  const { rows } = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.slug = $1`,
    [slug],
  );
  const post = rows[0];
  if (!post) return notFound(site, 'Post not found');
  const description =
    excerptChars(post.excerpt, DESCRIPTION_CHARS) ||
    excerptChars(post.content, DESCRIPTION_CHARS) ||
    site.description;
  return {
    ...plainPage(site, post.title, description, `/${post.category_slug}/${post.slug}`),
    type: 'article',
    image: post.image_path,
    imageAlt: post.title,
    article: {
      publishedAt: iso(post.posted_at ?? post.created_at)!,
      modifiedAt: iso(post.updated_at),
      section: post.category_name,
    },
    preloadCalls: [apiCall('post', { slug }), CATEGORIES, BANNERS],
    hero: post.image_path ? { path: post.image_path, sizes: IMAGE_SIZES.hero } : null,
  };
}

const isSlug = (value: string) => SLUG_PATTERN.test(value) && value.length <= 255;

/** The meta of the app page at `url` (path and query), read from the database. */
export async function pageMeta(db: Db, site: Site, url: URL): Promise<PageMeta> {
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return notFound(site, 'Page Not Found');
  }
  const [first = '', second] = segments;
  if (segments.length === 0 || (segments.length === 1 && first === 'index.html')) {
    return feedPage(db, site, url.searchParams, '/', null, site.description);
  }
  if (first === 'admin') {
    // The admin area: never indexed, nothing to prefetch for a reader.
    return { ...plainPage(site, null, site.description, null), preloadCalls: [] };
  }
  if (segments.length === 1) {
    const fixed = STATIC_PAGES[`/${first}`];
    if (first === 'trending' && fixed) {
      return feedPage(
        db,
        site,
        url.searchParams,
        '/trending',
        fixed.title,
        fixed.description(site.brand),
      );
    }
    if (fixed) return plainPage(site, fixed.title, fixed.description(site.brand), `/${first}`);
    return isSlug(first)
      ? categoryPage(db, site, first, url.searchParams)
      : notFound(site, 'Page Not Found');
  }
  if (segments.length === 2 && second !== undefined) {
    return isSlug(second) ? postPage(db, site, second) : notFound(site, 'Post not found');
  }
  return notFound(site, 'Page Not Found');
}
