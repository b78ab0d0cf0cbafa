/** /admin/categories: the categories table with Add Category, edit and delete. */
import { CategoriesTable } from '../../../features/admin/categories/CategoriesTable';
import { CATEGORY_MESSAGES } from '../../../features/admin/categories/messages';
import { useDeleteCategory } from '../../../features/admin/categories/useDeleteCategory';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { useGetCategoriesQuery } from '../../../features/categories/api';

export default function CategoriesListPage() {
  const { data = [], isLoading, isError, refetch } = useGetCategoriesQuery();
  const { deleteCategory, deletingId } = useDeleteCategory();
  return (
    <AdminListPage
      title="Categories"
      add={{ to: '/admin/categories/add', label: 'Add Category' }}
      loading={isLoading && CATEGORY_MESSAGES.loadingList}
      failure={isError && { message: CATEGORY_MESSAGES.listFailed, onRetry: () => void refetch() }}
    >
      <CategoriesTable
        categories={data}
        onDelete={(category) => void deleteCategory(category)}
        deletingId={deletingId}
      />
    </AdminListPage>
  );
}
