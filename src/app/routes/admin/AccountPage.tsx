/**
 * /admin/account: one's own profile (name and bio), password and sessions. Only on a backend with
 * staff accounts; every signed-in person has it.
 */
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { formatInZone } from '../../../features/admin/posts/time';
import { useGetAccountQuery, useGetSessionsQuery } from '../../../features/admin/staff/api';
import { ACCOUNT_MESSAGES as M } from '../../../features/admin/staff/messages';
import { AvatarForm } from '../../../features/admin/staff/AvatarForm';
import { PasswordForm } from '../../../features/admin/staff/PasswordForm';
import { ProfileForm } from '../../../features/admin/staff/ProfileForm';
import { SessionsTable } from '../../../features/admin/staff/SessionsTable';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminSection } from '../../../features/admin/ui/AdminSection';

export default function AccountPage() {
  const { staff, pending, timeZone } = useCapabilities();
  const account = useGetAccountQuery(undefined, { skip: !staff });
  const sessions = useGetSessionsQuery(undefined, { skip: !staff });
  if (!pending && !staff) return <AdminNotFound />;

  return (
    <AdminListPage
      title={M.title}
      description={M.description}
      loading={(pending || account.isLoading) && M.loading}
      failure={account.isError && { message: M.loadFailed, onRetry: () => void account.refetch() }}
    >
      <AdminSection title={M.profile} className="">
        {account.data && <ProfileForm account={account.data} />}
      </AdminSection>
      <AdminSection title={M.photo} description={M.photoExplain}>
        {account.data && <AvatarForm avatarPath={account.data.avatar_path} />}
      </AdminSection>
      <AdminSection title={M.password}>
        <PasswordForm />
      </AdminSection>
      <AdminSection title={M.sessions} description={M.sessionsExplain}>
        <SessionsTable
          sessions={sessions.data ?? []}
          formatTime={(iso) => formatInZone(iso, timeZone)}
        />
      </AdminSection>
    </AdminListPage>
  );
}
