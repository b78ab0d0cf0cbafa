/** /admin/categories/edit/:id (an id that is not a positive whole number is simply not found). */
import { useParams } from 'react-router-dom';
import { EditCategory } from '../../../features/admin/categories/EditCategory';
import { CATEGORY_MESSAGES } from '../../../features/admin/categories/messages';
import { AdminMessagePanel } from '../../../features/admin/ui/AdminMessagePanel';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function CategoryEditPage() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <>
      <AdminPageHeader title="Edit Category" />
      {numeric > 0 ? (
        <EditCategory id={numeric} />
      ) : (
        <AdminMessagePanel
          text={CATEGORY_MESSAGES.notFound}
          backTo="/admin/categories"
          backLabel="Back to categories"
        />
      )}
    </>
  );
}
