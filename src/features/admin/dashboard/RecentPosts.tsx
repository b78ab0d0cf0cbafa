/** The dashboard's five most recent posts in the shared admin table, each linking to its edit form. */
import { Link } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { Skeleton } from '../../../components/Skeleton';
import { formatShortDate, isoDate } from '../../../lib/dates';
import { cellClass, DataTable, type Column } from '../ui/DataTable';
import { panelClass } from '../ui/styles';

export const RECENT_POSTS_COUNT = 5;

const COLUMNS: Column[] = [
  { header: 'Title' },
  { header: 'Category', className: 'hidden sm:table-cell' },
  { header: 'Date', className: 'w-px whitespace-nowrap' },
];

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
    <section aria-labelledby="recent-posts-title">
      <div className="mb-3 flex items-center justify-between gap-3">
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
        <div
          role="status"
          aria-label="Loading recent posts"
          className={`${panelClass} flex flex-col gap-3 p-4`}
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : failed ? (
        <p className={`${panelClass} p-4 text-sm text-slate-600 dark:text-slate-400`}>
          Error loading posts
        </p>
      ) : (
        <DataTable
          caption="Recent posts"
          columns={COLUMNS}
          rows={mostRecent(posts)}
          rowKey={(post) => post.id}
          rowClassName="hover:bg-slate-50 dark:hover:bg-ink-700/40"
          empty="No posts found"
          renderRow={(post) => (
            <>
              <td className={`${cellClass} max-w-0 w-full`}>
                <Link
                  to={`/admin/posts/edit/${post.id}`}
                  className="block truncate font-medium text-slate-900 hover:underline dark:text-slate-100"
                >
                  {post.title || post.slug}
                </Link>
                {/* Phones: the category goes under the title instead of its own column. */}
                {post.category_name && (
                  <span className="block truncate text-xs text-slate-600 sm:hidden dark:text-slate-400">
                    {post.category_name}
                  </span>
                )}
              </td>
              <td
                className={`hidden ${cellClass} whitespace-nowrap text-slate-700 sm:table-cell dark:text-slate-300`}
              >
                {post.category_name}
              </td>
              <td className={`${cellClass} whitespace-nowrap text-slate-600 dark:text-slate-400`}>
                <time dateTime={isoDate(post.created_at)}>{formatShortDate(post.created_at)}</time>
              </td>
            </>
          )}
        />
      )}
    </section>
  );
}
