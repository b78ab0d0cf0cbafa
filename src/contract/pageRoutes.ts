/**
 * The route table of the reading pages: each path and the page it opens, by name. A page's name
 * is its data module, app/pages/<name>.data.ts (the calls its first view makes, its likely LCP
 * and the head it makes of their answers), and its component, app/routes/public/<Name>Page.tsx
 * (`pageComponent`, app/pages/routes.ts). Plain data without imports, here in the contract so that
 * everything reads this one list: the app's table (app/pages/table.ts: each page's data and
 * component), the early script's (boot/earlyPages.ts: each page's calls and LCP only), the build
 * (vite.config.ts, vite.earlyScript.ts), the sitemap's fixed pages, the server's analytics (which
 * tells the site's own pages from categories by it) and the tests. Adding a page is one data
 * module, one component and one entry here.
 *
 * Static paths outrank the dynamic `:categorySlug` by react-router's ranking, whatever their
 * order here.
 */

export interface PageRoute {
  /** The react-router path under `/` ('' for the index). */
  readonly path: string;
  /** The page it opens (see above); several paths may open one page. */
  readonly page: string;
  /**
   * false for a page that shows what only the browser has (the visitor's own suggestions): it
   * goes out with its head but is built in the browser.
   */
  readonly render?: false;
  /**
   * true for a page whose list follows readers' views where the server counts them (an
   * addition): it changes with no write, so the server keeps its render for a minute at most.
   */
  readonly rankedByViews?: true;
}

export const PAGE_ROUTES = [
  { path: '', page: 'home' },
  { path: 'trending', page: 'trending', rankedByViews: true },
  { path: 'blogs', page: 'blogs' },
  { path: 'categories', page: 'categories' },
  { path: 'about', page: 'about' },
  { path: 'policy', page: 'policy' },
  { path: 'promotion', page: 'promotion' },
  { path: 'suggestions', page: 'suggestions', render: false },
  // The predictions' record, the site's and each category's. Its static segment outranks
  // `:categorySlug/:postSlug`: the posts of a category with the slug `predictions` could not be
  // opened (as with `posts`, `popular`, `shared`).
  { path: 'predictions', page: 'predictions' },
  { path: 'predictions/:categorySlug', page: 'predictions' },
  // An author's page (bylines link to it). Its static segment outranks `:categorySlug/:postSlug`,
  // as with `posts`, `popular` and `shared`.
  { path: 'authors/:authorSlug', page: 'author' },
  { path: 'posts/:slug', page: 'post' },
  { path: 'popular/:slug', page: 'post' },
  // A share link's post: never indexed nor stored (its head is `private`), never in the sitemap
  // (not a fixed path). Its static segment outranks `:categorySlug/:postSlug`, so the posts of a
  // category with the slug `shared` could not be opened (as with `posts`, `popular`).
  { path: 'shared/:token', page: 'sharedPost' },
  { path: ':categorySlug', page: 'category' },
  { path: ':categorySlug/:postSlug', page: 'post' },
  { path: '*', page: 'notFound' },
] as const satisfies readonly PageRoute[];

/** The name of a reading page. */
export type PageName = (typeof PAGE_ROUTES)[number]['page'];

/** The admin area's root: its own lazy subtree (app/router.tsx), never a reading page. */
export const ADMIN_ROOT = 'admin';

/** Paths of the pages that are one fixed URL each: what the sitemap lists besides content. */
export const FIXED_PATHS: readonly string[] = PAGE_ROUTES.filter(
  ({ path }) => !/[:*]/.test(path),
).map(({ path }) => `/${path}`);

/** Whether `pathname` is in the admin area. */
export function isAdminPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean)[0] === ADMIN_ROOT;
}

/**
 * The first path segments that are the site's own (its static paths' first segments, and the
 * admin's): never a category's slug.
 */
export const SITE_SEGMENTS: ReadonlySet<string> = new Set([
  ADMIN_ROOT,
  ...PAGE_ROUTES.map(({ path }) => path.split('/')[0]!).filter(
    (first) => first && !/[:*]/.test(first),
  ),
]);

/** Paths of the pages whose list follows readers' views (where the server counts them). */
export const VIEW_RANKED_PATHS: ReadonlySet<string> = new Set(
  PAGE_ROUTES.filter((route: PageRoute) => route.rankedByViews).map(({ path }) => `/${path}`),
);
