/**
 * A rendered page's banners. The server renders a reading page from its own q=banners answers,
 * read in process, and ships those answers in the page for hydration: so the page and its state
 * always show the same campaigns. Rendered pages are cached, though, and a page kept with one draw
 * would show that one campaign to everyone until the next write. So each page is kept once per
 * choice of campaigns (server/pages/bannerVariants.ts): the choice is drawn before the cache is
 * looked at, and a render made for it answers its q=banners reads with that very choice (through
 * this request-scoped context), not a new draw.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Picks } from './rotation';

export interface PageBanners {
  /** The choice the page is rendered for, by request (the `category` asked for; '' for none). */
  forced: ReadonlyMap<string, Picks>;
  /** What the page's q=banners reads were answered with, by request (it is kept under these). */
  drawn: Map<string, Picks>;
  /** A read could not get the campaigns (the database away): the page is not kept for a choice. */
  failed?: boolean;
}

const pages = new AsyncLocalStorage<PageBanners>();

/** Runs a page's render with `page` as its banners' context. */
export function renderingPage<T>(page: PageBanners, render: () => Promise<T>): Promise<T> {
  return pages.run(page, render);
}

/** The page being rendered by this request, if any (q=banners read in process). */
export function currentPage(): PageBanners | undefined {
  return pages.getStore();
}

/** The request key of a q=banners read: its category, or '' for none. */
export const requestKey = (category: number | null) => (category === null ? '' : String(category));
