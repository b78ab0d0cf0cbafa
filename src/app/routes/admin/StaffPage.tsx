/**
 * /admin/staff: the team (roles, suspension, password resets and deletion for the owner) and the
 * open invitations, with "Invite someone". Only a backend with staff accounts has it, and only the owner and editors
 * see it; on any other the address is not an admin page.
 */
import { useState } from 'react';
import { invitableRoles } from '../../../contract/roles';
import { useGetSessionQuery } from '../../../features/admin/auth/api';
import { useAccess } from '../../../features/admin/lib/access';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { formatInZone } from '../../../features/admin/posts/time';
import { useGetStaffQuery } from '../../../features/admin/staff/api';
import { InvitationsTable } from '../../../features/admin/staff/InvitationsTable';
import { InviteDialog } from '../../../features/admin/staff/InviteDialog';
import { STAFF_MESSAGES as M } from '../../../features/admin/staff/messages';
import { StaffTable } from '../../../features/admin/staff/StaffTable';
import { useStaffActions } from '../../../features/admin/staff/useStaffActions';
import { DeleteMemberDialog } from '../../../features/admin/staff/DeleteMemberDialog';
import type { StaffMember } from '../../../contract/staffCalls';
import { OneTimeLinkDialog } from '../../../features/admin/ui/OneTimeLinkDialog';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminSection } from '../../../features/admin/ui/AdminSection';
import { TwoFactorRuleForm } from '../../../features/admin/staff/TwoFactorRuleForm';
import { TWO_FACTOR_MESSAGES as TF } from '../../../features/admin/staff/twoFactorMessages';

export default function StaffPage() {
  const { staff: hasStaff, pending, timeZone } = useCapabilities();
  const access = useAccess();
  const allowed = hasStaff && access.can('staff.invite');
  const list = useGetStaffQuery(undefined, { skip: !allowed });
  const session = useGetSessionQuery();
  const actions = useStaffActions();
  const { busyMember, busyInvitation, onRole, onSuspend, onReset, onRevoke, resetLink } = actions;
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  if (!pending && !allowed) return <AdminNotFound />;

  const roles = access.role ? invitableRoles(access.role) : [];
  const formatTime = (iso: string) => formatInZone(iso, timeZone);
  return (
    <AdminListPage
      title={M.title}
      description={M.description}
      add={{ label: M.invite, onClick: () => setInviting(true) }}
      loading={(pending || list.isLoading) && M.loading}
      failure={list.isError && { message: M.loadFailed, onRetry: () => void list.refetch() }}
    >
      <AdminSection title={M.members} className="">
        <StaffTable
          members={list.data?.members ?? []}
          selfUsername={session.data?.username ?? null}
          manage={access.can('staff.manage')}
          busyId={busyMember}
          onRole={onRole}
          onSuspend={onSuspend}
          onReset={onReset}
          onDelete={setDeleting}
        />
      </AdminSection>
      <AdminSection title={M.invitations}>
        <InvitationsTable
          invitations={list.data?.invitations ?? []}
          formatTime={formatTime}
          mayRevoke={(invitation) => roles.includes(invitation.role)}
          busyId={busyInvitation}
          onRevoke={onRevoke}
        />
      </AdminSection>
      {access.can('staff.manage') && (
        <AdminSection title={TF.title} description={TF.explain}>
          <TwoFactorRuleForm />
        </AdminSection>
      )}
      {inviting && (
        <InviteDialog roles={roles} formatTime={formatTime} onClose={() => setInviting(false)} />
      )}
      {resetLink && (
        <OneTimeLinkDialog
          title={M.resetTitle}
          said={resetLink.message}
          label={M.resetLink}
          url={resetLink.url}
          note={`${resetLink.mail === 'sent' ? M.mailedNote : M.resetNote} It expires ${formatTime(resetLink.expires_at)}.`}
          doneLabel={M.done}
          onClose={actions.closeResetLink}
        />
      )}
      {deleting && (
        <DeleteMemberDialog
          member={deleting}
          others={(list.data?.members ?? []).filter((other) => other.id !== deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminListPage>
  );
}
