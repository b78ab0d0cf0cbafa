/**
 * Where one is signed in: each session's device, address, last use and start, this one marked;
 * End for any other (after asking), and "End all other sessions".
 */
import { deviceName, type SessionRow } from '../../../contract/accountCalls';
import { DataTable, stackedCellClass, stackedRowClass } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useEndOtherSessionsMutation, useEndSessionMutation } from './api';
import { ACCOUNT_MESSAGES as M } from './messages';

const COLUMNS = [
  { header: 'Device' },
  { header: 'Address' },
  { header: M.lastSeen },
  { header: M.signedIn },
  { header: 'Actions', className: 'text-right' },
];

export function SessionsTable({
  sessions,
  formatTime,
}: {
  sessions: readonly SessionRow[];
  formatTime: (iso: string) => string;
}) {
  const [endSession, { isLoading: ending }] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const confirmed = useConfirmedDelete();
  const others = sessions.filter((s) => !s.current).length;

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        caption={M.sessions}
        stacked
        columns={COLUMNS}
        rows={sessions}
        rowKey={(session) => session.id}
        rowClassName={stackedRowClass}
        renderRow={(session) => (
          <>
            <td className={`${stackedCellClass} font-medium`}>
              {deviceName(session.user_agent)}
              {session.current && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                  {M.thisDevice}
                </span>
              )}
            </td>
            <td className={`${stackedCellClass} font-mono text-xs`}>{session.address}</td>
            <td className={stackedCellClass}>
              <span className="sm:sr-only">{M.lastSeen}: </span>
              {formatTime(session.last_seen_at)}
            </td>
            <td className={stackedCellClass}>
              <span className="sm:sr-only">{M.signedIn}: </span>
              {formatTime(session.created_at)}
            </td>
            <td className={stackedCellClass}>
              <div className="flex justify-end">
                {!session.current && (
                  <button
                    type="button"
                    className={buttonClass('danger', 'sm')}
                    disabled={ending}
                    aria-label={`${M.end} the session on ${deviceName(session.user_agent)}, last seen ${formatTime(session.last_seen_at)}`}
                    onClick={() =>
                      void confirmed(
                        M.confirmEnd,
                        async () => (await endSession(session.id).unwrap()).message,
                        M.endFailed,
                        M.end,
                      )
                    }
                  >
                    {M.end}
                  </button>
                )}
              </div>
            </td>
          </>
        )}
      />
      {others > 0 && (
        <div>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={endingOthers}
            onClick={() =>
              void confirmed(
                M.confirmEndOthers,
                async () => (await endOthers().unwrap()).message,
                M.endFailed,
                M.endOthers,
              )
            }
          >
            {M.endOthers}
          </button>
        </div>
      )}
    </div>
  );
}
