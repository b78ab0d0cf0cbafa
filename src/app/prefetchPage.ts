/**
 * What a link's page needs, fetched ahead on the reader's intent (components/router/
 * usePrefetchOnIntent.ts): the page's code (its component's and data module's chunk) and its
 * first calls, the very ones its data module declares (the server's render and the browser's
 * first render make the same), with the same arguments, so the page finds their answers in the
 * store and asks for nothing again. The layout's calls are in the store already.
 */
import { prefetchCalls } from './pages/answers';
import { browserCalls, firstCallsOf } from './pages/firstCalls';
import { matchPublicPage } from './pages/table';
import { preloadPage } from './router';
import type { AppStore } from './store';

/** Fetches ahead the page at `href`, an address of the app (a link's `to`). */
export function prefetchPage(store: AppStore, href: string): void {
  const url = new URL(href, location.href);
  const match = matchPublicPage(url.pathname);
  // The visitor's own pages show what only the browser has: no calls to make ahead.
  if (!match || match.page.render === false) return;
  // A chunk that cannot be fetched is the router's to report, when the page is opened.
  preloadPage(url.pathname).catch(() => undefined);
  const at = { params: match.params, search: url.searchParams };
  match.page
    .loadData()
    .then((data) => prefetchCalls(store, browserCalls(firstCallsOf({ data }, at))))
    .catch(() => undefined);
}
