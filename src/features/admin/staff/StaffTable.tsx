/**
 * The team: name and email, role, posts, state, and (for the owner) the role to change, Suspend
 * or Restore, Reset password and Delete. Nobody is offered these for themselves (their own
 * password is changed on Your account); the server keeps the last owner.
 */
import { useId } from 'react';
import { controlClass } from '../../../components/form/formStyles';
import { ROLE_LABELS, ROLES, type Role } from '../../../contract/roles';
import type { StaffMember } from '../../../contract/staffCalls';
import { DataTable, stackedCellClass, stackedRowClass } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { STAFF_MESSAGES as M } from './messages';

const COLUMNS = [
  { header: 'Name' },
  { header: M.role },
  { header: 'Posts', className: 'text-right' },
  { header: 'State' },
  { header: 'Actions', className: 'text-right' },
];

/** What they sign in with, when it says more than their name (an email, another username). */
const signsInAs = (member: StaffMember) =>
  member.email || (member.username !== member.display_name ? member.username : '');

export function StaffTable({
  members,
  selfUsername,
  manage,
  busyId,
  onRole,
  onSuspend,
  onReset,
  onDelete,
}: {
  members: readonly StaffMember[];
  /** The signed-in person's username (not offered to suspend themselves). */
  selfUsername: string | null;
  /** Whether roles and suspension may be changed here (the owner). */
  manage: boolean;
  busyId: number | null;
  onRole: (member: StaffMember, role: Role) => void;
  onSuspend: (member: StaffMember, suspended: boolean) => void;
  onReset: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
}) {
  const labelId = useId();
  return (
    <DataTable
      caption={M.members}
      stacked
      columns={manage ? COLUMNS : COLUMNS.slice(0, 4)}
      rows={members}
      rowKey={(member) => member.id}
      rowClassName={stackedRowClass}
      empty={M.none}
      renderRow={(member) => {
        const self = member.username === selfUsername;
        return (
          <>
            <td className={stackedCellClass}>
              <span className="font-medium">{member.display_name}</span>
              {self && <span className="text-slate-600 dark:text-slate-400"> ({M.you})</span>}
              {signsInAs(member) && (
                <span className="block text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
                  {signsInAs(member)}
                </span>
              )}
            </td>
            <td className={stackedCellClass}>
              {manage ? (
                <>
                  <span id={`${labelId}-${member.id}`} className="sr-only">
                    {`${M.role} of ${member.display_name}`}
                  </span>
                  <select
                    aria-labelledby={`${labelId}-${member.id}`}
                    value={member.role}
                    disabled={busyId === member.id}
                    onChange={(e) => onRole(member, e.target.value as Role)}
                    className={`${controlClass} w-auto`}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                ROLE_LABELS[member.role]
              )}
            </td>
            <td className={`${stackedCellClass} tabular-nums sm:text-right`}>
              <span className="sm:sr-only">Posts: </span>
              {member.posts}
            </td>
            <td className={stackedCellClass}>
              {member.suspended ? (
                <span className="font-medium text-red-700 dark:text-red-300">
                  {M.suspendedState}
                </span>
              ) : (
                M.active
              )}
            </td>
            {manage && (
              <td className={stackedCellClass}>
                <div className="flex flex-wrap justify-end gap-2">
                  {!self && (
                    <>
                      {!member.suspended && (
                        <button
                          type="button"
                          className={buttonClass('secondary', 'sm')}
                          disabled={busyId === member.id}
                          onClick={() => onReset(member)}
                          aria-label={`${M.resetPassword} of ${member.display_name}`}
                        >
                          {M.resetPassword}
                        </button>
                      )}
                      <button
                        type="button"
                        className={buttonClass(member.suspended ? 'secondary' : 'danger', 'sm')}
                        disabled={busyId === member.id}
                        onClick={() => onSuspend(member, !member.suspended)}
                        aria-label={`${member.suspended ? M.restore : M.suspend} ${member.display_name}`}
                      >
                        {member.suspended ? M.restore : M.suspend}
                      </button>
                      <button
                        type="button"
                        className={buttonClass('danger', 'sm')}
                        disabled={busyId === member.id}
                        onClick={() => onDelete(member)}
                        aria-label={`${M.delete} ${member.display_name}`}
                      >
                        {M.delete}
                      </button>
                    </>
                  )}
                </div>
              </td>
            )}
          </>
        );
      }}
    />
  );
}
