/**
 * The Backups section: whether the server writes backups on a schedule, how often, the last
 * one's time (in the site's time zone) and size, a warning when it is overdue, and how to turn
 * them on when they are off (settings of the server, not of this screen).
 */
import { useCapabilities } from '../lib/capabilities';
import { AdminError } from '../ui/AdminError';
import { AdminLoading } from '../ui/AdminLoading';
import { AdminNotice } from '../ui/AdminNotice';
import { AdminSection } from '../ui/AdminSection';
import { panelClass } from '../ui/styles';
import { WithCode } from '../ui/WithCode';
import { useGetSiteBackupsQuery } from './api';
import { formatInterval, lastBackup } from './backupFigures';
import { SITE_DATA_MESSAGES as M } from './messages';

export function BackupsSection() {
  const { timeZone } = useCapabilities();
  // Backups are written while the screen is away: asked anew each time it opens.
  const backups = useGetSiteBackupsQuery(undefined, { refetchOnMountOrArgChange: true });
  const state = backups.data;
  const last = state ? lastBackup(state, timeZone) : null;
  const every = state?.every_hours ? formatInterval(state.every_hours) : '';

  return (
    <AdminSection title={M.backupsTitle} description={M.backupsExplain}>
      {backups.isLoading ? (
        <AdminLoading text={M.backupsLoading} className="max-w-2xl" />
      ) : !state ? (
        <div className="max-w-2xl">
          <AdminError message={M.backupsFailed} onRetry={() => void backups.refetch()} />
        </div>
      ) : (
        <div className={`${panelClass} flex max-w-2xl flex-col gap-4 p-5 sm:p-6`}>
          <p className="font-semibold text-slate-900 dark:text-slate-50">
            {state.scheduled ? M.backupsEvery(every) : M.backupsOff}
          </p>
          {(state.scheduled || last) && (
            <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{M.backupsLast}</dt>
                <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-50">
                  {last?.when ?? M.backupsNone}
                </dd>
              </div>
              {last && (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{M.backupsSize}</dt>
                  <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-50">
                    {last.size}
                  </dd>
                </div>
              )}
            </dl>
          )}
          {state.stale && (
            <AdminNotice tone="warning" announce>
              <WithCode text={last ? M.backupsStale(every) : M.backupsNoneYet} />
            </AdminNotice>
          )}
          {!state.scheduled && (
            <AdminNotice>
              <WithCode text={M.backupsHowToTurnOn} />
            </AdminNotice>
          )}
        </div>
      )}
    </AdminSection>
  );
}
