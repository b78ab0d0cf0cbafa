/**
 * The admin's posts, 20 a page (`?page=N`), with edit and delete and a search (`?q=`), from one
 * source: the seed's q=posts (useSeedPosts) or the editorial q=admin-posts (useEditorialPosts).
 * The source is read with the same hooks for the life of the list: a page that changes source
 * gives the list a new `key`.
 */
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AdminEmpty } from '../../ui/AdminEmpty';
import { AdminError } from '../../ui/AdminError';
import { buttonClass } from '../../ui/styles';
import { noMatch, POST_MESSAGES } from '../messages';
import { AdminPager } from '../../ui/AdminPager';
import { PAGE_SIZE, type PostsSource } from './postsSource';
import { PostsSearch } from './PostsSearch';
import { PostsTable } from './PostsTable';
import { listSearch } from './statusFilter';
import { useDeleteFromList } from './useDeleteFromList';

/** Marks the URL changes the search box makes, so only others (Back, a link) reset its text. */
const FROM_SEARCH_BOX = { fromSearchBox: true };

export function PostsList({ useSource }: { useSource: PostsSource }) {
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

  const view = useSource({ search, text });
  const { onDelete, deletingId, inputRef, tableRef } = useDeleteFromList(view.posts);

  const setQuery = (value: string) => {
    setText(value);
    const next = new URLSearchParams(listSearch(search, { q: value || null, page: null }));
    setSearch(next, { replace: true, state: FROM_SEARCH_BOX });
  };

  if (view.redirect !== null) return <Navigate to={{ search: view.redirect }} replace />;

  let body;
  if (view.isError && !view.ready) {
    body = <AdminError message="Error loading posts" onRetry={() => view.refetch()} />;
  } else if (view.ready && view.searched && view.posts.length === 0) {
    body = (
      <AdminEmpty
        message={noMatch(view.searched)}
        action={
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
        }
      />
    );
  } else {
    body = (
      <PostsTable
        posts={view.posts}
        {...view.table}
        deletingId={deletingId}
        onDelete={(post) => void onDelete(post)}
        tableRef={tableRef}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {view.filter}
      {view.showSearch && (
        <PostsSearch
          value={text}
          onChange={setQuery}
          onFocus={view.onSearchFocus}
          status={view.searchStatus}
          note={view.searchNote}
          inputRef={inputRef}
        />
      )}
      {view.notice}
      {body}
      {view.pager && <AdminPager pageSize={PAGE_SIZE} {...view.pager} />}
    </div>
  );
}
