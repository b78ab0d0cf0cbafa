/** /admin/posts/add: a new post. */
import { useSelector } from 'react-redux';
import { useAccess } from '../../../features/admin/lib/access';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { AddPostForm } from '../../../features/admin/posts/form/AddPostForm';
import { POSTS_PATH } from '../../../features/admin/posts/paths';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { selectTheme } from '../../../features/theme/themeSlice';
import { usePostAuthorsState } from './usePostAuthors';

export default function PostAddPage() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const dark = useSelector(selectTheme) === 'dark';
  const capabilities = useCapabilities();
  const { userId } = useAccess();
  // Editors and owners choose the byline; the form starts with them as the author.
  const { authors, pending: authorsPending } = usePostAuthorsState();
  return (
    <>
      <AdminPageHeader title="Add Post" />
      {/* The form differs with the editorial workflow: it waits for the backend's answer. */}
      {capabilities.pending || authorsPending ? (
        <AdminLoading text="Loading..." />
      ) : (
        <AddPostForm
          categories={categories}
          categoriesLoading={isLoading}
          dark={dark}
          listPath={POSTS_PATH}
          capabilities={capabilities}
          authors={authors}
          authorId={userId}
        />
      )}
    </>
  );
}
