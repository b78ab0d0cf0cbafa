/**
 * /admin/posts/preview/{id}: the post as a reader would see it (the public PostArticle, whose body
 * is sanitised as on the public page), whatever its status, under a banner that says it is a
 * preview and what readers see of it. Only with the editorial workflow (see EditorialOnly).
 */
import { env } from '../../../config/env';
import {
  EditorialOnly,
  type EditorialScreenProps,
} from '../../../features/admin/posts/EditorialOnly';
import { postEditPath } from '../../../features/admin/posts/paths';
import { PostOpening } from '../../../features/admin/posts/PostOpening';
import { PreviewBanner } from '../../../features/admin/posts/preview/PreviewBanner';
import { ReaderPost } from '../ReaderPost';

export default function PostPreviewPage() {
  return <EditorialOnly screen={PostPreview} />;
}

function PostPreview({ postId, post: preview, timeZone }: EditorialScreenProps) {
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
              <ReaderPost post={post} />
            </div>
          </div>
        </>
      )}
    </PostOpening>
  );
}
