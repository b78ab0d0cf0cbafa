import type { Post } from '../../../contract/schemas';
import { postHref } from '../lib/postHref';
import { PostCard } from './PostCard';

/**
 * Posts in 1, 2 or 3 columns by width; the first card's image loads first (the likely LCP).
 * `lead` (home's front page): the newest story leads, across two columns and two rows from
 * 1024 px with the next two stacked beside it, across the full width from 640 px; the rest of the
 * grid follows. Still one list, in reading order.
 */
export function PostGrid({
  posts,
  hrefOf = postHref,
  label,
  lead = false,
}: {
  posts: Post[];
  hrefOf?: (post: Post) => string;
  /** Accessible name of the list, e.g. "Latest posts". */
  label?: string;
  lead?: boolean;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => {
        const isLead = lead && index === 0;
        return (
          <li key={post.id} className={isLead ? 'sm:col-span-2 lg:row-span-2' : undefined}>
            <PostCard post={post} href={hrefOf(post)} priority={index === 0} lead={isLead} />
          </li>
        );
      })}
    </ul>
  );
}
