// Minimal frame created by the admin-shell engineer so AdminApp typechecks; owned and replaced by
// the posts engineer.
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function PostEditPage() {
  return <AdminPageHeader title="Edit Post" />;
}
