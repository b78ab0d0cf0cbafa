/**
 * What the server render (src/entry-server.tsx) tells the server about a reading page: the head
 * it needs before any JavaScript runs (title, description, canonical, share card, status) and
 * the API calls the page starts with. The app produces it from the route table (app/pages.ts),
 * the server writes it into index.html (server/pages/headTags.ts): this file is the contract
 * between the two.
 */

/** Meta descriptions are cut around here by search engines. */
export const DESCRIPTION_CHARS = 160;

export interface PageHead {
  /** 404 for a post or category that does not exist (the app still renders its not-found view). */
  status: 200 | 404;
  /** The document title, brand included: the same one the app sets (useDocumentTitle). */
  title: string;
  /** The title on share cards (without the brand, which is og:site_name). */
  shareTitle: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed. */
  canonicalPath: string | null;
  type: 'website' | 'article';
  /** `image_path` of the share image. */
  image: string | null;
  imageAlt: string;
  article?: {
    publishedAt: string;
    modifiedAt: string | null;
    section: string;
    /** Addition (bylines): the author's name and page (`/authors/{slug}`); absent without one. */
    author?: { name: string; path: string };
  };
  /** Query strings of the page's first API calls, in the order the page makes them. */
  preloadCalls: string[];
  /**
   * HTML whose predictions the server states as schema.org `SportsEvent` JSON-LD (a post's body):
   * the upcoming ones, read on the server only (server/pages/sportsEvents.ts).
   */
  predictionHtml?: string;
  /** The page's first visible image (the likely LCP) and its `sizes`. */
  hero: { path: string; sizes: string } | null;
  /**
   * A page for whoever holds its link only (a share link's post): no canonical, never indexed
   * nor followed, and never stored anywhere (`Cache-Control: no-store`, not in the server's page
   * cache), so a link revoked or expired answers 404 at once.
   */
  private?: true;
}

/** "{title} | {brand}", or the brand alone: the titles the app sets. */
export function pageTitle(title: string | null, brand: string): string {
  return title ? `${title} | ${brand}` : brand;
}

export interface SiteInfo {
  brand: string;
  /** The site's own description (the built index.html's). */
  description: string;
  /**
   * The origin the request came by (`https://example.com`), as the page's canonical URL uses it:
   * what the server's render puts in absolute links (share links). Rendered pages are cached per
   * origin.
   */
  origin?: string;
  /**
   * The server counts views (analytics on: its pages carry the counting mark), so its pages may
   * rank posts by them, as the browser then does.
   */
  counting?: boolean;
}

export interface LoadOptions {
  /** The server's own API, in process: `fetch('/backend/index.php?q=…')`. */
  fetch: typeof fetch;
  /** How the server makes post HTML safe. */
  sanitizeHtml: (html: string) => string;
  site: SiteInfo;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The store's API state, for `serverStateReceived` in the browser. */
  state: unknown;
}

export interface LoadedPage {
  head: PageHead;
  /**
   * The page rendered with the answers its head was made from (nothing is asked twice); null
   * for a page the server does not render (one that shows what only the browser has).
   */
  render(signal?: AbortSignal): Promise<RenderedPage | null>;
}

/** What the built entry-server.js exports. */
export interface RenderEntry {
  /**
   * The page at `url` with its first answers read (the admin area: a head that keeps it out of
   * search engines, and no render); null when this build reads another backend.
   */
  loadPage(url: URL, options: LoadOptions): Promise<LoadedPage | null>;
  /** The fixed pages a crawler should find (the sitemap's), from the route table. */
  fixedPaths: readonly string[];
}
