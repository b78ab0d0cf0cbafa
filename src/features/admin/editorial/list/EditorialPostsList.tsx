/**
 * /admin/posts on a backend with the editorial workflow: every post (drafts and scheduled ones
 * too) from q=admin-posts, 20 a page, filtered by status (`?status=`) and searched on the server
 * (`?q=`, sent as `search` once typing settles), with what goes out next.
 */
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { AdminPostsAnswer, Post } from '../../../../api/schemas';
import { pageFromSearch } from '../../../../api/paging';
import { noMatch, POST_MESSAGES, searchCount, STATUS_FILTER_EMPTY } from '../../posts/messages';
import { PostsSearch } from '../../posts/PostsSearch';
import { PostsTable } from '../../posts/PostsTable';
import { useDeleteFromList } from '../../posts/useDeleteFromList';
import { buttonClass, panelClass } from '../../ui/styles';
import { useGetAdminPostsQuery } from '../api';
import { PostsPager } from '../../posts/PostsPager';
import { NextOut } from './NextOut';
import { listSearch, statusFromSearch } from './statusFilter';
import { StatusFilterNav } from './StatusFilterNav';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';

const PAGE_SIZE = 20;
/** Each keystroke would be a request: the server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;
/** Marks the URL changes the search box makes, so only others (Back, a link) reset its text. */
const FROM_SEARCH_BOX = { fromSearchBox: true };

/** An answer and what it was asked for, so a new search can keep it on screen until its own. */
interface Shown {
  view: string;
  term: string;
  answer: AdminPostsAnswer;
}

export function EditorialPostsList({ timeZone }: { timeZone: string }) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const query = search.get('q') ?? '';
  const status = statusFromSearch(search);
  const page = pageFromSearch(search);

  // The box shows what the admin typed at once; the URL follows, the server once typing settles.
  const [text, setText] = useState(query);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const ours = (location.state as typeof FROM_SEARCH_BOX | null)?.fromSearchBox;
    if (!ours && text !== query) setText(query);
  }
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // A cleared box lists every post at once; typed text is searched once it has settled.
  const term = typed ? settled : '';

  // The admin sees the server's current list, not an answer cached before a change elsewhere.
  const { data, currentData, isFetching, isError, refetch } = useGetAdminPostsQuery(
    { status, search: term || undefined, page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  // While a new search is on its way the rows of the last one stay (dimmed); a new filter or
  // page shows the loading state instead, never another filter's rows.
  const view = `${status}:${page}`;
  const [last, setLast] = useState<Shown | null>(null);
  if (currentData && last?.answer !== currentData) setLast({ view, term, answer: currentData });
  const shown: Shown | undefined = currentData
    ? { view, term, answer: currentData }
    : isFetching && last?.view === view
      ? last
      : undefined;
  const answer = shown?.answer;
  const posts = useMemo<Post[]>(() => answer?.posts ?? [], [answer]);

  const { onDelete, deletingId, inputRef, tableRef } = useDeleteFromList(posts);

  const setQuery = (value: string) => {
    setText(value);
    const next = new URLSearchParams(listSearch(search, { q: value || null, page: null }));
    setSearch(next, { replace: true, state: FROM_SEARCH_BOX });
  };

  const lastPage = Math.max(1, Math.ceil((answer?.total ?? 0) / PAGE_SIZE));
  // Past the end (the last post of the last page was deleted, or an old link): the last page.
  if (currentData && currentData.posts.length === 0 && page > lastPage) {
    const to = listSearch(search, { page: lastPage > 1 ? String(lastPage) : null });
    return <Navigate to={{ search: to }} replace />;
  }

  // Counts and the next post out do not depend on the filter: the latest answer's stay shown.
  const counts = data?.counts;
  const searched = shown ? shown.term !== '' : false;
  const showSearch = typed !== '' || !counts || counts.all > 0;
  const showFilter = counts !== undefined && (counts.all > 0 || status !== 'all');
  const searchStatus = answer && searched ? searchCount(answer.total, answer.counts[status]) : '';

  let body;
  if (isError && !answer) {
    body = (
      <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
        <p className="text-slate-800 dark:text-slate-200">Error loading posts</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (shown && searched && posts.length === 0) {
    body = (
      <div className={`${panelClass} flex flex-col items-center gap-4 p-8 text-center`}>
        <p className="break-words text-slate-800 dark:text-slate-200">{noMatch(shown.term)}</p>
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
    );
  } else {
    body = (
      <PostsTable
        posts={posts}
        loading={!answer}
        busy={!currentData}
        deletingId={deletingId}
        onDelete={(post) => void onDelete(post)}
        tableRef={tableRef}
        editorial={{ timeZone }}
        emptyMessage={STATUS_FILTER_EMPTY[status]}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {showFilter && <StatusFilterNav current={status} counts={counts} search={search} />}
      {showSearch && (
        <PostsSearch value={text} onChange={setQuery} status={searchStatus} inputRef={inputRef} />
      )}
      <NextOut next={data?.next_scheduled ?? null} timeZone={timeZone} />
      {body}
      {answer && (
        <PostsPager page={page} pageSize={PAGE_SIZE} total={answer.total} search={search} />
      )}
    </div>
  );
}
