import { Link } from 'react-router-dom';
import { postPath } from '../../../../contract/paths';
import type { Post } from '../../../../contract/schemas';
import { Icon } from '../../../../components/Icon';
import { formatShortDate, isoDate } from '../../../../lib/dates';
import { useAccess } from '../../lib/access';
import { EditorialPostTime } from './EditorialPostTime';
import { StatusBadge } from './StatusBadge';
import { EDITORIAL_LIST_MESSAGES } from '../messages';
import { POST_STATUS_LABELS, postStatus } from '../postStatus';

const cell = 'sm:table-cell sm:px-4 sm:py-3';
/** Quiet icon actions: neutral until hovered or focused; delete turns red only then. */
const iconAction =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 transition-colors ' +
  'hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-300 dark:hover:bg-ink-700 dark:focus-visible:bg-ink-700';
const deleteAction =
  `${iconAction} hover:text-red-700 focus-visible:text-red-700 dark:hover:text-red-300 dark:focus-visible:text-red-300 ` +
  'aria-disabled:cursor-wait aria-disabled:opacity-60';
const previewAction =
  'inline-flex h-9 items-center rounded-lg px-2 text-sm font-medium text-slate-700 underline decoration-slate-400 underline-offset-2 transition-colors ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 dark:text-slate-200 dark:decoration-slate-500 dark:hover:bg-ink-700 dark:hover:text-slate-50 dark:focus-visible:bg-ink-700';

/** How a post's row lays out: a table row from 640 px, a wrapped card below that. */
export const postRowClass =
  'flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 sm:table-row sm:p-0 dark:hover:bg-ink-700/50';

/**
 * One post's cells in the admin list. From 640 px a table row; below that the row (see
 * postRowClass) lays out as a card (title and actions on top, category, date and status under
 * it), so phones never scroll sideways.
 *
 * With `editorial`, the post's own status and its publication time in the site's zone, and a
 * Preview link while readers cannot see it yet (a draft or a scheduled post). A post readers
 * can see has a View link to its page instead, opening in a new tab (the list stays).
 */
export function PostCells({
  post,
  deleting,
  onDelete,
  editorial,
}: {
  post: Post;
  deleting: boolean;
  onDelete: (post: Post) => void;
  editorial?: { timeZone: string };
}) {
  const status = postStatus(post);
  const editorialStatus = post.status ?? 'published';
  const title = post.title || post.slug;
  const previewable = Boolean(editorial) && editorialStatus !== 'published';
  // Someone else's post (or, for a contributor, one that is out) is theirs to read, not change:
  // its Preview or View stays, the title is plain text, and Edit and Delete are left out.
  const changeable = useAccess().mayChange(post);
  return (
    <>
      <td className="hidden px-4 py-3 tabular-nums text-slate-600 sm:table-cell dark:text-slate-400">
        {post.id}
      </td>
      <th
        scope="row"
        className={`order-1 min-w-0 flex-1 text-left font-semibold break-words sm:table-cell sm:px-4 sm:py-3 ${
          // On a phone the title leaves room beside it for the actions (Preview or View first).
          'basis-[calc(100%-11rem)]'
        }`}
      >
        {changeable ? (
          <Link
            to={`/admin/posts/edit/${post.id}`}
            className="text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-slate-50 dark:hover:text-brand-300"
          >
            {title}
          </Link>
        ) : (
          <span className="text-slate-900 dark:text-slate-50">{title}</span>
        )}
      </th>
      <td className="order-3 hidden max-w-xs px-4 py-3 text-slate-700 xl:table-cell dark:text-slate-300">
        <span className="line-clamp-2">{post.excerpt}</span>
      </td>
      <td className={`order-3 text-slate-700 dark:text-slate-300 ${cell}`}>{post.category_name}</td>
      <td
        className={`order-3 text-slate-600 dark:text-slate-400 ${editorial ? '' : 'whitespace-nowrap'} ${cell}`}
      >
        {editorial ? (
          <EditorialPostTime post={post} timeZone={editorial.timeZone} />
        ) : (
          <time dateTime={isoDate(post.created_at)}>{formatShortDate(post.created_at)}</time>
        )}
      </td>
      <td className={`order-3 ${cell}`}>
        {editorial ? (
          <StatusBadge status={editorialStatus} />
        ) : (
          <span className="inline-flex items-center rounded-full border border-emerald-700/30 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:border-emerald-300/30 dark:bg-emerald-900/40 dark:text-emerald-200">
            {POST_STATUS_LABELS[status]}
          </span>
        )}
      </td>
      <td className="order-2 sm:table-cell sm:px-4 sm:py-2">
        <div className="flex items-center justify-end gap-1">
          {previewable ? (
            <Link
              to={`/admin/posts/preview/${post.id}`}
              aria-label={`${EDITORIAL_LIST_MESSAGES.preview} ${title}`}
              className={previewAction}
            >
              {EDITORIAL_LIST_MESSAGES.preview}
            </Link>
          ) : (
            <a
              href={postPath(post)}
              target="_blank"
              rel="noopener"
              aria-label={`${EDITORIAL_LIST_MESSAGES.view} ${title} (opens in a new tab)`}
              className={previewAction}
            >
              {EDITORIAL_LIST_MESSAGES.view}
            </a>
          )}
          {changeable && (
            <Link
              to={`/admin/posts/edit/${post.id}`}
              aria-label={`Edit ${title}`}
              title="Edit"
              className={iconAction}
            >
              <Icon name="pencil" className="h-[18px] w-[18px]" />
            </Link>
          )}
          {changeable && (
            <button
              type="button"
              data-delete-post={post.id}
              aria-label={`Delete post: ${title}`}
              title="Delete"
              aria-disabled={deleting || undefined}
              aria-busy={deleting || undefined}
              className={deleteAction}
              onClick={() => {
                if (!deleting) onDelete(post);
              }}
            >
              <Icon name="trash" className="h-[18px] w-[18px]" />
            </button>
          )}
        </div>
      </td>
    </>
  );
}
