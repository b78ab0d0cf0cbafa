/** /admin/categories/add */
import { AddCategory } from '../../../features/admin/categories/AddCategory';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function CategoryAddPage() {
  return (
    <>
      <AdminPageHeader title="Add Category" />
      <AddCategory />
    </>
  );
}
