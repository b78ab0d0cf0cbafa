import type { Ref } from 'react';
import type { Post } from '../../../../contract/schemas';
import { Skeleton } from '../../../../components/Skeleton';
import { panelClass } from '../../ui/styles';
import { POST_MESSAGES } from '../messages';
import { PostRow } from './PostRow';

const LOADING_ROWS = 5;
const head = 'px-4 py-3 font-semibold';

/**
 * The admin's posts: ID, title (links to the edit form), excerpt (wide screens), category, date,
 * status, and quiet edit and delete icons. Below 640 px each row is a card (see PostRow) and the
 * column headings are left to screen readers.
 *
 * With `editorial` (a backend with drafts and scheduling) each row shows its own status and
 * publication time in the site's zone, and drafts and scheduled posts a Preview link.
 */
export function PostsTable({
  posts,
  loading,
  deletingId,
  onDelete,
  tableRef,
  editorial,
  emptyMessage = POST_MESSAGES.noPosts,
  busy = false,
}: {
  posts: Post[];
  loading: boolean;
  deletingId?: number;
  onDelete: (post: Post) => void;
  tableRef?: Ref<HTMLTableElement>;
  editorial?: { timeZone: string };
  /** Said when there is no post to list. */
  emptyMessage?: string;
  /** The rows shown are being replaced (a new search is on its way). */
  busy?: boolean;
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
        {emptyMessage}
      </p>
    );
  }
  return (
    <div
      aria-busy={busy || undefined}
      className={`${panelClass} overflow-x-auto transition-opacity ${busy ? 'opacity-70' : ''}`}
    >
      <table ref={tableRef} className="block w-full border-collapse text-left text-sm sm:table">
        <thead className="sr-only bg-slate-50 text-xs uppercase tracking-wide text-slate-600 sm:not-sr-only sm:table-header-group dark:bg-ink-700 dark:text-slate-300">
          <tr>
            <th scope="col" className={`${head} w-px`}>
              ID
            </th>
            <th scope="col" className={head}>
              Title
            </th>
            <th scope="col" className={`${head} hidden xl:table-cell`}>
              Excerpt
            </th>
            <th scope="col" className={head}>
              Category
            </th>
            <th scope="col" className={head}>
              Date
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={`${head} w-px`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group dark:divide-ink-700">
          {posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              deleting={deletingId === post.id}
              onDelete={onDelete}
              editorial={editorial}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
