/**
 * /admin/account: one's own profile (name and bio), password, two-factor login and sessions. Only on a backend with
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
import { useGetSessionQuery } from '../../../features/admin/auth/api';
import { TwoFactorSection } from '../../../features/admin/staff/TwoFactorSection';
import { TWO_FACTOR_MESSAGES as TF } from '../../../features/admin/staff/twoFactorMessages';

export default function AccountPage() {
  const { staff, pending, timeZone } = useCapabilities();
  const session = useGetSessionQuery();
  // The site requires two-factor login and they have none: only its setup is open to them.
  const due = session.data?.two_factor_required === true && session.data.two_factor === false;
  const account = useGetAccountQuery(undefined, { skip: !staff || due });
  const sessions = useGetSessionsQuery(undefined, { skip: !staff || due });
  if (!pending && !staff) return <AdminNotFound />;

  const twoFactor = (
    <AdminSection title={TF.title} description={TF.explain} className={due ? '' : 'mt-10'}>
      <TwoFactorSection />
    </AdminSection>
  );
  if (due) {
    return (
      <AdminListPage title={M.title} description={M.description} loading={pending && M.loading}>
        <p
          role="alert"
          className="mb-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {TF.requiredNotice}
        </p>
        {twoFactor}
      </AdminListPage>
    );
  }

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
      {session.data?.two_factor !== undefined && twoFactor}
      <AdminSection title={M.sessions} description={M.sessionsExplain}>
        <SessionsTable
          sessions={sessions.data ?? []}
          formatTime={(iso) => formatInZone(iso, timeZone)}
        />
      </AdminSection>
    </AdminListPage>
  );
}
