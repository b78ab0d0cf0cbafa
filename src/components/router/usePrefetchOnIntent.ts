/**
 * Fetches ahead what a link's page needs (its data and its code), on the reader's intent: the
 * pointer pressed on it, resting on it for HOVER_MS, or keyboard focus. What to fetch for an
 * address is the app's to say (PrefetchContext: app/prefetchPage.ts); without it the link only
 * links. Each link asks once; the app's cache answers an ask of the same address from another
 * link. Links coming into view are not fetched ahead, even on a fast connection: on the front
 * page that fetched the post page's code (5.6 KB gzip) within the first view, over its budget.
 */
import { createContext, use, useRef } from 'react';

/** Fetches ahead the data and code of the page at `href` (an address of the app). */
export type Prefetch = (href: string) => void;

export const PrefetchContext = createContext<Prefetch | null>(null);

/** How long the pointer rests on a link before it counts as intent. */
export const HOVER_MS = 100;

/** The props that make a link fetch `href`'s page ahead on intent. */
export function usePrefetchOnIntent(href: string) {
  const prefetch = use(PrefetchContext);
  const my = useRef<{ asked?: string; timer?: ReturnType<typeof setTimeout> }>({});
  const ask = () => {
    clearTimeout(my.current.timer);
    if (prefetch && my.current.asked !== href) prefetch((my.current.asked = href));
  };

  return {
    onPointerDown: ask,
    onFocus: ask,
    onMouseEnter: () => void (my.current.timer = setTimeout(ask, HOVER_MS)),
    onMouseLeave: () => clearTimeout(my.current.timer),
  };
}
