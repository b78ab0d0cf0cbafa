/** Any unknown path under /admin. */
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';

export default function AdminNotFoundPage() {
  return <AdminNotFound />;
}
