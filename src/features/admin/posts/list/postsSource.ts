import type { ReactNode } from 'react';
import type { Post } from '../../../../contract/schemas';

/** What a posts source is given: the address's parameters and the search box's text. */
export interface PostsSourceInput {
  search: URLSearchParams;
  text: string;
}

/** What the admin's posts list shows, from one source (the seed's q=posts or q=admin-posts). */
export interface PostsView {
  posts: Post[];
  /** An answer is on screen (rows, counts), maybe one kept while the next is on its way. */
  ready: boolean;
  isError: boolean;
  refetch: () => unknown;
  /** The search term the rows on screen answer ("" when they are not a search). */
  searched: string;
  /** The search box: whether it shows, what it says of the results, and a note under it. */
  showSearch: boolean;
  searchStatus: string;
  searchNote?: string;
  onSearchFocus?: () => void;
  /** The address to go to instead (past the last page), as a search string. */
  redirect: string | null;
  /** Above the search box (a filter), and between it and the list (what goes out next). */
  filter?: ReactNode;
  notice?: ReactNode;
  table: {
    loading: boolean;
    busy?: boolean;
    editorial?: { timeZone: string };
    emptyMessage?: string;
  };
  pager: { page: number; total: number; search?: URLSearchParams } | null;
}

/** A hook reading the posts of one source. */
export type PostsSource = (input: PostsSourceInput) => PostsView;

export const PAGE_SIZE = 20;
