import type { PostStatus } from '../../../../contract/schemas';
import { EDITORIAL_STATUS_LABELS } from '../messages';

/**
 * Each status its own colour (text at least 4.5:1 on its background in both themes) and its
 * word, so the colour is never the only sign; a draft's dashed border sets it apart in grey too.
 */
const TONES: Record<PostStatus, string> = {
  draft:
    'border-dashed border-slate-500/60 bg-slate-100 text-slate-800 dark:border-slate-400/60 dark:bg-slate-700/60 dark:text-slate-100',
  scheduled:
    'border-amber-700/40 bg-amber-50 text-amber-900 dark:border-amber-300/40 dark:bg-amber-900/40 dark:text-amber-200',
  published:
    'border-emerald-700/30 bg-emerald-50 text-emerald-800 dark:border-emerald-300/30 dark:bg-emerald-900/40 dark:text-emerald-200',
};

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {EDITORIAL_STATUS_LABELS[status]}
    </span>
  );
}
