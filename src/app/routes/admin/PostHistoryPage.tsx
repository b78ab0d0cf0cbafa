/**
 * /admin/posts/history/{id}: the post's revisions, each comparable with the current version and
 * restorable. Only with the editorial workflow (see EditorialOnly).
 */
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { EditorialOnly } from '../../../features/admin/posts/EditorialOnly';
import { useGetPostPreviewQuery } from '../../../features/admin/posts/editorialApi';
import { HISTORY_MESSAGES as M } from '../../../features/admin/posts/history/messages';
import { PostHistory } from '../../../features/admin/posts/history/PostHistory';
import { postEditPath, postPreviewPath } from '../../../features/admin/posts/paths';
import { PostOpening } from '../../../features/admin/posts/PostOpening';
import { usePostIdParam } from '../../../features/admin/posts/usePostIdParam';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass } from '../../../features/admin/ui/styles';
import { useGetCategoriesQuery } from '../../../features/categories/api';

export default function PostHistoryPage() {
  const postId = usePostIdParam();
  return (
    <EditorialOnly postId={postId}>
      <PostHistoryScreen postId={postId} />
    </EditorialOnly>
  );
}

function PostHistoryScreen({ postId }: { postId: number }) {
  const { timeZone } = useCapabilities();
  const post = useGetPostPreviewQuery(postId, {
    skip: postId <= 0,
    // Revisions are compared with the post as it is now.
    refetchOnMountOrArgChange: true,
  });
  const categories = useGetCategoriesQuery();
  const list = categories.data;
  const categoryName = useCallback(
    (categoryId: number) => list?.find((c) => c.id === categoryId)?.name ?? null,
    [list],
  );

  return (
    <>
      <AdminPageHeader
        title={M.title}
        actions={
          post.currentData && (
            <>
              <Link to={postEditPath(postId)} className={buttonClass('secondary', 'sm')}>
                {M.backToEditing}
              </Link>
              <Link to={postPreviewPath(postId)} className={buttonClass('secondary', 'sm')}>
                {M.preview}
              </Link>
            </>
          )
        }
      />
      <PostOpening postId={postId} query={post}>
        {(current) => (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">
              {current.title}
            </p>
            <PostHistory
              postId={postId}
              current={current}
              timeZone={timeZone}
              categoryName={categoryName}
            />
          </div>
        )}
      </PostOpening>
    </>
  );
}
