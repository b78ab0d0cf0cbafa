/**
 * /admin/posts/preview/{id}: the post as a reader would see it (the public PostArticle, whose body
 * is sanitised as on the public page), whatever its status, under a banner that says it is a
 * preview and what readers see of it. Only with the editorial workflow (see EditorialOnly).
 */
import { env } from '../../../config/env';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { EditorialOnly } from '../../../features/admin/posts/EditorialOnly';
import { useGetPostPreviewQuery } from '../../../features/admin/posts/editorialApi';
import { postEditPath } from '../../../features/admin/posts/paths';
import { PostOpening } from '../../../features/admin/posts/PostOpening';
import { PreviewBanner } from '../../../features/admin/posts/preview/PreviewBanner';
import { usePostIdParam } from '../../../features/admin/posts/usePostIdParam';
import { PostArticle } from '../../../features/posts/components/PostArticle';

export default function PostPreviewPage() {
  const postId = usePostIdParam();
  return (
    <EditorialOnly postId={postId}>
      <PostPreview postId={postId} />
    </EditorialOnly>
  );
}

function PostPreview({ postId }: { postId: number }) {
  const { timeZone } = useCapabilities();
  const preview = useGetPostPreviewQuery(postId, {
    skip: postId <= 0,
    // Always the latest saved version, not one cached before the last save.
    refetchOnMountOrArgChange: true,
  });
  return (
    <PostOpening
      postId={postId}
      query={preview}
      problemTitle={`Preview · Admin · ${env.brandName}`}
    >
      {(post) => (
        <>
          <title>{`Preview: ${post.title} · Admin · ${env.brandName}`}</title>
          <PreviewBanner post={post} timeZone={timeZone} editPath={postEditPath(postId)} />
          {/* The reader's page: its background and spacing, the article as the reader's column. */}
          <div className="rounded-2xl border border-slate-200 bg-white px-4 py-6 sm:px-6 sm:py-10 dark:border-ink-700 dark:bg-ink-900">
            <div className="flex flex-col gap-8">
              <PostArticle post={post} />
            </div>
          </div>
        </>
      )}
    </PostOpening>
  );
}
