import { Link } from 'react-router-dom';
import type { Post } from '../../../api/schemas';
import { Skeleton } from '../../../components/Skeleton';
import { buttonClass, panelClass } from '../ui/styles';
import { POST_MESSAGES } from './messages';

const LOADING_ROWS = 5;

/**
 * The admin's posts: ID, Title, Excerpt, edit and delete. On phones the excerpt column is left
 * out so title and actions fit; anything still too wide scrolls inside the table's own focusable
 * region, never the page.
 */
export function PostsTable({
  posts,
  loading,
  deletingId,
  onDelete,
}: {
  posts: Post[];
  loading: boolean;
  deletingId?: number;
  onDelete: (post: Post) => void;
}) {
  if (loading) {
    return (
      <div role="status" className={`${panelClass} space-y-3 p-4`}>
        <span className="sr-only">Loading posts...</span>
        {Array.from({ length: LOADING_ROWS }, (_, i) => (
          <div key={i} className="flex items-center gap-4">
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <p className={`${panelClass} p-8 text-center text-slate-700 dark:text-slate-300`}>
        {POST_MESSAGES.noPosts}
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label="Posts table"
      tabIndex={0}
      className={`${panelClass} relative overflow-x-auto`}
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-ink-700 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              ID
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              Title
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              Excerpt
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-ink-700">
          {posts.map((post) => (
            <tr key={post.id} className="align-top hover:bg-slate-50 dark:hover:bg-ink-700/50">
              <td className="px-3 py-3 tabular-nums text-slate-600 sm:px-4 dark:text-slate-400">
                {post.id}
              </td>
              <th
                scope="row"
                className="px-3 py-3 font-semibold break-words text-slate-900 sm:px-4 dark:text-slate-50"
              >
                {post.title}
              </th>
              <td className="hidden max-w-md px-4 py-3 text-slate-700 sm:table-cell dark:text-slate-300">
                <span className="line-clamp-2">{post.excerpt}</span>
              </td>
              <td className="px-3 py-3 sm:px-4">
                <div className="flex flex-wrap justify-end gap-2">
                  <Link
                    to={`/admin/posts/edit/${post.id}`}
                    aria-label={`Edit ${post.title}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    aria-label={`Delete ${post.title}`}
                    className={buttonClass('danger', 'sm')}
                    disabled={deletingId === post.id}
                    aria-busy={deletingId === post.id || undefined}
                    onClick={() => onDelete(post)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
