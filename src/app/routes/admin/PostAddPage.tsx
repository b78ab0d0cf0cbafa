/** /admin/posts/add: a new post. */
import { useSelector } from 'react-redux';
import { useEditorial } from '../../../features/admin/editorial/api';
import { AddPostForm } from '../../../features/admin/posts/AddPostForm';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { selectTheme } from '../../../features/theme/themeSlice';

export default function PostAddPage() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const dark = useSelector(selectTheme) === 'dark';
  const editorial = useEditorial();
  return (
    <>
      <AdminPageHeader title="Add Post" />
      {/* The form differs with the editorial workflow: it waits for the backend's answer. */}
      {editorial.pending ? (
        <AdminLoading text="Loading..." />
      ) : (
        <AddPostForm
          categories={categories}
          categoriesLoading={isLoading}
          dark={dark}
          listPath="/admin/posts"
          editorial={editorial}
        />
      )}
    </>
  );
}
