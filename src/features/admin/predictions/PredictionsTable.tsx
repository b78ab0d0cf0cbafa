/**
 * A table of picks (the shared DataTable, a card per pick on phones): the event with its post,
 * the kickoff in the site's zone, pick and market, odds and stake, the result when `settled`, and
 * each pick's actions (`actions(row)`).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PredictionRow } from '../../../contract/predictionCalls';
import { RESULT_LABELS } from '../../../contract/predictionMarks';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';
import { formatOdds } from '../../../lib/odds';
import { DataTable } from '../ui/DataTable';

const units = (stake: number) => `${stake} ${stake === 1 ? 'unit' : 'units'}`;

/**
 * On phones each pick is a card (a two-column grid: odds and stake side by side, the rest across)
 * and each cell says what it is; from 640 px, a table row.
 */
const rowClass =
  'grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-4 sm:table-row sm:p-0 hover:bg-slate-50 dark:hover:bg-ink-700/40';
const cell = 'sm:table-cell sm:px-4 sm:py-3 sm:align-middle';
const wide = `col-span-2 ${cell}`;
const cue = 'mr-1 text-xs font-semibold uppercase text-slate-600 sm:hidden dark:text-slate-400';

export function PredictionsTable({
  caption,
  rows,
  timeZone,
  settled = false,
  empty,
  busy,
  actions,
}: {
  caption: string;
  rows: readonly PredictionRow[];
  timeZone: string;
  settled?: boolean;
  empty: string;
  busy?: boolean;
  actions: (row: PredictionRow) => ReactNode;
}) {
  const columns = [
    { header: 'Event' },
    { header: 'Kickoff' },
    { header: 'Pick' },
    { header: 'Odds', className: 'text-right' },
    { header: 'Stake', className: 'text-right' },
    ...(settled ? [{ header: 'Result' }] : []),
    { header: 'Actions', className: 'text-right' },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      stacked
      busy={busy}
      rowClassName={rowClass}
      empty={empty}
      renderRow={(row) => (
        <>
          <td className={`${wide} min-w-0 sm:min-w-44 sm:max-w-72`}>
            <p className="break-words font-semibold text-slate-900 dark:text-slate-50">
              {row.event}
            </p>
            <p className="break-words text-xs text-slate-600 dark:text-slate-400">
              {[row.sport, row.competition].filter(Boolean).join(' · ')}
            </p>
            <Link
              to={`/admin/posts/edit/${row.post_id}`}
              className="break-words text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
            >
              {row.post_title}
            </Link>
          </td>
          <td className={`${wide} whitespace-nowrap text-slate-700 dark:text-slate-300`}>
            <span className={cue}>Kickoff</span>
            <time dateTime={row.kickoff}>
              {formatInstant(row.kickoff, timeZone, DATE_TIME_PARTS)}
            </time>
          </td>
          <td className={`${wide} break-words`}>
            <span className={cue}>Pick</span>
            <span className="font-medium">{row.pick}</span>
            <span className="text-slate-600 dark:text-slate-400"> · {row.market}</span>
          </td>
          <td className={`${cell} tabular-nums sm:text-right`}>
            <span className={cue}>Odds</span>
            {formatOdds(row.odds, 'decimal')}
          </td>
          <td className={`${cell} whitespace-nowrap tabular-nums sm:text-right`}>
            <span className={cue}>Stake</span>
            {units(row.stake)}
          </td>
          {settled && (
            <td className={wide}>
              <span className={cue}>Result</span>
              <ResultText row={row} />
            </td>
          )}
          <td className={`${wide} pt-1 sm:pt-3`}>
            <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">{actions(row)}</div>
          </td>
        </>
      )}
    />
  );
}

function ResultText({ row }: { row: PredictionRow }) {
  if (!row.result) return null;
  return (
    <span className="inline-flex flex-col align-top">
      <span className="whitespace-nowrap font-semibold">
        {RESULT_LABELS[row.result]}
        {row.score && <span className="font-normal"> · {row.score}</span>}
      </span>
      {row.corrected && (
        <span className="text-xs text-amber-800 dark:text-amber-300">Corrected</span>
      )}
      {row.void_reason && (
        <span className="break-words text-xs text-slate-600 dark:text-slate-400">
          {row.void_reason}
        </span>
      )}
    </span>
  );
}
