/**
 * The admin pages of one right (the lists for `site.lists`, the settings for `staff.manage`): a
 * role without it gets "Not allowed", naming the right, instead of a screen whose every write
 * the server would refuse. The server decides anyway; this only spares the dead end.
 */
import { Outlet } from 'react-router-dom';
import { missingRightMessage, type Right } from '../../../contract/roles';
import { useAccess } from '../../../features/admin/lib/access';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';

export function RequireRight({ right }: { right: Right }) {
  const { role, can } = useAccess();
  if (role && !can(right)) {
    return <AdminNotFound title="Not allowed" text={`${missingRightMessage(role, right)}.`} />;
  }
  return <Outlet />;
}
