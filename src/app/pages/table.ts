/**
 * The route table of the reading pages: each path and its page module, whose component the
 * router shows and whose `firstView` the server render calls for the page's first answers and
 * head (title, description, canonical, share card, status), and the API calls that `firstView`
 * makes (`firstCalls`, which a static host's index.html starts before the app: firstCalls.ts).
 * The router (app/router.tsx), the server render (entry-server.tsx), the head tags, the sitemap's
 * fixed pages and the early script all read this one list: adding a page is one entry here and
 * one module that exports both.
 *
 * Static paths outrank the dynamic `:categorySlug` by react-router's ranking, whatever their
 * order here.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import { bannersCall, categoriesCall, feedCall, postCall, sharedPostCall } from './firstCalls';
import type { PublicPage } from './types';

/** The admin area's root: its own lazy subtree (app/router.tsx), never a reading page. */
export const ADMIN_ROOT = 'admin';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '',
    load: () => import('../routes/public/HomePage'),
    firstCalls: ({ search }) => [feedCall({}, search, { hero: 'lead' }), bannersCall],
  },
  {
    path: 'trending',
    load: () => import('../routes/public/TrendingPage'),
    // A numbered list of thumbnails: no image of it is the LCP.
    firstCalls: ({ search }) => [feedCall({}, search, { hero: null }), bannersCall],
  },
  {
    path: 'blogs',
    load: () => import('../routes/public/BlogsPage'),
    // Shown newest first whatever the answer's order: its first card is not known from it.
    firstCalls: ({ search }) => [feedCall({}, search, { hero: null })],
  },
  { path: 'categories', load: () => import('../routes/public/CategoriesPage') },
  { path: 'about', load: () => import('../routes/public/AboutPage') },
  { path: 'policy', load: () => import('../routes/public/PolicyPage') },
  { path: 'promotion', load: () => import('../routes/public/PromotionPage') },
  {
    path: 'suggestions',
    load: () => import('../routes/public/SuggestionsPage'),
    render: false,
  },
  {
    path: 'posts/:slug',
    load: () => import('../routes/public/PostPage'),
    firstCalls: ({ params }) => [postCall(params.slug ?? ''), bannersCall],
  },
  {
    path: 'popular/:slug',
    load: () => import('../routes/public/PostPage'),
    firstCalls: ({ params }) => [postCall(params.slug ?? ''), bannersCall],
  },
  {
    // A share link's post: never indexed nor stored (its head is `private`), never in the
    // sitemap (not a fixed path). Its static segment outranks `:categorySlug/:postSlug`, so the
    // posts of a category with the slug `shared` could not be opened (as with `posts`, `popular`).
    path: 'shared/:token',
    load: () => import('../routes/public/SharedPostPage'),
    firstCalls: ({ params }) => [sharedPostCall(params.token ?? '')],
  },
  {
    path: ':categorySlug',
    load: () => import('../routes/public/CategoryPage'),
    firstCalls: ({ params, search }) => [
      feedCall({ category: params.categorySlug ?? '' }, search),
      categoriesCall,
    ],
  },
  {
    path: ':categorySlug/:postSlug',
    load: () => import('../routes/public/PostPage'),
    firstCalls: ({ params }) => [postCall(params.postSlug ?? ''), bannersCall],
  },
  { path: '*', load: () => import('../routes/public/NotFoundPage') },
];

/** Paths of the pages that are one fixed URL each: what the sitemap lists besides content. */
export const FIXED_PATHS: readonly string[] = PUBLIC_PAGES.filter(
  ({ path }) => !/[:*]/.test(path),
).map(({ path }) => `/${path}`);

/** Whether `pathname` is in the admin area. */
export function isAdminPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean)[0] === ADMIN_ROOT;
}

/** The reading page at `pathname` and its parameters; null for the admin area. */
export function matchPublicPage(pathname: string): { page: PublicPage; params: Params } | null {
  if (isAdminPath(pathname)) return null;
  const routes = PUBLIC_PAGES.map((page) =>
    page.path ? { path: page.path, page } : { index: true as const, page },
  );
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf ? { page: leaf.route.page, params: leaf.params } : null;
}
