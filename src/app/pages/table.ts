/**
 * The route table of the reading pages: each path and its page module, whose component the
 * router shows and whose `firstView` the server render calls for the page's first answers and
 * head (title, description, canonical, share card, status). The router (app/router.tsx), the
 * server render (entry-server.tsx), the head tags and the sitemap's fixed pages all read this
 * one list: adding a page is one entry here and one module that exports both.
 *
 * Static paths outrank the dynamic `:categorySlug` by react-router's ranking, whatever their
 * order here.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import type { PublicPage } from './types';

/** The admin area's root: its own lazy subtree (app/router.tsx), never a reading page. */
export const ADMIN_ROOT = 'admin';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '', load: () => import('../routes/public/HomePage') },
  { path: 'trending', load: () => import('../routes/public/TrendingPage') },
  { path: 'blogs', load: () => import('../routes/public/BlogsPage') },
  { path: 'categories', load: () => import('../routes/public/CategoriesPage') },
  { path: 'about', load: () => import('../routes/public/AboutPage') },
  { path: 'policy', load: () => import('../routes/public/PolicyPage') },
  { path: 'promotion', load: () => import('../routes/public/PromotionPage') },
  {
    path: 'suggestions',
    load: () => import('../routes/public/SuggestionsPage'),
    render: false,
  },
  { path: 'posts/:slug', load: () => import('../routes/public/PostPage') },
  { path: 'popular/:slug', load: () => import('../routes/public/PostPage') },
  { path: ':categorySlug', load: () => import('../routes/public/CategoryPage') },
  { path: ':categorySlug/:postSlug', load: () => import('../routes/public/PostPage') },
  { path: '*', load: () => import('../routes/public/NotFoundPage') },
];

/** Paths of the pages that are one fixed URL each: what the sitemap lists besides content. */
export const FIXED_PATHS: readonly string[] = PUBLIC_PAGES.filter(
  ({ path }) => !/[:*]/.test(path),
).map(({ path }) => `/${path}`);

/** The reading page at `pathname` and its parameters; null for the admin area. */
export function matchPublicPage(pathname: string): { page: PublicPage; params: Params } | null {
  const [first] = pathname.split('/').filter(Boolean);
  if (first === ADMIN_ROOT) return null;
  const routes = PUBLIC_PAGES.map((page) =>
    page.path ? { path: page.path, page } : { index: true as const, page },
  );
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf ? { page: leaf.route.page, params: leaf.params } : null;
}
