/**
 * The app's table of the reading pages: each entry of the route table (routes.ts) with the loaders
 * of its page's data module (<page>.data.ts: the calls its first view makes, its likely LCP and
 * the head it makes of their answers) and of its component's module. The router (app/router.tsx), the server
 * render (entry-server.tsx), the head tags, the browser's first render (app/start.tsx) and
 * usePageHead read it. The early script reads the route table with the pages' calls only
 * (boot/earlyPages.ts): neither the heads nor the components are built into it.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import { EARLY_DATA } from './earlyData';
import { isAdminPath, PAGE_ROUTES, pageComponent, type PageName } from './routes';
import type { PageData, PublicPage } from './types';

export { ADMIN_ROOT, FIXED_PATHS, isAdminPath } from './routes';

/**
 * Each page's data module, loaded with its component (in the same file where the bundler groups
 * them), not with the app's shell: no page's head is in the first view of another. Those the
 * early script reads are in its file, which every page has loaded first (earlyData.ts).
 */
const DATA = import.meta.glob<PageData>(
  [
    './*.data.ts',
    '!./layout.data.ts',
    '!./blogs.data.ts',
    '!./category.data.ts',
    '!./home.data.ts',
    '!./post.data.ts',
    '!./sharedPost.data.ts',
    '!./trending.data.ts',
  ],
  { import: '*' },
);

function dataOf(name: PageName): () => Promise<PageData> {
  const early = EARLY_DATA[name];
  if (early) return () => Promise.resolve(early);
  const load = DATA[`./${name}.data.ts`];
  if (!load) throw new Error(`No data module for the page "${name}"`);
  return load;
}

type Load = () => Promise<{ default: ComponentType }>;
/** Each component's module, loaded with an `import()` of its own (one file each, or a group's). */
const COMPONENTS = import.meta.glob<{ default: ComponentType }>('../routes/public/*Page.tsx');

function loadOf(name: PageName): Load {
  const load = COMPONENTS[`../routes/public/${pageComponent(name)}.tsx`];
  if (!load) throw new Error(`No component for the page "${name}"`);
  return load;
}

export const PUBLIC_PAGES: readonly PublicPage[] = PAGE_ROUTES.map((route) => ({
  ...route,
  loadData: dataOf(route.page),
  load: loadOf(route.page),
}));

/** The reading page at `pathname` and its parameters; null for the admin area. */
export function matchPublicPage(pathname: string): { page: PublicPage; params: Params } | null {
  if (isAdminPath(pathname)) return null;
  const routes = PUBLIC_PAGES.map((page) =>
    page.path ? { path: page.path, page } : { index: true as const, page },
  );
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf ? { page: leaf.route.page, params: leaf.params } : null;
}
