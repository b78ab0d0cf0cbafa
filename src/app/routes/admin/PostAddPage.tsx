/** /admin/posts/add: a new post. */
import { useSelector } from 'react-redux';
import { AddPostForm } from '../../../features/admin/posts/AddPostForm';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { selectTheme } from '../../../features/theme/themeSlice';

export default function PostAddPage() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const dark = useSelector(selectTheme) === 'dark';
  return (
    <>
      <AdminPageHeader title="Add Post" />
      <AddPostForm
        categories={categories}
        categoriesLoading={isLoading}
        dark={dark}
        listPath="/admin/posts"
      />
    </>
  );
}
