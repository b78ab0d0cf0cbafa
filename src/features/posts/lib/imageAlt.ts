import type { Post } from '../../../contract/schemas';

/**
 * The alt text the post's editor wrote for its image (trimmed); '' when there is none (a seed
 * backend never sends one), and each place showing the image then decides what it falls back to.
 */
export function imageAltOf(post: Pick<Post, 'image_alt'>): string {
  return post.image_alt?.trim() ?? '';
}
