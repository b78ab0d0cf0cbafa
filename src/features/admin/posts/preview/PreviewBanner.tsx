/**
 * The bar above a preview, so it is never taken for the live site: "Preview", what readers see
 * of the post (nothing yet, from a time, this version) and the date it carries, the ways on
 * (back to editing, share) and what the page around it composes in (the width choice).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PostStatus } from '../../../../contract/schemas';
import { buttonClass } from '../../ui/styles';
import { ShareLinkButton } from '../share/ShareLinkButton';
import { previewDateText, previewStatusText } from './previewStatus';

const TONE: Record<PostStatus, string> = {
  draft:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-500/50 dark:bg-amber-950 dark:text-amber-100',
  scheduled:
    'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-500/50 dark:bg-sky-950 dark:text-sky-100',
  published:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-500/50 dark:bg-emerald-950 dark:text-emerald-100',
};

export function PreviewBanner({
  post,
  timeZone,
  editPath,
  children,
}: {
  post: { id: number; status: PostStatus; published_at: string | null };
  timeZone: string;
  editPath: string;
  /** More controls, after the ways on (the width choice). */
  children?: ReactNode;
}) {
  const dateText = previewDateText(post);
  return (
    <div
      role="note"
      className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b-2 border-dashed px-4 py-2.5 shadow-sm ${TONE[post.status]}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <strong className="text-xs font-extrabold uppercase tracking-widest">Preview</strong>
        <span className="sr-only">: </span>
        <span className="font-semibold">{previewStatusText(post, timeZone)}</span>
        {dateText && <span className="text-sm">{dateText}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={editPath} className={buttonClass('secondary', 'sm')}>
          Back to editing
        </Link>
        <ShareLinkButton postId={post.id} size="sm" />
        {children}
      </div>
    </div>
  );
}
