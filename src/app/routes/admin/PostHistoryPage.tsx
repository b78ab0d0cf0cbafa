/**
 * /admin/posts/history/{id}: the post's revisions, each comparable with the current version and
 * restorable.
 *
 * Against a seed backend (no editorial workflow, so no revisions) the address leads to the post's
 * edit page instead, as the preview's does.
 */
import { useCallback } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useEditorial, useGetPostPreviewQuery } from '../../../features/admin/editorial/api';
import { HISTORY_MESSAGES as M } from '../../../features/admin/editorial/history/messages';
import { PostHistory } from '../../../features/admin/editorial/history/PostHistory';
import {
  isNotFound,
  PostLoadProblem,
  POSTS_PATH,
} from '../../../features/admin/posts/PostLoadProblem';
import { POST_MESSAGES } from '../../../features/admin/posts/messages';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass } from '../../../features/admin/ui/styles';
import { useGetCategoriesQuery } from '../../../features/categories/api';

export default function PostHistoryPage() {
  const { id = '' } = useParams();
  const postId = /^\d+$/.test(id) ? Number(id) : 0;
  const editorial = useEditorial();
  const post = useGetPostPreviewQuery(postId, {
    skip: !editorial.enabled || postId <= 0,
    // Revisions are compared with the post as it is now.
    refetchOnMountOrArgChange: true,
  });
  const categories = useGetCategoriesQuery();
  const editPath = `/admin/posts/edit/${postId}`;
  const list = categories.data;
  const categoryName = useCallback(
    (categoryId: number) => list?.find((c) => c.id === categoryId)?.name ?? null,
    [list],
  );

  if (editorial.pending) return <AdminLoading text={POST_MESSAGES.loadingPost} />;
  if (!editorial.enabled) return <Navigate to={postId > 0 ? editPath : POSTS_PATH} replace />;

  const current = post.currentData;
  let body;
  if (postId > 0 && !current && (post.isLoading || post.isFetching)) {
    body = <AdminLoading text={POST_MESSAGES.loadingPost} />;
  } else if (!current) {
    body = (
      <PostLoadProblem
        notFound={postId <= 0 || isNotFound(post.error)}
        onRetry={() => void post.refetch()}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{current.title}</p>
        <PostHistory
          postId={postId}
          current={current}
          timeZone={editorial.timeZone}
          categoryName={categoryName}
        />
      </div>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={M.title}
        actions={
          current && (
            <>
              <Link to={editPath} className={buttonClass('secondary', 'sm')}>
                {M.backToEditing}
              </Link>
              <Link
                to={`/admin/posts/preview/${postId}`}
                className={buttonClass('secondary', 'sm')}
              >
                {M.preview}
              </Link>
            </>
          )
        }
      />
      {body}
    </>
  );
}
