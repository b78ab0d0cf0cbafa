/** A pick's history: created, locked at kickoff, settled, corrected, voided, each with its time. */
import { Modal } from '../../../components/Modal';
import type { PredictionRow } from '../../../contract/predictionCalls';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';
import { AdminError } from '../ui/AdminError';
import { AdminLoading } from '../ui/AdminLoading';
import { buttonClass } from '../ui/styles';
import { useGetPredictionHistoryQuery } from './api';
import { EVENT_LABELS, SETTLE_MESSAGES as M } from './messages';

export function HistoryDialog({
  row,
  timeZone,
  onClose,
}: {
  row: PredictionRow;
  timeZone: string;
  onClose: () => void;
}) {
  const { data, isLoading, isError, refetch } = useGetPredictionHistoryQuery(row.id, {
    refetchOnMountOrArgChange: true,
  });
  let body;
  if (isLoading) body = <AdminLoading text={M.historyLoading} />;
  else if (isError || !data) {
    body = <AdminError message={M.historyFailed} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    body = <p className="text-sm text-slate-700 dark:text-slate-300">{M.historyEmpty}</p>;
  } else {
    body = (
      <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4 dark:border-ink-700">
        {data.map((entry, i) => (
          <li key={i} className="flex flex-col">
            <span className="font-semibold text-slate-900 dark:text-slate-50">
              {EVENT_LABELS[entry.event]}
            </span>
            <time dateTime={entry.at} className="text-xs text-slate-600 dark:text-slate-400">
              {formatInstant(entry.at, timeZone, DATE_TIME_PARTS)}
            </time>
            {entry.detail && (
              <span className="break-words text-sm text-slate-700 dark:text-slate-300">
                {entry.detail}
              </span>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={`${M.historyTitle}: ${row.event}`}
      description={`${row.pick} · ${row.market}`}
      size="md"
    >
      <div className="mt-2 flex flex-col gap-5">
        {body}
        <div className="flex justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {M.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}
