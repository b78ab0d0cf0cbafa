/**
 * The early script's table of the reading pages: the route table (app/pages/routes.ts) with each
 * page's first calls and likely LCP (app/pages/earlyData.ts). A page without them there is not
 * started early: the pages that ask only once the backend's capabilities say so (an author's,
 * the predictions' record), and those that ask for nothing first. No page's component is built
 * into the early script, which stays small (vite.earlyScript.ts).
 */
import { EARLY_DATA } from '../app/pages/earlyData';
import { PAGE_ROUTES, type PageRoute } from '../app/pages/routes';
import type { PageData } from '../app/pages/types';

/** What the early script knows of a page: its first calls and its likely LCP. */
export type EarlyData = Pick<PageData, 'calls' | 'hero'>;

export interface EarlyPage extends PageRoute {
  data: EarlyData;
}

export const EARLY_PAGES: readonly EarlyPage[] = PAGE_ROUTES.map((route) => ({
  ...route,
  data: EARLY_DATA[route.page] ?? {},
}));
