/**
 * The seed backend's posts for PostsList: q=posts, 20 a page. The list pages from the server, so a
 * search cannot filter one page of 20: while the admin searches, it asks for the newest posts in
 * one page as large as the backend allows (100, the same q=posts call) and filters those, by
 * title, category and slug, in the browser. Past 100 posts it says that only the newest 100 are
 * searched.
 *
 * While `waiting` (the backend has not said yet whether it has the editorial workflow) it asks for
 * nothing and shows its loading state, the same one it keeps if the answer is no.
 */
import { LIMITS } from '../../../../contract/limits';
import { pageFromSearch, type PageParam } from '../../../../contract/paging';
import { searchCount, searchedNewest } from '../messages';
import { filterPosts } from './filterPosts';
import type { Post } from '../../../../contract/schemas';
import { PAGE_SIZE, type PostsSource } from './postsSource';

const SEARCH_PAGE: PageParam = { page: 1, limit: LIMITS.pageLimitMax };

/** The public posts feature's q=posts table page, as the page composing the list passes it. */
export interface SeedPostsCalls {
  usePage: (
    param: PageParam,
    options: { refetchOnMountOrArgChange: boolean; skip: boolean },
  ) => {
    currentData?: { posts: Post[]; total: number };
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  usePrefetch: () => (param: PageParam) => void;
}

export function seedPosts(calls: SeedPostsCalls, waiting: boolean): PostsSource {
  return function useSeedPosts({ search, text }) {
    const searching = text.trim() !== '';
    const page = searching ? 1 : pageFromSearch(search);
    // The admin sees the server's current list, not what a reader's visit left in the cache.
    const { currentData, isFetching, isError, refetch } = calls.usePage(
      searching ? SEARCH_PAGE : { page, limit: PAGE_SIZE },
      { refetchOnMountOrArgChange: true, skip: waiting },
    );
    // Loading the searched list as soon as the box is focused makes the first keystroke instant.
    const prefetch = calls.usePrefetch();
    const loaded = currentData?.posts ?? [];
    const posts = searching ? filterPosts(loaded, text) : loaded;
    const total = currentData?.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const failed = isError && !currentData;
    const shown = searching && currentData;
    return {
      posts,
      ready: Boolean(currentData),
      isError,
      refetch,
      searched: shown ? text.trim() : '',
      // A failure replaces the whole list, the search box too.
      showSearch: !failed && (searching || !currentData || loaded.length > 0),
      searchStatus: shown ? searchCount(posts.length, loaded.length) : '',
      searchNote: shown && loaded.length < total ? searchedNewest(loaded.length, total) : undefined,
      onSearchFocus: () => {
        if (!waiting) prefetch(SEARCH_PAGE);
      },
      // Past the end (the last post of the last page was deleted, or an old link): the last page.
      redirect:
        !searching && currentData && loaded.length === 0 && page > lastPage
          ? lastPage > 1
            ? `?page=${lastPage}`
            : ''
          : null,
      table: { loading: !currentData && (isFetching || waiting) },
      pager: currentData && !searching ? { page, total } : null,
    };
  };
}
