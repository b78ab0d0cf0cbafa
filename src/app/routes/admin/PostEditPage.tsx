/** /admin/posts/edit/{id}: the post loaded by id into the edit form. */
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { PostFigures } from '../../../features/admin/analytics/PostFigures';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { useGetAdminPostQuery } from '../../../features/admin/posts/api';
import { EditPostForm } from '../../../features/admin/posts/form/EditPostForm';
import { POSTS_PATH } from '../../../features/admin/posts/paths';
import { PostOpening } from '../../../features/admin/posts/PostOpening';
import { PostTools } from '../../../features/admin/posts/PostTools';
import { usePostIdParam } from '../../../features/admin/posts/usePostIdParam';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { selectTheme } from '../../../features/theme/themeSlice';
import { usePostAuthors } from './usePostAuthors';

export default function PostEditPage() {
  const postId = usePostIdParam();
  const post = useGetAdminPostQuery(postId, {
    skip: postId <= 0,
    // The form must start from the server's current version (its updated_at guards the save).
    refetchOnMountOrArgChange: true,
  });
  const categories = useGetCategoriesQuery();
  const dark = useSelector(selectTheme) === 'dark';
  const capabilities = useCapabilities();
  const authors = usePostAuthors();
  // Bumped when the admin discards their edits for the latest version: restarts the form.
  const [version, setVersion] = useState(0);

  return (
    <>
      <AdminPageHeader title="Edit Post" />
      {capabilities.editorial && post.currentData && <PostTools postId={post.currentData.id} />}
      <PostOpening postId={postId} query={post}>
        {(loaded) => (
          <EditPostForm
            key={`${loaded.id}-${version}`}
            post={loaded}
            categories={categories.data ?? []}
            categoriesLoading={categories.isLoading}
            dark={dark}
            listPath={POSTS_PATH}
            capabilities={capabilities}
            authors={authors}
            onReload={() => {
              void post.refetch().then(() => setVersion((v) => v + 1));
            }}
          />
        )}
      </PostOpening>
      {/* Its readers, once it is out (on a backend that counts views; no status: the seed's). */}
      {capabilities.analytics &&
        post.currentData &&
        (post.currentData.status ?? 'published') === 'published' && (
          <PostFigures postId={post.currentData.id} />
        )}
    </>
  );
}
