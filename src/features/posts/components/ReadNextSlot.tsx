import { lazy, Suspense, useEffect, useState } from 'react';
import type { Post } from '../../../contract/schemas';
import { whenNear } from '../../../components/whenNear';

const READ_NEXT_ID = 'read-next';
const ReadNext = lazy(() => import('./ReadNext').then((mod) => ({ default: mod.ReadNext })));

/**
 * Where "Read next" (and "Most read", where views are counted) goes, under the article: an empty box until it comes near the viewport, and
 * only then are its code and its posts fetched, so it adds nothing to the page's first view (and
 * nothing to the server's render). It is below everything else, so showing it moves nothing.
 * Give it the post's id as `key`: each post waits for its own reader to scroll down.
 */
export function ReadNextSlot({
  post,
  counting = false,
}: {
  post: Pick<Post, 'id' | 'category_slug'>;
  /** The server counts views: "Most read" follows "Read next". */
  counting?: boolean;
}) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    let live = true;
    void whenNear(READ_NEXT_ID).then(() => {
      if (live) setNear(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div id={READ_NEXT_ID}>
      {near && (
        <Suspense fallback={null}>
          <ReadNext post={post} counting={counting} />
        </Suspense>
      )}
    </div>
  );
}
