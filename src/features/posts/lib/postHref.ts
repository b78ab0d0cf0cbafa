import type { Post } from '../../../contract/schemas';
import { postCardPath } from '../../../contract/paths';

/**
 * Where a post card outside a category page links (home, trending, blogs): `/posts/{slug}`, as
 * the spec routes post cards. The category page links to `/{category_slug}/{slug}` itself; both
 * render the same post, whose canonical URL in the head tags is the category one.
 */
export function postHref(post: Pick<Post, 'slug'>): string {
  return postCardPath(post.slug);
}
