/** /admin/categories: the categories table with Add Category, edit and delete. */
import { Link } from 'react-router-dom';
import { CategoriesTable } from '../../../features/admin/categories/CategoriesTable';
import { useDeleteCategory } from '../../../features/admin/categories/useDeleteCategory';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass } from '../../../features/admin/ui/styles';
import { useGetCategoriesQuery } from '../../../features/categories/api';

export default function CategoriesListPage() {
  const { data = [], isLoading, isError, refetch } = useGetCategoriesQuery();
  const { deleteCategory, deletingId } = useDeleteCategory();
  return (
    <>
      <AdminPageHeader
        title="Categories"
        actions={
          <Link to="/admin/categories/add" className={buttonClass('primary')}>
            Add Category
          </Link>
        }
      />
      <CategoriesTable
        categories={data}
        loading={isLoading}
        failed={isError}
        onRetry={() => void refetch()}
        onDelete={(category) => void deleteCategory(category)}
        deletingId={deletingId}
      />
    </>
  );
}
