import type { Post } from '../../../api/schemas';
import { postHref } from '../lib/postHref';
import { PostCard } from './PostCard';

/** Posts in 1, 2 or 3 columns by width; the first card's image loads first (the likely LCP). */
export function PostGrid({
  posts,
  hrefOf = postHref,
  label,
}: {
  posts: Post[];
  hrefOf?: (post: Post) => string;
  /** Accessible name of the list, e.g. "Latest posts". */
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} href={hrefOf(post)} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
