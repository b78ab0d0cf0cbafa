import { Link } from 'react-router-dom';
import type { AdminPostsAnswer } from '../../../../contract/schemas';
import { EDITORIAL_LIST_MESSAGES, STATUS_FILTER_LABELS } from '../messages';
import { STATUS_FILTERS, statusSearch, type StatusFilter } from './statusFilter';

const link =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-1.5 text-sm transition-colors';
const currentLink =
  'bg-white font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 dark:bg-ink-700 dark:text-slate-50 dark:ring-slate-500';
const otherLink =
  'font-medium text-slate-700 hover:bg-white/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-ink-700/60 dark:hover:text-slate-50';

/**
 * All, Drafts, Scheduled, Published, each with its count: real links (`?status=…`, from page 1,
 * keeping the search), so each filter has its own address and Back returns to the one before.
 */
export function StatusFilterNav({
  current,
  counts,
  search,
}: {
  current: StatusFilter;
  counts: AdminPostsAnswer['counts'];
  search: URLSearchParams;
}) {
  return (
    <nav aria-label={EDITORIAL_LIST_MESSAGES.filterLabel}>
      <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-ink-900">
        {STATUS_FILTERS.map((status) => {
          const isCurrent = status === current;
          return (
            <li key={status}>
              <Link
                to={{ search: statusSearch(search, status) }}
                aria-current={isCurrent ? 'page' : undefined}
                className={`${link} ${isCurrent ? currentLink : otherLink}`}
              >
                {STATUS_FILTER_LABELS[status]}{' '}
                <span className="tabular-nums text-slate-600 dark:text-slate-400">
                  ({counts[status]})
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
