/** The dashboard's five most recent posts, each linking to its edit form. */
import { Link } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { Skeleton } from '../../../components/Skeleton';
import { formatShortDate, isoDate } from '../../../lib/dates';
import { panelClass } from '../ui/styles';

export const RECENT_POSTS_COUNT = 5;

/** Newest first by creation date; the backend's order breaks ties. */
export function mostRecent(posts: readonly Post[], count = RECENT_POSTS_COUNT): Post[] {
  return posts
    .map((post, index) => ({ post, index, time: Date.parse(post.created_at) || 0 }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, count)
    .map(({ post }) => post);
}

export function RecentPosts({
  posts,
  loading,
  failed,
}: {
  posts: readonly Post[];
  loading: boolean;
  failed: boolean;
}) {
  return (
    <section className={`${panelClass} p-5`} aria-labelledby="recent-posts-title">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="recent-posts-title" className="text-lg font-semibold">
          Recent posts
        </h2>
        <Link
          to="/admin/posts"
          className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
        >
          All posts
        </Link>
      </div>
      {loading ? (
        <div role="status" aria-label="Loading recent posts" className="flex flex-col gap-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : failed ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Error loading posts</p>
      ) : posts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No posts found</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-ink-700">
          {mostRecent(posts).map((post) => (
            <li
              key={post.id}
              className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <Link
                to={`/admin/posts/edit/${post.id}`}
                className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:underline dark:text-slate-100"
              >
                {post.title || post.slug}
              </Link>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {post.category_name && <>{post.category_name} · </>}
                <time dateTime={isoDate(post.created_at)}>{formatShortDate(post.created_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
