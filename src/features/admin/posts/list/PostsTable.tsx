import type { Ref } from 'react';
import type { Post } from '../../../../contract/schemas';
import { Skeleton } from '../../../../components/Skeleton';
import { AdminEmpty } from '../../ui/AdminEmpty';
import { DataTable, type Column } from '../../ui/DataTable';
import { panelClass } from '../../ui/styles';
import { POST_MESSAGES } from '../messages';
import { PostCells, postRowClass } from './PostCells';

const LOADING_ROWS = 5;
const COLUMNS: Column[] = [
  { header: 'ID', className: 'w-px' },
  { header: 'Title' },
  { header: 'Excerpt', className: 'hidden xl:table-cell' },
  { header: 'Category' },
  { header: 'Date' },
  { header: 'Status' },
  { header: <span className="sr-only">Actions</span>, className: 'w-px' },
];

/**
 * The admin's posts: ID, title (links to the edit form), excerpt (wide screens), category, date,
 * status, and quiet edit and delete icons. Below 640 px each row is a card (see PostCells) and the
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
    return <AdminEmpty message={emptyMessage} />;
  }
  return (
    <DataTable
      caption="Posts"
      stacked
      busy={busy}
      tableRef={tableRef}
      columns={COLUMNS}
      rows={posts}
      rowKey={(post) => post.id}
      rowClassName={postRowClass}
      renderRow={(post) => (
        <PostCells
          post={post}
          deleting={deletingId === post.id}
          onDelete={onDelete}
          editorial={editorial}
        />
      )}
    />
  );
}
