/**
 * The post's revisions, newest first: when, what kind, the status then and what changed, each
 * with "Compare"; the compared one opens its comparison in place, under its row.
 */
import { useId, type ReactNode } from 'react';
import type { RevisionSummary } from '../../../../contract/schemas';
import { buttonClass, panelClass } from '../../ui/styles';
import { formatInZoneToSecond } from '../time';
import { changedText, HISTORY_MESSAGES as M, KIND_LABELS } from './messages';
import { EDITORIAL_STATUS_LABELS } from '../messages';

const KIND_CLASS: Record<RevisionSummary['kind'], string> = {
  save: 'bg-slate-100 text-slate-800 dark:bg-ink-700 dark:text-slate-100',
  autosave: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  restore: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
};

export function RevisionList({
  revisions,
  timeZone,
  openId,
  onCompare,
  comparison,
}: {
  revisions: RevisionSummary[];
  timeZone: string;
  /** The revision whose comparison is open. */
  openId: number | null;
  onCompare: (id: number) => void;
  /** The open revision's comparison (or its loading and error states). */
  comparison: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-slate-50">
      {M.revisions}
    </h2>
  );
  if (revisions.length === 0) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        {heading}
        <p className={`${panelClass} p-6 text-slate-700 dark:text-slate-300`}>{M.none}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      {heading}
      <ol
        aria-labelledby={headingId}
        className={`${panelClass} divide-y divide-slate-200 dark:divide-ink-700`}
      >
        {revisions.map((revision) => {
          const open = revision.id === openId;
          const panelId = `revision-${revision.id}-comparison`;
          const when = formatInZoneToSecond(revision.created_at, timeZone);
          return (
            <li key={revision.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <time
                      id={`revision-${revision.id}-time`}
                      dateTime={revision.created_at}
                      className="font-semibold text-slate-900 dark:text-slate-50"
                    >
                      {when}
                    </time>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${KIND_CLASS[revision.kind]}`}
                    >
                      {KIND_LABELS[revision.kind]}
                    </span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      {EDITORIAL_STATUS_LABELS[revision.status]}
                    </span>
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {changedText(revision.changed)}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass(open ? 'primary' : 'secondary', 'sm')}
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  aria-describedby={`revision-${revision.id}-time`}
                  onClick={() => onCompare(revision.id)}
                >
                  {M.compare}
                </button>
              </div>
              {open && <div id={panelId}>{comparison}</div>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
