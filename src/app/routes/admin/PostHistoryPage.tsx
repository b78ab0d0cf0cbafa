/**
 * /admin/posts/history/{id}: the post's revisions, each comparable with the current version and
 * restorable. Only with the editorial workflow (see EditorialOnly).
 */
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import {
  EditorialOnly,
  type EditorialScreenProps,
} from '../../../features/admin/posts/EditorialOnly';
import { HISTORY_MESSAGES as M } from '../../../features/admin/posts/history/messages';
import { PostHistory } from '../../../features/admin/posts/history/PostHistory';
import { postEditPath, postPreviewPath } from '../../../features/admin/posts/paths';
import { PostOpening } from '../../../features/admin/posts/PostOpening';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass } from '../../../features/admin/ui/styles';
import { useGetCategoriesQuery } from '../../../features/categories/api';

export default function PostHistoryPage() {
  return <EditorialOnly screen={PostHistoryScreen} />;
}

function PostHistoryScreen({ postId, post, timeZone }: EditorialScreenProps) {
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
