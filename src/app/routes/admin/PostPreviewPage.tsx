/**
 * /admin/posts/preview/{id}: the post as a reader would see it, whatever its status: the reader's
 * page (PreviewSite: the public header, the post as its page draws it, the footer), drawn in a
 * frame as wide as a phone, a tablet or a desktop (the admin picks), under a bar that says it is a
 * preview, what readers see of it, and leads back to editing. Out of the admin's frame: the page
 * is the reader's. The date is the one readers will see (readerDateOf), never the creation date;
 * no share buttons (the preview's address is not the post's). Only with the editorial workflow
 * (see EditorialOnly).
 */
import { useState } from 'react';
import { env } from '../../../config/env';
import { useSessionWatch } from '../../../features/admin/auth/useSessionWatch';
import { CapabilitiesContext, useReadCapabilities } from '../../../features/admin/lib/capabilities';
import {
  EditorialOnly,
  type EditorialScreenProps,
} from '../../../features/admin/posts/EditorialOnly';
import { postEditPath } from '../../../features/admin/posts/paths';
import { PostOpening } from '../../../features/admin/posts/PostOpening';
import { PreviewBanner } from '../../../features/admin/posts/preview/PreviewBanner';
import { PreviewFrame } from '../../../features/admin/posts/preview/PreviewFrame';
import {
  PREVIEW_WIDTHS,
  PreviewWidthToggle,
  widthFor,
} from '../../../features/admin/posts/preview/PreviewWidthToggle';
import { readerDateOf } from '../../../features/posts/lib/readerDate';
import { PreviewSite } from './PreviewSite';

export default function PostPreviewPage() {
  // What the admin's frame does for its pages, done here: this page is out of it.
  useSessionWatch();
  const capabilities = useReadCapabilities();
  return (
    <div className="flex h-dvh flex-col bg-slate-200 text-slate-900 dark:bg-black dark:text-slate-100">
      <CapabilitiesContext value={capabilities}>
        <EditorialOnly screen={PostPreview} />
      </CapabilitiesContext>
    </div>
  );
}

function PostPreview({ postId, post: preview, timeZone }: EditorialScreenProps) {
  const [width, setWidth] = useState(() => widthFor(globalThis.innerWidth ?? 1280));
  return (
    <PostOpening
      postId={postId}
      query={preview}
      problemTitle={`Preview · Admin · ${env.brandName}`}
    >
      {(post) => (
        <>
          <title>{`Preview: ${post.title} · Admin · ${env.brandName}`}</title>
          <PreviewBanner post={post} timeZone={timeZone} editPath={postEditPath(postId)}>
            <PreviewWidthToggle value={width} onChange={setWidth} />
          </PreviewBanner>
          <main className="min-h-0 flex-1 p-2 sm:p-4">
            <PreviewFrame
              width={PREVIEW_WIDTHS[width].px}
              title={`${post.title}, as readers see it`}
            >
              <PreviewSite post={post} date={readerDateOf(post)} />
            </PreviewFrame>
          </main>
        </>
      )}
    </PostOpening>
  );
}
