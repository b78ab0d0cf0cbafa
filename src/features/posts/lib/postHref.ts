import type { Post } from '../../../api/schemas';

/** Where a post is read: `/{category_slug}/{slug}`, or `/posts/{slug}` when it has no category. */
export function postHref(post: Pick<Post, 'slug' | 'category_slug'>): string {
  const slug = encodeURIComponent(post.slug);
  return post.category_slug
    ? `/${encodeURIComponent(post.category_slug)}/${slug}`
    : `/posts/${slug}`;
}
