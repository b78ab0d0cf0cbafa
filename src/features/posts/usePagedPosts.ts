import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Post } from '../../contract/schemas';
import { useGetPostPagesInfiniteQuery, type PostListArg } from './api';
import { FEED_PAGE_SIZE, firstPageParam, pageFromSearch } from '../../contract/paging';
import { mergePages } from './lib/paging';

export interface PagedPosts {
  /** The posts shown: pages 1..N of the URL's `?page=N`. */
  posts: Post[];
  total: number;
  /** The first page is on its way (nothing to show yet). */
  isLoading: boolean;
  /** The first page failed. */
  isError: boolean;
  /** More posts exist beyond those shown. */
  hasMore: boolean;
  /** The next page is on its way. */
  isLoadingMore: boolean;
  /** The last "Load more" failed. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A reader's grid of posts, page by page, with the number of pages shown kept in the URL
 * (`?page=3` shows pages 1 to 3): Back returns to the same place from the cache, a reload asks
 * for the same posts again. "Load more" only moves the URL on (replacing the entry, so Back does
 * not step through pages); the pages the URL asks for are then fetched.
 */
export function usePagedPosts(
  arg: PostListArg,
  { skip = false, compare }: { skip?: boolean; compare?: (a: Post, b: Post) => number } = {},
): PagedPosts {
  const [search, setSearch] = useSearchParams();
  const pageCount = pageFromSearch(search);
  const wanted = pageCount * FEED_PAGE_SIZE;
  const query = useGetPostPagesInfiniteQuery(arg, {
    skip,
    // Used only when nothing is cached for `arg`: a reload at ?page=3 asks for 36 posts at once.
    initialPageParam: firstPageParam(pageCount),
  });
  const { currentData, isFetching, hasNextPage, isFetchNextPageError, fetchNextPage } = query;
  const merged = useMemo(() => {
    if (!currentData) return { posts: [], total: 0 };
    const all = mergePages(currentData.pages);
    return compare ? { ...all, posts: [...all.posts].sort(compare) } : all;
  }, [currentData, compare]);
  const loaded = merged.posts.length;
  const needMore = currentData !== undefined && loaded < wanted && hasNextPage;

  useEffect(() => {
    // One page at a time until the URL's pages are there (`loaded` re-runs this after each).
    // A failed page waits for the reader's retry instead of being asked for again and again.
    if (needMore && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [needMore, loaded, isFetching, isFetchNextPageError, fetchNextPage]);

  const shown = useMemo(() => merged.posts.slice(0, wanted), [merged.posts, wanted]);

  return {
    posts: shown,
    total: merged.total,
    isLoading: !currentData && !query.isError && (isFetching || !skip),
    isError: !currentData && query.isError,
    hasMore: shown.length < merged.total,
    isLoadingMore: needMore && !isFetchNextPageError,
    loadMoreFailed: needMore && isFetchNextPageError,
    loadMore: () =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(pageCount + 1));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    retry: () => void (currentData ? fetchNextPage() : query.refetch()),
  };
}
