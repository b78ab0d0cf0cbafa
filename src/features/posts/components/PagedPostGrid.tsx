import { useEffect, useRef, useState } from 'react';
import type { Post } from '../../../contract/schemas';
import type { PagedPosts } from '../usePagedPosts';
import { LoadMore } from './LoadMore';
import { PostGrid } from './PostGrid';
import { RankedPostList } from './RankedPostList';

/** How a feed lays its posts out: a grid, home's front page (a lead story), or a ranked list. */
export type FeedLayout = 'grid' | 'front' | 'ranked';

/**
 * A grid of paged posts with "Load more" under it. After loading more, focus moves to the first
 * new card, so keyboard and screen-reader users continue where the new posts begin.
 */
export function PagedPostGrid({
  feed,
  label,
  hrefOf,
  layout = 'grid',
}: {
  feed: PagedPosts;
  label: string;
  hrefOf?: (post: Post) => string;
  layout?: FeedLayout;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const count = feed.posts.length;

  useEffect(() => {
    if (focusFrom === null || count <= focusFrom) return;
    box.current?.querySelectorAll<HTMLElement>('li h2 a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [count, focusFrom]);

  return (
    <div ref={box} className="flex flex-col gap-8">
      {layout === 'ranked' ? (
        <RankedPostList posts={feed.posts} hrefOf={hrefOf} label={label} />
      ) : (
        <PostGrid posts={feed.posts} hrefOf={hrefOf} label={label} lead={layout === 'front'} />
      )}
      {(feed.hasMore || count > 0) && (
        <LoadMore
          shown={count}
          total={feed.total}
          hasMore={feed.hasMore}
          loading={feed.isLoadingMore}
          failed={feed.loadMoreFailed}
          onLoadMore={() => {
            setFocusFrom(count);
            feed.loadMore();
          }}
          onRetry={feed.retry}
        />
      )}
    </div>
  );
}
