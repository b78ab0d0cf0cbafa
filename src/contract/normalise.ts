/**
 * Normalisers: turn whatever a backend answered into the contract's clean shapes.
 *
 * They accept every variant the seed's backends are known to send — categories as a list or as
 * `{categories}`, `category_id` or `categoryId`, popular dates as `published_at` or `date`, ids as
 * numbers or numeric strings, banners empty or null, and invalid JSON (read as empty) — and drop
 * items that cannot be made sense of instead of failing the whole answer.
 */
import { RESULTS, type PickResult } from './predictionMarks';
import type { Banners, Category, PopularPost, Post, PostStatus, SearchResult } from './schemas';
import { isWebLink } from './webLink';

type Rec = Record<string, unknown>;

export const isRec = (v: unknown): v is Rec =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a JSON text; anything that is not valid JSON becomes `null`. */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return null;
}

function nonEmpty(v: unknown): string | null {
  const s = str(v);
  return s && s.trim() ? s : null;
}

/**
 * A slug the app can put in a path: one URL segment. A foreign backend's `/evil.example` would
 * otherwise become a protocol-relative link to another site.
 */
function slugOf(v: unknown): string | null {
  const s = nonEmpty(v)?.trim();
  return s && /^[^/\\?#%\s]+$/.test(s) && s !== '.' && s !== '..' ? s : null;
}

function list(value: unknown, key?: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (key && isRec(value) && Array.isArray(value[key])) return value[key] as unknown[];
  return [];
}

const isPostStatus = (value: unknown): value is PostStatus =>
  value === 'draft' || value === 'scheduled' || value === 'published';

export function normalisePost(value: unknown): Post | null {
  if (!isRec(value)) return null;
  const id = num(value.id);
  const slug = slugOf(value.slug);
  if (id === null || id <= 0 || slug === null) return null;
  const created =
    nonEmpty(value.created_at) ?? nonEmpty(value.posted_at) ?? nonEmpty(value.published_at) ?? '';
  return {
    id,
    slug,
    title: str(value.title) ?? '',
    excerpt: str(value.excerpt) ?? '',
    content: str(value.content) ?? '',
    image_path: nonEmpty(value.image_path),
    category_id: num(value.category_id) ?? num(value.categoryId),
    category_name: str(value.category_name) ?? '',
    category_slug: str(value.category_slug) ?? '',
    created_at: created,
    posted_at: nonEmpty(value.posted_at),
    updated_at: nonEmpty(value.updated_at),
    // Additions (editorial workflow), only when the backend sends them.
    ...('meta_title' in value && { meta_title: nonEmpty(value.meta_title) }),
    ...('meta_description' in value && { meta_description: nonEmpty(value.meta_description) }),
    ...('image_alt' in value && { image_alt: nonEmpty(value.image_alt) }),
    ...(isPostStatus(value.status) && {
      status: value.status,
      published_at: nonEmpty(value.published_at),
    }),
    // Addition (the predictions' record): only the reference server's own record proofs a card.
    ...(Array.isArray(value.predictions) && { predictions: proofs(value.predictions) }),
    // Addition (bylines): absent from seed backends, whose posts then have no byline.
    ...('author' in value && { author: authorOf(value.author) }),
  };
}

/** A byline with a name and a slug the app can link to, or null. */
function authorOf(value: unknown): NonNullable<Post['author']> | null {
  if (!isRec(value)) return null;
  const name = nonEmpty(value.name);
  const slug = slugOf(value.slug);
  return name && slug ? { name, slug } : null;
}

function proofs(values: unknown[]): NonNullable<Post['predictions']> {
  return values.filter(isRec).map((p) => ({
    id: str(p.id) ?? '',
    result: (RESULTS as readonly unknown[]).includes(p.result) ? (p.result as PickResult) : null,
    score: str(p.score) ?? '',
    void_reason: str(p.void_reason) ?? '',
    locked: p.locked === true,
    corrected: p.corrected === true,
  }));
}

export function normalisePosts(value: unknown): Post[] {
  return list(value, 'posts')
    .map(normalisePost)
    .filter((p): p is Post => p !== null);
}

/** q=post answers one object; some backends wrap it in a list or in `{post}`. */
export function normaliseSinglePost(value: unknown): Post | null {
  if (Array.isArray(value)) return normalisePost(value[0]);
  if (isRec(value) && isRec(value.post)) return normalisePost(value.post);
  return normalisePost(value);
}

export function normalisePopular(value: unknown): PopularPost[] {
  return list(value, 'posts').flatMap((item) => {
    const post = normalisePost(item);
    if (!post || !isRec(item)) return [];
    const published = nonEmpty(item.published_at) ?? nonEmpty(item.date);
    return [
      {
        ...post,
        created_at: post.created_at || published || '',
        published_at: published ?? (post.created_at || null),
      },
    ];
  });
}

export function normaliseCategory(value: unknown): Category | null {
  if (!isRec(value)) return null;
  const id = num(value.id);
  const slug = slugOf(value.slug);
  if (id === null || id <= 0 || slug === null) return null;
  const count = num(value.post_count);
  return {
    id,
    name: str(value.name) ?? slug,
    slug,
    description: str(value.description) ?? '',
    ...(count !== null && count >= 0 ? { post_count: count } : {}),
    ...(typeof value.betting == 'boolean' ? { betting: value.betting } : {}),
    ...(Array.isArray(value.topics)
      ? { topics: value.topics.filter((t): t is string => typeof t == 'string' && t.trim() != '') }
      : {}),
  };
}

export function normaliseCategories(value: unknown): Category[] {
  return list(value, 'categories')
    .map(normaliseCategory)
    .filter((c): c is Category => c !== null);
}

/** q=category answers one object; tolerate a list or `{category}`. */
export function normaliseSingleCategory(value: unknown): Category | null {
  if (Array.isArray(value)) return normaliseCategory(value[0]);
  if (isRec(value) && isRec(value.category)) return normaliseCategory(value.category);
  return normaliseCategory(value);
}

/**
 * Addition (campaigns): what the reader needs of the campaign a slot shows (its image and link
 * are the slot's): its id (for its clicks through `/go/{id}` and its impressions), its phone
 * creative, and whether it leads anywhere.
 */
export interface SlotCampaign {
  id: number;
  phone_image: string | null;
  link: boolean;
}

export interface ReaderBanners extends Banners {
  home_campaign: SlotCampaign | null;
  post_campaign: SlotCampaign | null;
}

function campaignOf(v: unknown): SlotCampaign | null {
  const id = isRec(v) ? num(v.id) : null;
  return isRec(v) && id && id > 0
    ? { id, phone_image: nonEmpty(v.phone_image), link: !!webLink(v.link) }
    : null;
}

export function normaliseBanners(value: unknown): ReaderBanners {
  const rec = isRec(value) ? value : {};
  return {
    home_banner: nonEmpty(rec.home_banner),
    post_banner: nonEmpty(rec.post_banner),
    home_banner_link: webLink(rec.home_banner_link),
    post_banner_link: webLink(rec.post_banner_link),
    home_campaign: campaignOf(rec.home_campaign),
    post_campaign: campaignOf(rec.post_campaign),
  };
}

/** A banner's link only when it is an http(s) address; seed backends send none. */
function webLink(v: unknown): string | null {
  const s = nonEmpty(v)?.trim();
  return s && isWebLink(s) ? s : null;
}

export function normaliseSearch(value: unknown, kind: SearchResult['kind']): SearchResult[] {
  return list(value, kind === 'post' ? 'posts' : 'categories').flatMap((item) => {
    if (!isRec(item)) return [];
    const slug = slugOf(item.slug);
    if (!slug) return [];
    return [
      {
        kind,
        slug,
        title: str(item.title) ?? str(item.name) ?? '',
        text: str(item.content) ?? str(item.description) ?? '',
      },
    ];
  });
}
