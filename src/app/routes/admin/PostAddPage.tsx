/** /admin/posts/add: a new post. */
import { useSelector } from 'react-redux';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { AddPostForm } from '../../../features/admin/posts/form/AddPostForm';
import { POSTS_PATH } from '../../../features/admin/posts/paths';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { selectTheme } from '../../../features/theme/themeSlice';

export default function PostAddPage() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const dark = useSelector(selectTheme) === 'dark';
  const capabilities = useCapabilities();
  return (
    <>
      <AdminPageHeader title="Add Post" />
      {/* The form differs with the editorial workflow: it waits for the backend's answer. */}
      {capabilities.pending ? (
        <AdminLoading text="Loading..." />
      ) : (
        <AddPostForm
          categories={categories}
          categoriesLoading={isLoading}
          dark={dark}
          listPath={POSTS_PATH}
          capabilities={capabilities}
        />
      )}
    </>
  );
}
