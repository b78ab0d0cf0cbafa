/** /admin/posts/edit/{id}: the post loaded by id into the edit form. */
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { useEditorial } from '../../../features/admin/editorial/api';
import { ShareLinkButton } from '../../../features/admin/editorial/share/ShareLinkButton';
import { useGetAdminPostQuery } from '../../../features/admin/posts/api';
import { EditPostForm } from '../../../features/admin/posts/EditPostForm';
import { POST_MESSAGES } from '../../../features/admin/posts/messages';
import {
  isNotFound,
  PostLoadProblem,
  POSTS_PATH,
} from '../../../features/admin/posts/PostLoadProblem';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { selectTheme } from '../../../features/theme/themeSlice';

export default function PostEditPage() {
  const { id = '' } = useParams();
  const postId = /^\d+$/.test(id) ? Number(id) : 0;
  const post = useGetAdminPostQuery(postId, {
    skip: postId <= 0,
    // The form must start from the server's current version (its updated_at guards the save).
    refetchOnMountOrArgChange: true,
  });
  const categories = useGetCategoriesQuery();
  const dark = useSelector(selectTheme) === 'dark';
  const editorial = useEditorial();
  // Bumped when the admin discards their edits for the latest version: restarts the form.
  const [version, setVersion] = useState(0);

  let body;
  if (postId > 0 && (post.isLoading || (post.isFetching && !post.data))) {
    body = (
      <div role="status" className={`${panelClass} flex items-center gap-3 p-8`}>
        <span
          aria-hidden="true"
          className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none dark:border-ink-700 dark:border-t-brand-400"
        />
        <p className="text-slate-700 dark:text-slate-300">{POST_MESSAGES.loadingPost}</p>
      </div>
    );
  } else if (post.data) {
    body = (
      <EditPostForm
        key={`${post.data.id}-${version}`}
        post={post.data}
        categories={categories.data ?? []}
        categoriesLoading={categories.isLoading}
        dark={dark}
        listPath={POSTS_PATH}
        onReload={() => {
          void post.refetch().then(() => setVersion((v) => v + 1));
        }}
      />
    );
  } else {
    body = (
      <PostLoadProblem
        notFound={postId <= 0 || isNotFound(post.error)}
        onRetry={() => void post.refetch()}
      />
    );
  }

  return (
    <>
      <AdminPageHeader title="Edit Post" />
      {editorial.enabled && post.data && (
        <nav aria-label="Post tools" className="-mt-3 mb-6 flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/posts/preview/${post.data.id}`}
            className={buttonClass('secondary', 'sm')}
          >
            Preview
          </Link>
          <Link
            to={`/admin/posts/history/${post.data.id}`}
            className={buttonClass('secondary', 'sm')}
          >
            History
          </Link>
          <ShareLinkButton postId={post.data.id} size="sm" />
        </nav>
      )}
      {body}
    </>
  );
}
