/** The SQL and row mapping shared by every call that answers posts. */
import type { PopularPost, Post } from '../../src/api/schemas';

/** Posts joined with their category, in the contract's clean shape (dates become ISO text). */
export const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.content, p.image_path, p.category_id,
  c.name AS category_name, c.slug AS category_slug, p.created_at, p.posted_at, p.updated_at`;
export const POST_FROM = 'posts p JOIN categories c ON c.id = p.category_id';
export const NEWEST_FIRST = 'coalesce(p.posted_at, p.created_at) DESC, p.id DESC';

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
  };
}

export function toPopularPost(row: PostRow): PopularPost {
  const post = toPost(row);
  return { ...post, published_at: post.posted_at ?? post.created_at };
}
