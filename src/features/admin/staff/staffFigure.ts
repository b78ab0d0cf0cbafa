/** The dashboard's Staff figure: how many people, and by role with the pending invitations. */
import { ROLE_LABELS, ROLES } from '../../../contract/roles';
import type { StaffAnswer } from '../../../contract/staffCalls';

export function staffFigure(staff: StaffAnswer): { value: string; note: string } {
  const active = staff.members.filter((m) => !m.suspended);
  const parts = [...ROLES]
    .reverse()
    .map((role) => {
      const n = active.filter((m) => m.role === role).length;
      return n ? `${n} ${ROLE_LABELS[role].toLowerCase()}${n === 1 ? '' : 's'}` : '';
    })
    .filter(Boolean);
  const pending = staff.invitations.length;
  if (pending) parts.push(`${pending} pending invitation${pending === 1 ? '' : 's'}`);
  return { value: String(active.length), note: parts.join(' · ') };
}
