/** The SQL and row mapping shared by every call that answers posts. */
import type {
  EditorialPost,
  PopularPost,
  Post,
  PostAuthor,
  PostStatus,
} from '../../src/contract/schemas';

/** Posts joined with their category and author, in the contract's clean shape (dates become ISO text). */
export const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.content, p.image_path, p.category_id,
  c.name AS category_name, c.slug AS category_slug, p.created_at, p.posted_at, p.updated_at,
  p.status, p.meta_title, p.meta_description, p.image_alt, p.first_published_at, p.author_id,
  a.display_name AS author_name, a.slug AS author_slug`;
/** In parentheses: it may itself be joined to (`popular pp JOIN ${POST_FROM} ON …`). */
export const POST_FROM = `(posts p JOIN categories c ON c.id = p.category_id
  LEFT JOIN admin_users a ON a.id = p.author_id)`;
export const NEWEST_FIRST = 'coalesce(p.posted_at, p.created_at) DESC, p.id DESC';
/** A post's publication time: when readers see it (a published post with it ahead is scheduled). */
export const PUBLISHED_AT = 'coalesce(p.posted_at, p.created_at)';

/**
 * The condition every public read puts on posts (alias `p`): published, and its time passed by
 * `$n`, the server's clock (`deps.now()`, never SQL now(): tests set the clock).
 */
export const visibleAt = (n: number, alias = 'p') =>
  `${alias}.status = 'published' AND coalesce(${alias}.posted_at, ${alias}.created_at) <= $${n}`;

/**
 * An UPDATE's assignment keeping when the post first went live (`$n`: the clock): read from the
 * old row, so a save of a post readers could see fixes its address from then on.
 */
export const keepWentLive = (n: number) =>
  `first_published_at = coalesce(first_published_at,
     CASE WHEN ${visibleAt(n, 'posts')} THEN coalesce(posted_at, created_at) END)`;

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image_path: string | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  created_at: Date | string;
  posted_at: Date | string | null;
  updated_at: Date | string | null;
  status: 'draft' | 'published';
  meta_title: string | null;
  meta_description: string | null;
  image_alt: string | null;
  /** Absent from rows read without it (revisions' own columns). */
  first_published_at?: Date | string | null;
  /** The byline (addition, staff): absent from rows read without it, null without an author. */
  author_id?: number | null;
  author_name?: string | null;
  author_slug?: string | null;
}

/** The byline readers see: the author's display name and page, or null (none, or no name). */
export function authorOf(row: Pick<PostRow, 'author_name' | 'author_slug'>): PostAuthor | null {
  return row.author_name && row.author_slug
    ? { name: row.author_name, slug: row.author_slug }
    : null;
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    image_path: row.image_path,
    category_id: row.category_id,
    category_name: row.category_name,
    category_slug: row.category_slug,
    created_at: iso(row.created_at)!,
    posted_at: iso(row.posted_at),
    updated_at: iso(row.updated_at),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image_alt: row.image_alt,
    author: authorOf(row),
  };
}

/** The status the admin sees: a published post whose time is ahead of `now` is scheduled. */
export function postStatusOf(
  status: PostRow['status'],
  publishedAt: Date | string | null,
  now: Date,
): PostStatus {
  if (status === 'draft') return 'draft';
  return publishedAt !== null && new Date(publishedAt).getTime() > now.getTime()
    ? 'scheduled'
    : 'published';
}

/** A post as the admin reads it: the public shape plus its status and publication time. */
export function toEditorialPost(row: PostRow, now: Date): EditorialPost {
  const publishedAt = row.posted_at ?? (row.status === 'draft' ? null : row.created_at);
  return {
    ...toPost(row),
    status: postStatusOf(row.status, publishedAt, now),
    published_at: iso(publishedAt),
    went_live:
      (row.first_published_at ?? null) !== null ||
      postStatusOf(row.status, publishedAt, now) === 'published',
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image_alt: row.image_alt,
    author_id: row.author_id ?? null,
  };
}

export function toPopularPost(row: PostRow): PopularPost {
  const post = toPost(row);
  return { ...post, published_at: post.posted_at ?? post.created_at };
}
