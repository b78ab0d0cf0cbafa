import { lazy, Suspense, useMemo, type ComponentProps } from 'react';
import type { Post } from '../../contract/schemas';
import { whenNear } from '../../components/whenNear';
import { useGetCategoriesQuery } from '../../features/categories/api';
import { PostArticle } from '../../features/posts/components/PostArticle';
import { usePredictionCards } from '../../features/predictions/usePredictionCards';
import { closesWithDisclaimer } from './closesWithDisclaimer';

// The box closes the post, below the fold: its code (which the footer's 18+ strip shares) is
// fetched as the reader scrolls near, not with the post's. On a page the server rendered, its
// HTML is there from the start, and stays: the box is one element for the post's life (useMemo),
// so the post drawn again (its cards' code arriving) leaves its boundary as the server drew it
// until its code is in, instead of emptying it.
const DISCLAIMER_ID = 'post-disclaimer';
const BettingDisclaimer = lazy(() =>
  whenNear(DISCLAIMER_ID)
    .then(() => import('../../features/responsible/components/BettingDisclaimer'))
    .then((mod) => ({ default: mod.BettingDisclaimer })),
);

/**
 * A post as readers see it, with what other features draw in its body (prediction cards) and
 * the box that closes a betting post: the post page and a share link's page show this one (the
 * admin's preview, PreviewSite, the same parts). The categories are the layout's own first call:
 * no request of its own. A share link's page shows no share buttons (`share`), and the date the
 * post goes out (`date`).
 */
export function ReaderPost({
  post,
  ...shown
}: { post: Post } & Pick<ComponentProps<typeof PostArticle>, 'date' | 'share'>) {
  const decorateBody = usePredictionCards(post.content, post.predictions);
  const { data: categories } = useGetCategoriesQuery();
  const betting = closesWithDisclaimer(post, categories);
  const closing = useMemo(
    () =>
      betting && (
        <div id={DISCLAIMER_ID}>
          <Suspense fallback={null}>
            <BettingDisclaimer />
          </Suspense>
        </div>
      ),
    [betting],
  );
  return <PostArticle post={post} decorateBody={decorateBody} closing={closing} {...shown} />;
}
