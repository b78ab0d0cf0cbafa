import type { Category, Post } from '../../contract/schemas';
import { hasPredictions } from '../../features/predictions/lib/predictionCards';

/**
 * Whether a post closes with the responsible-gambling box: its category says so (`betting`); a
 * backend without the flag (the seed's), or a category not found, leaves it to the post: one
 * with a prediction does.
 */
export function closesWithDisclaimer(post: Post, categories: readonly Category[] | undefined) {
  const category = categories?.find((c) =>
    post.category_id !== null ? c.id === post.category_id : c.slug === post.category_slug,
  );
  return category?.betting ?? hasPredictions(post.content);
}
