/**
 * /admin/reset#{token}: the page of a password reset link the owner made, open to anyone with the
 * link (the token in the fragment never reaches a server log). Setting the new password signs the
 * person in and opens the dashboard.
 */
import { RESET_MESSAGES as M } from '../../../features/admin/staff/messages';
import { ResetPasswordForm } from '../../../features/admin/staff/ResetPasswordForm';
import { useFragmentToken } from '../../../features/admin/staff/useFragmentToken';
import { AdminCardPage } from './AdminCardPage';
import { useEnterAdmin } from './useEnterAdmin';

export default function ResetPasswordPage() {
  const token = useFragmentToken();
  const enter = useEnterAdmin();
  return (
    <AdminCardPage title={M.title}>
      <ResetPasswordForm token={token} onDone={enter} />
    </AdminCardPage>
  );
}
