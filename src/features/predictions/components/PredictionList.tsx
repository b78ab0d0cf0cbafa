import { Link } from 'react-router-dom';
import { PageLinks } from '../../../components/PageLinks';
import { useHydrated } from '../../../components/useHydrated';
import { postPath } from '../../../contract/paths';
import { RESULT_LABELS } from '../../../contract/predictionMarks';
import {
  PREDICTION_FILTERS,
  type PredictionFilter,
  type PredictionRow,
  type PredictionsAnswer,
} from '../../../contract/predictionCalls';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';
import { units } from '../lib/figures';
import { Odds } from './Odds';

const FILTER_LABELS: Record<PredictionFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  settled: 'Settled',
};

const EMPTY: Record<PredictionFilter, string> = {
  all: 'No predictions yet.',
  upcoming: 'No upcoming predictions right now.',
  settled: 'No settled predictions yet.',
};

/** `?status=…&page=…` for the list's links (the defaults left out). */
export function listSearch(status: PredictionFilter, page: number): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Before kickoff or after, for an unsettled pick, only once the page is the reader's (`now`). */
function statusOf(row: PredictionRow, now: number | null): { key: string; label: string } {
  if (row.result) return { key: row.result, label: RESULT_LABELS[row.result] };
  if (now === null) return { key: 'upcoming', label: 'Not settled' };
  return Date.parse(row.kickoff) <= now
    ? { key: 'started', label: 'Awaiting result' }
    : { key: 'upcoming', label: 'Upcoming' };
}

function Row({ row, hydrated }: { row: PredictionRow; hydrated: boolean }) {
  // The server writes kickoffs in UTC; the reader's own zone once the page is theirs.
  const kickoff = formatInstant(row.kickoff, hydrated ? undefined : 'UTC', DATE_TIME_PARTS);
  const status = statusOf(row, hydrated ? Date.now() : null);
  const about = [row.sport, row.competition].filter(Boolean).join(' \u00b7 ');
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-ink-700 dark:bg-ink-800">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
          {about}
        </p>
        <p className="mt-0.5 font-bold text-slate-900 dark:text-white">
          <Link
            to={postPath({ slug: row.post_slug, category_slug: row.category_slug })}
            className="underline-offset-2 hover:underline focus-visible:underline"
          >
            {row.event}
          </Link>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={row.kickoff}>{kickoff}</time>
        </p>
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
          <span className="font-semibold">{row.pick}</span> · {row.market} @{' '}
          <span className="font-semibold tabular-nums">
            <Odds odds={row.odds} />
          </span>{' '}
          · {row.stake} unit{row.stake === 1 ? '' : 's'}
        </p>
        {row.result === 'void' && row.void_reason && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Void: {row.void_reason}</p>
        )}
        {row.corrected && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Result corrected after settling.
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
        <span className={`prediction-status prediction-status--${status.key} text-sm`}>
          {status.label}
        </span>
        {row.score && (
          <span className="text-sm text-slate-600 dark:text-slate-400">{row.score}</span>
        )}
        {row.profit !== null && (
          <span className="text-sm font-bold tabular-nums text-slate-900 dark:text-white">
            {units(row.profit)} u
          </span>
        )}
      </div>
    </li>
  );
}

/** Every pick, upcoming and settled, newest kickoff first, with its filter and its pages. */
export function PredictionList({
  list,
  status,
  basePath,
}: {
  list: PredictionsAnswer;
  status: PredictionFilter;
  basePath: string;
}) {
  const hydrated = useHydrated();
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const linkClass =
    'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <section aria-labelledby="prediction-list" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prediction-list" className="text-lg font-bold text-slate-900 dark:text-white">
          Every pick
        </h2>
        <nav aria-label="Show">
          <ul className="flex gap-2">
            {PREDICTION_FILTERS.map((filter) => (
              <li key={filter}>
                <Link
                  to={`${basePath}${listSearch(filter, 1)}`}
                  aria-current={filter === status ? 'page' : undefined}
                  className={`${linkClass} ${
                    filter === status
                      ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-ink-900'
                      : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-ink-600 dark:text-slate-200 dark:hover:bg-ink-700'
                  }`}
                >
                  {FILTER_LABELS[filter]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-ink-600 dark:text-slate-400">
          {EMPTY[status]}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {list.items.map((row) => (
            <Row key={row.id} row={row} hydrated={hydrated} />
          ))}
        </ol>
      )}
      <PageLinks
        page={list.page}
        pages={pages}
        hrefOf={(page) => `${basePath}${listSearch(status, page)}`}
        newer="Newer picks"
        older="Older picks"
      />
    </section>
  );
}
