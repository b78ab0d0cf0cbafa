/**
 * /admin/posts/preview/{id}: the post as a reader would see it (the public PostArticle, whose body
 * is sanitised as on the public page), whatever its status, under a banner that says it is a
 * preview and what readers see of it.
 *
 * Against a seed backend (no editorial workflow, so no previews) the address leads to the post's
 * edit page instead: that is the closest screen that backend has, and a bookmark still lands
 * somewhere useful.
 */
import { Navigate, useParams } from 'react-router-dom';
import { env } from '../../../config/env';
import { useEditorial, useGetPostPreviewQuery } from '../../../features/admin/editorial/api';
import { PreviewBanner } from '../../../features/admin/editorial/preview/PreviewBanner';
import {
  isNotFound,
  PostLoadProblem,
  POSTS_PATH,
} from '../../../features/admin/posts/PostLoadProblem';
import { POST_MESSAGES } from '../../../features/admin/posts/messages';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { PostArticle } from '../../../features/posts/components/PostArticle';

export default function PostPreviewPage() {
  const { id = '' } = useParams();
  const postId = /^\d+$/.test(id) ? Number(id) : 0;
  const editorial = useEditorial();
  const preview = useGetPostPreviewQuery(postId, {
    skip: !editorial.enabled || postId <= 0,
    // Always the latest saved version, not one cached before the last save.
    refetchOnMountOrArgChange: true,
  });
  const editPath = `/admin/posts/edit/${postId}`;

  if (editorial.pending) return <AdminLoading text={POST_MESSAGES.loadingPost} />;
  if (!editorial.enabled) return <Navigate to={postId > 0 ? editPath : POSTS_PATH} replace />;

  const post = preview.currentData;
  if (postId > 0 && !post && (preview.isLoading || preview.isFetching)) {
    return <AdminLoading text={POST_MESSAGES.loadingPost} />;
  }
  if (!post) {
    return (
      <>
        <title>{`Preview · Admin · ${env.brandName}`}</title>
        <PostLoadProblem
          notFound={postId <= 0 || isNotFound(preview.error)}
          onRetry={() => void preview.refetch()}
        />
      </>
    );
  }

  return (
    <>
      <title>{`Preview: ${post.title} · Admin · ${env.brandName}`}</title>
      <PreviewBanner post={post} timeZone={editorial.timeZone} editPath={editPath} />
      {/* The reader's page: its background and spacing, the article as the reader's column. */}
      <div className="rounded-2xl border border-slate-200 bg-white px-4 py-6 sm:px-6 sm:py-10 dark:border-ink-700 dark:bg-ink-900">
        <div className="flex flex-col gap-8">
          <PostArticle post={post} />
        </div>
      </div>
    </>
  );
}
