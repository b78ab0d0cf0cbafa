/**
 * The editorial list's status filter as the address keeps it: `?status=draft` (absent for all).
 * Any other value reads as all, so an old or mistyped link still shows the list.
 */
import type { AdminPostsAnswer } from '../../../../contract/schemas';

export type StatusFilter = keyof AdminPostsAnswer['counts'];

/** In the order the filter shows them. */
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'draft', 'scheduled', 'published'];

export function statusFromSearch(search: URLSearchParams): StatusFilter {
  const value = search.get('status');
  return STATUS_FILTERS.find((status) => status !== 'all' && status === value) ?? 'all';
}

/**
 * The list's address with `changes` applied (a null value removes the parameter), as a search
 * string: "?status=draft&q=derby", or "" when nothing is left.
 */
export function listSearch(
  search: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The address of `status` over the same search, from its first page. */
export function statusSearch(search: URLSearchParams, status: StatusFilter): string {
  return listSearch(search, { status: status === 'all' ? null : status, page: null });
}
