/** The invitations not yet used, revoked or expired: who, as what, until when, and Revoke. */
import type { Invitation } from '../../../contract/staffCalls';
import { ROLE_LABELS } from '../../../contract/roles';
import { DataTable, stackedCellClass, stackedRowClass } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { STAFF_MESSAGES as M } from './messages';

const COLUMNS = [
  { header: M.name },
  { header: M.role },
  { header: M.expires },
  { header: M.invitedBy },
  { header: 'Actions', className: 'text-right' },
];

export function InvitationsTable({
  invitations,
  formatTime,
  mayRevoke,
  busyId,
  onRevoke,
}: {
  invitations: readonly Invitation[];
  formatTime: (iso: string) => string;
  mayRevoke: (invitation: Invitation) => boolean;
  busyId: number | null;
  onRevoke: (invitation: Invitation) => void;
}) {
  return (
    <DataTable
      caption={M.invitations}
      stacked
      columns={COLUMNS}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      rowClassName={stackedRowClass}
      empty={M.noInvitations}
      renderRow={(invitation) => (
        <>
          <td className={stackedCellClass}>
            <span className="font-medium">{invitation.name}</span>
            <span className="block [overflow-wrap:anywhere] text-xs text-slate-600 dark:text-slate-400">
              {invitation.email}
            </span>
          </td>
          <td className={stackedCellClass}>{ROLE_LABELS[invitation.role]}</td>
          <td className={stackedCellClass}>
            <span className="sm:sr-only">{M.expires}: </span>
            {formatTime(invitation.expires_at)}
          </td>
          <td className={stackedCellClass}>
            <span className="sm:sr-only">{M.invitedBy}: </span>
            {invitation.invited_by || '—'}
          </td>
          <td className={stackedCellClass}>
            <div className="flex flex-wrap justify-end gap-2">
              {mayRevoke(invitation) && (
                <button
                  type="button"
                  className={buttonClass('danger', 'sm')}
                  disabled={busyId === invitation.id}
                  onClick={() => onRevoke(invitation)}
                  aria-label={`${M.revoke} the invitation of ${invitation.email}`}
                >
                  {M.revoke}
                </button>
              )}
            </div>
          </td>
        </>
      )}
    />
  );
}
