/**
 * "Recently settled": the settled picks, newest kickoff first, a page at a time, each one
 * correctable (the public list, q=predictions&status=settled).
 */
import { useState } from 'react';
import { AdminError } from '../ui/AdminError';
import { AdminLoading } from '../ui/AdminLoading';
import { buttonClass } from '../ui/styles';
import { useGetSettledPredictionsQuery } from './api';
import { SETTLE_MESSAGES as M } from './messages';
import { PickActions } from './PickActions';
import { PredictionsTable } from './PredictionsTable';
import type { OpenPickDialog } from './usePickDialogs';
import { AdminSection } from '../ui/AdminSection';

export function SettledSection({ timeZone, onOpen }: { timeZone: string; onOpen: OpenPickDialog }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching, refetch } = useGetSettledPredictionsQuery(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  let body;
  if (isLoading) body = <AdminLoading text={M.settledLoading} />;
  else if (isError || !data) {
    body = <AdminError message={M.settledFailed} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <PredictionsTable
          caption={M.settledTitle}
          rows={data.items}
          timeZone={timeZone}
          settled
          empty={M.settledEmpty}
          busy={isFetching}
          actions={(row) => <PickActions row={row} onOpen={onOpen} />}
        />
        {pages > 1 && (
          <nav aria-label="Settled pages" className="mt-3 flex items-center justify-end gap-3">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </button>
            <span className="text-sm tabular-nums text-slate-600 dark:text-slate-400">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </button>
          </nav>
        )}
      </>
    );
  }
  return (
    <AdminSection title={M.settledTitle} description={M.settledExplain}>
      {body}
    </AdminSection>
  );
}
