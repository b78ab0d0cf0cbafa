/**
 * The editorial backend's posts for PostsList: every post (drafts and scheduled ones too) from
 * q=admin-posts, 20 a page, filtered by status (`?status=`) and searched on the server (`?q=`,
 * sent as `search` once typing settles), with what goes out next.
 */
import { useMemo, useState } from 'react';
import type { AdminPostsAnswer, Post } from '../../../../contract/schemas';
import { pageFromSearch } from '../../../../contract/paging';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';
import { useGetAdminPostsQuery } from '../editorialApi';
import { searchCount, STATUS_FILTER_EMPTY } from '../messages';
import { NextOut } from './NextOut';
import { PAGE_SIZE, type PostsSource } from './postsSource';
import { listSearch, statusFromSearch } from './statusFilter';
import { StatusFilterNav } from './StatusFilterNav';

/** Each keystroke would be a request: the server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/** An answer and what it was asked for, so a new search can keep it on screen until its own. */
interface Shown {
  view: string;
  term: string;
  answer: AdminPostsAnswer;
}

export function editorialPosts(timeZone: string): PostsSource {
  return function useEditorialPosts({ search, text }) {
    const status = statusFromSearch(search);
    const page = pageFromSearch(search);
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

    const lastPage = Math.max(1, Math.ceil((answer?.total ?? 0) / PAGE_SIZE));
    // Counts and the next post out do not depend on the filter: the latest answer's stay shown.
    const counts = data?.counts;
    const searched = shown?.term ?? '';
    return {
      posts,
      ready: Boolean(answer),
      isError,
      refetch,
      searched,
      showSearch: typed !== '' || !counts || counts.all > 0,
      searchStatus: answer && searched ? searchCount(answer.total, answer.counts[status]) : '',
      // Past the end (the last post of the last page was deleted, or an old link): the last page.
      redirect:
        currentData && currentData.posts.length === 0 && page > lastPage
          ? listSearch(search, { page: lastPage > 1 ? String(lastPage) : null })
          : null,
      filter: counts !== undefined && (counts.all > 0 || status !== 'all') && (
        <StatusFilterNav current={status} counts={counts} search={search} />
      ),
      notice: <NextOut next={data?.next_scheduled ?? null} timeZone={timeZone} />,
      table: {
        loading: !answer,
        busy: !currentData,
        editorial: { timeZone },
        emptyMessage: STATUS_FILTER_EMPTY[status],
      },
      pager: answer ? { page, total: answer.total, search } : null,
    };
  };
}
