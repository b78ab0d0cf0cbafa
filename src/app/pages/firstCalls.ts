/**
 * The calls a reading page's first view makes, from its data module and the layout's: the early
 * script starts them (boot/earlyStart.ts), the server's render and the browser's first render ask for
 * them (answers.ts). No RTK Query and no React here: this is part of the early script.
 */
import { apiUrl } from '../../api/http';
import { countsViews } from '../../lib/beacon';
import { calls as layoutCalls } from './layout.data';
import type { PageAt, PageCall, PageCalls, PageData } from './types';

/** A page as far as its calls go: the app's table's entry, or the early script's. */
type WithCalls = { data: Pick<PageData, 'calls'> };

/** Where a reading page is opened in this browser (`counting`: the page's mark says so). */
export const browserPageAt = (
  params: PageAt['params'],
  search: string | URLSearchParams,
): PageAt => ({ params, search: new URLSearchParams(search), counting: countsViews() });

/** The URL the app's fetch layer sends `call` to (apiBaseQuery). */
export const callUrl = ({ request }: PageCall<unknown>) => apiUrl(request.q, request.params);

/** The page's own calls, by name, as its data module declares them (none when it declares none). */
export const pageCallsOf = (page: WithCalls, at: PageAt): PageCalls => page.data.calls?.(at) ?? {};

/**
 * Every first call of `page` at `at`: the page's own, in their declared order (its likely LCP is
 * in the first), then the layout's, each once.
 */
export function firstCallsOf(page: WithCalls, at: PageAt): PageCall<unknown>[] {
  const seen = new Set<string>();
  return [...Object.values(pageCallsOf(page, at)), ...Object.values(layoutCalls())].filter(
    (call) => {
      const url = callUrl(call);
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    },
  );
}

/**
 * The first calls the browser makes itself (the first render's, as the early script's): a call
 * the server's render alone makes (`renderedOnly`) is left to its page.
 */
export const browserCalls = (calls: PageCall<unknown>[]): PageCall<unknown>[] =>
  calls.filter((call) => !call.renderedOnly);
