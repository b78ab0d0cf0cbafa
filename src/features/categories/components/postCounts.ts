import type { Category, Post } from '../../../contract/schemas';

/**
 * Posts per category: the backend's `post_count` when it sends one, otherwise counted from the
 * post list (seed-only backends send no counts).
 */
export function postCountOf(category: Category, posts: readonly Post[]): number {
  if (category.post_count !== undefined) return category.post_count;
  return posts.filter((post) =>
    post.category_id !== null
      ? post.category_id === category.id
      : post.category_slug === category.slug,
  ).length;
}

/** True when at least one category needs the post list to be counted. */
export function needsPostList(categories: readonly Category[]): boolean {
  return categories.some((category) => category.post_count === undefined);
}
