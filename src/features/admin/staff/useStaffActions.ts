/**
 * The Staff screen's writes: changing a role (at once, said in a notice), suspending or restoring
 * (after asking, when suspending), resetting a password (after asking; its one-time link is then
 * `resetLink`, to show once), and revoking an invitation (after asking). Each says what the
 * server answered; `busy` names the member or invitation being changed.
 */
import { useState } from 'react';
import { ROLE_LABELS, type Role } from '../../../contract/roles';
import type { Invitation, StaffMember } from '../../../contract/staffCalls';
import { failureMessage } from '../lib/writeResult';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useConfirm } from '../ui/useConfirm';
import {
  passwordResetUrl,
  useChangeRoleMutation,
  useResetPasswordMutation,
  useRevokeInvitationMutation,
  useSuspendMutation,
  type OneTimeLinkAnswer,
} from './api';
import { STAFF_MESSAGES as M } from './messages';

export function useStaffActions() {
  const [busy, setBusy] = useState<{ kind: 'member' | 'invitation'; id: number } | null>(null);
  const [changeRole] = useChangeRoleMutation();
  const [suspend] = useSuspendMutation();
  const [revoke] = useRevokeInvitationMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [resetLink, setResetLink] = useState<(OneTimeLinkAnswer & { url: string }) | null>(null);
  const confirm = useConfirm();
  const notify = useAdminNotify();
  const confirmed = useConfirmedDelete();

  const busyWith = async (
    kind: 'member' | 'invitation',
    id: number,
    run: () => Promise<unknown>,
  ) => {
    setBusy({ kind, id });
    try {
      await run();
    } finally {
      setBusy(null);
    }
  };

  const onRole = (member: StaffMember, role: Role) =>
    void busyWith('member', member.id, async () => {
      try {
        await changeRole({ id: member.id, role }).unwrap();
        notify({
          kind: 'success',
          text: `${M.roleChanged}: ${member.display_name} is now ${ROLE_LABELS[role]}`,
        });
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, M.roleFailed) });
      }
    });

  const onSuspend = (member: StaffMember, suspended: boolean) =>
    void busyWith('member', member.id, async () => {
      const send = async () => (await suspend({ id: member.id, suspended }).unwrap()).message;
      if (suspended) {
        await confirmed(M.confirmSuspend(member.display_name), send, M.suspendFailed, M.suspend);
        return;
      }
      try {
        notify({ kind: 'success', text: await send() });
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, M.suspendFailed) });
      }
    });

  const onReset = (member: StaffMember) =>
    void busyWith('member', member.id, async () => {
      const question = M.confirmReset(member.display_name);
      if (!(await confirm(question, { confirmLabel: M.resetPassword, tone: 'danger' }))) return;
      try {
        const answer = await resetPassword(member.id).unwrap();
        setResetLink({ ...answer, url: passwordResetUrl(answer.token) });
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, M.resetFailed) });
      }
    });

  const onRevoke = (invitation: Invitation) =>
    void busyWith('invitation', invitation.id, () =>
      confirmed(
        M.confirmRevoke,
        async () => (await revoke(invitation.id).unwrap()).message,
        M.revokeFailed,
        M.revoke,
      ),
    );

  return {
    busyMember: busy?.kind === 'member' ? busy.id : null,
    busyInvitation: busy?.kind === 'invitation' ? busy.id : null,
    onRole,
    onSuspend,
    onReset,
    onRevoke,
    /** The reset link just made, shown once until `closeResetLink`. */
    resetLink,
    closeResetLink: () => setResetLink(null),
  };
}
