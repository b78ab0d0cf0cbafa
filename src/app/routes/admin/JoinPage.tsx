/**
 * /admin/join#{token}: an invitation's page, open to anyone with the link (the token in the
 * fragment never reaches a server log). Accepting signs the new staff member in and opens the
 * dashboard.
 */
import { JoinForm } from '../../../features/admin/staff/JoinForm';
import { JOIN_MESSAGES as M } from '../../../features/admin/staff/messages';
import { useFragmentToken } from '../../../features/admin/staff/useFragmentToken';
import { AdminCardPage } from './AdminCardPage';
import { useEnterAdmin } from './useEnterAdmin';

export default function JoinPage() {
  const token = useFragmentToken();
  const enter = useEnterAdmin();
  return (
    <AdminCardPage title={M.title}>
      <JoinForm token={token} onJoined={enter} />
    </AdminCardPage>
  );
}
