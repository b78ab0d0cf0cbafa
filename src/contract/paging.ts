/**
 * Paging rules of the contract's post lists (`page` and `limit` on q=posts and
 * q=category-posts), shared by the app's grids and the server's render and preloads, so the
 * server asks for exactly what the app will.
 */
import { LIMITS } from './limits';

/** Posts per "Load more" step in the reader's grids. */
export const FEED_PAGE_SIZE = LIMITS.feedPageSize;

export interface PageParam {
  page: number;
  limit: number;
}

/**
 * The first request of a grid that must show `pages` pages (a reload at `?page=3`): all of them in
 * one request while that fits in the backend's limit; the rest follow page by page.
 */
export function firstPageParam(pages: number, size: number = FEED_PAGE_SIZE): PageParam {
  const fit = Math.max(1, Math.floor(LIMITS.pageLimitMax / size));
  return { page: 1, limit: size * Math.min(Math.max(1, pages), fit) };
}

/** `?page=N` of a URL: a whole number from 1 (anything else reads as 1), at most `urlPageMax`. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('page'));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, LIMITS.urlPageMax) : 1;
}
