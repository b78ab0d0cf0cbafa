/**
 * /admin/posts: the posts, 20 a page (`?page=N`), with edit and delete, the way to add one, and a
 * search (`?q=`).
 *
 * On a backend with the editorial workflow the list is EditorialPostsList (every post with its
 * status, a status filter, the search on the server). On the seed's backend it is the seed list
 * below: the list pages from the server, so a search cannot filter one page of 20; while the
 * admin searches, the list asks for the newest posts in one page as large as the backend allows
 * (100, the same q=posts call) and filters those, by title, category and slug, in the browser.
 * Past 100 posts the screen says that only the newest 100 are searched.
 *
 * Until the backend has said which it is, the seed list waits in its loading state (never showing
 * its posts for a moment before the editorial list).
 */
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useEditorial } from '../../../features/admin/editorial/api';
import { EditorialPostsList } from '../../../features/admin/editorial/list/EditorialPostsList';
import { useDeleteFromList } from '../../../features/admin/posts/useDeleteFromList';
import { filterPosts } from '../../../features/admin/posts/filterPosts';
import {
  noMatch,
  POST_MESSAGES,
  searchCount,
  searchedNewest,
} from '../../../features/admin/posts/messages';
import { PostsPager } from '../../../features/admin/posts/PostsPager';
import { PostsSearch } from '../../../features/admin/posts/PostsSearch';
import { PostsTable } from '../../../features/admin/posts/PostsTable';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { postsApi, useGetPostsTablePageQuery } from '../../../features/posts/api';
import { LIMITS } from '../../../api/limits';
import { pageFromSearch, type PageParam } from '../../../api/paging';

const PAGE_SIZE = 20;
const SEARCH_PAGE: PageParam = { page: 1, limit: LIMITS.pageLimitMax };
/** Marks the URL changes the search box makes, so only others (Back, a link) reset its text. */
const FROM_SEARCH_BOX = { fromSearchBox: true };

export default function PostsListPage() {
  const { enabled, pending, timeZone } = useEditorial();
  return (
    <>
      <AdminPageHeader
        title="Posts"
        actions={
          <Link to="/admin/posts/add" className={buttonClass('primary')}>
            Add Post
          </Link>
        }
      />
      {enabled ? <EditorialPostsList timeZone={timeZone} /> : <SeedPostsList waiting={pending} />}
    </>
  );
}

/**
 * The seed backend's list: q=posts, searched in the browser. While `waiting` (the backend has
 * not said yet whether it has the editorial workflow) it asks for nothing and shows its loading
 * state, the same one it keeps if the answer is no.
 */
function SeedPostsList({ waiting }: { waiting: boolean }) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const query = search.get('q') ?? '';

  // The box shows what the admin typed at once; the URL (a transition) follows.
  const [text, setText] = useState(query);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const ours = (location.state as typeof FROM_SEARCH_BOX | null)?.fromSearchBox;
    if (!ours && text !== query) setText(query);
  }
  const searching = text.trim() !== '';

  const page = searching ? 1 : pageFromSearch(search);
  // The admin sees the server's current list, not what a reader's visit left in the cache.
  const { currentData, isFetching, isError, refetch } = useGetPostsTablePageQuery(
    searching ? SEARCH_PAGE : { page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true, skip: waiting },
  );
  // Loading the searched list as soon as the box is focused makes the first keystroke instant.
  const prefetch = postsApi.usePrefetch('getPostsTablePage');
  const loaded = currentData?.posts ?? [];
  const total = currentData?.total ?? 0;
  const posts = searching ? filterPosts(loaded, text) : loaded;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const { onDelete, deletingId, inputRef, tableRef } = useDeleteFromList(posts);

  const setQuery = (value: string) => {
    setText(value);
    const next = new URLSearchParams(search);
    next.delete('page');
    if (value) next.set('q', value);
    else next.delete('q');
    setSearch(next, { replace: true, state: FROM_SEARCH_BOX });
  };

  // Past the end (the last post of the last page was deleted, or an old link): the last page.
  if (!searching && currentData && loaded.length === 0 && page > lastPage) {
    return <Navigate to={{ search: lastPage > 1 ? `?page=${lastPage}` : '' }} replace />;
  }

  const showSearch = searching || !currentData || loaded.length > 0;
  let status = '';
  let note: string | undefined;
  if (searching && currentData) {
    status = searchCount(posts.length, loaded.length);
    if (loaded.length < total) note = searchedNewest(loaded.length, total);
  }

  return (
    <>
      {isError && !currentData ? (
        <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
          <p className="text-slate-800 dark:text-slate-200">Error loading posts</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {showSearch && (
            <PostsSearch
              value={text}
              onChange={setQuery}
              onFocus={() => {
                if (!waiting) prefetch(SEARCH_PAGE);
              }}
              status={status}
              note={note}
              inputRef={inputRef}
            />
          )}
          {searching && currentData && posts.length === 0 ? (
            <div className={`${panelClass} flex flex-col items-center gap-4 p-8 text-center`}>
              <p className="break-words text-slate-800 dark:text-slate-200">
                {noMatch(text.trim())}
              </p>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  setQuery('');
                  inputRef.current?.focus();
                }}
              >
                {POST_MESSAGES.clearSearch}
              </button>
            </div>
          ) : (
            <PostsTable
              posts={posts}
              loading={!currentData && (isFetching || waiting)}
              deletingId={deletingId}
              onDelete={(post) => void onDelete(post)}
              tableRef={tableRef}
            />
          )}
          {currentData && !searching && (
            <PostsPager page={page} pageSize={PAGE_SIZE} total={total} />
          )}
        </div>
      )}
    </>
  );
}
