/**
 * One revision compared with the current version, field by field, and "Restore this version".
 */
import { useId } from 'react';
import { buttonClass } from '../../ui/styles';
import { Change, DiffText } from './DiffText';
import type { FieldDiff } from './fieldDiffs';
import { HISTORY_MESSAGES as M } from './messages';

export function RevisionCompare({
  diffs,
  restoring,
  onRestore,
}: {
  diffs: FieldDiff[];
  restoring: boolean;
  onRestore: () => void;
}) {
  const headingId = useId();
  // Only a field restoring takes back makes a restore worth offering.
  const restorable = diffs.some((diff) => !(diff.kind === 'values' && diff.kept));
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-ink-700 dark:bg-ink-900"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-base font-bold text-slate-900 dark:text-slate-50">
          {M.comparedWith}
        </h3>
        {diffs.length > 0 && (
          <p className="text-xs text-slate-600 dark:text-slate-400">{M.legend}</p>
        )}
      </div>
      {diffs.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{M.sameAsCurrent}</p>
      ) : (
        <dl className="flex flex-col gap-4">
          {diffs.map((diff) => (
            <div key={diff.field} className="flex flex-col gap-1">
              <dt className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                {diff.label}
              </dt>
              <dd className="max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 dark:border-ink-700 dark:bg-ink-800">
                {diff.kind === 'words' && <DiffText parts={diff.parts} />}
                {diff.kind === 'note' && (
                  <p className="text-sm text-slate-700 dark:text-slate-300">{diff.text}</p>
                )}
                {diff.kind === 'values' && diff.kept && (
                  <p className="mb-1 text-xs text-slate-600 dark:text-slate-400">
                    {M.keptOnRestore}
                  </p>
                )}
                {diff.kind === 'values' && (
                  <p className="flex flex-wrap items-center gap-2 text-sm break-words">
                    <Change type="removed">{diff.before}</Change>
                    <span aria-hidden="true">→</span>
                    <Change type="added">{diff.after}</Change>
                  </p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {diffs.length > 0 && !restorable && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{M.keptOnly}</p>
      )}
      {restorable && (
        <div>
          <button
            type="button"
            className={buttonClass('primary')}
            // Not disabled while restoring: the button keeps the focus the confirmation gave back.
            aria-disabled={restoring || undefined}
            onClick={() => {
              if (!restoring) onRestore();
            }}
          >
            {restoring ? M.restoring : M.restore}
          </button>
        </div>
      )}
    </section>
  );
}
