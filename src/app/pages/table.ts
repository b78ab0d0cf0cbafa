/**
 * The route table of the reading pages: each path, its data module (the calls its first view
 * makes and the head it makes of their answers: <page>.data.ts) and its component's module. The
 * router (app/router.tsx), the server render (entry-server.tsx), the head tags, the sitemap's
 * fixed pages, the early script (earlyStart.ts), the browser's first render (app/start.tsx) and
 * usePageHead all read this one list: adding a page is one data module, one component and one
 * entry here.
 *
 * Static paths outrank the dynamic `:categorySlug` by react-router's ranking, whatever their
 * order here. Each entry loads its component with an `import()` of its own, in order: the build
 * names each entry's files by it (vite.earlyScript.ts).
 */
import { matchRoutes, type Params } from 'react-router-dom';
import * as about from './about.data';
import * as blogs from './blogs.data';
import * as categories from './categories.data';
import * as category from './category.data';
import * as home from './home.data';
import * as notFound from './notFound.data';
import * as policy from './policy.data';
import * as post from './post.data';
import * as promotion from './promotion.data';
import * as sharedPost from './sharedPost.data';
import * as suggestions from './suggestions.data';
import * as trending from './trending.data';
import type { PublicPage } from './types';

/** The admin area's root: its own lazy subtree (app/router.tsx), never a reading page. */
export const ADMIN_ROOT = 'admin';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '', data: home, load: () => import('../routes/public/HomePage') },
  { path: 'trending', data: trending, load: () => import('../routes/public/TrendingPage') },
  { path: 'blogs', data: blogs, load: () => import('../routes/public/BlogsPage') },
  { path: 'categories', data: categories, load: () => import('../routes/public/CategoriesPage') },
  { path: 'about', data: about, load: () => import('../routes/public/AboutPage') },
  { path: 'policy', data: policy, load: () => import('../routes/public/PolicyPage') },
  { path: 'promotion', data: promotion, load: () => import('../routes/public/PromotionPage') },
  {
    path: 'suggestions',
    data: suggestions,
    load: () => import('../routes/public/SuggestionsPage'),
    render: false,
  },
  { path: 'posts/:slug', data: post, load: () => import('../routes/public/PostPage') },
  { path: 'popular/:slug', data: post, load: () => import('../routes/public/PostPage') },
  {
    // A share link's post: never indexed nor stored (its head is `private`), never in the
    // sitemap (not a fixed path). Its static segment outranks `:categorySlug/:postSlug`, so the
    // posts of a category with the slug `shared` could not be opened (as with `posts`, `popular`).
    path: 'shared/:token',
    data: sharedPost,
    load: () => import('../routes/public/SharedPostPage'),
  },
  { path: ':categorySlug', data: category, load: () => import('../routes/public/CategoryPage') },
  {
    path: ':categorySlug/:postSlug',
    data: post,
    load: () => import('../routes/public/PostPage'),
  },
  { path: '*', data: notFound, load: () => import('../routes/public/NotFoundPage') },
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
