/**
 * The early script's table of the reading pages: the route table (app/pages/routes.ts) with each
 * page's first calls and likely LCP, taken by name from its data module. Neither the pages' heads
 * (and what they use: the head builders, the text helpers) nor their components are built into
 * the early script, which stays small (vite.earlyScript.ts).
 */
import { calls as blogsCalls, hero as blogsHero } from '../app/pages/blogs.data';
import { calls as categoryCalls, hero as categoryHero } from '../app/pages/category.data';
import { calls as homeCalls, hero as homeHero } from '../app/pages/home.data';
import { calls as postCalls, hero as postHero } from '../app/pages/post.data';
import { calls as sharedPostCalls, hero as sharedPostHero } from '../app/pages/sharedPost.data';
import { calls as trendingCalls } from '../app/pages/trending.data';
import { PAGE_ROUTES, type PageName, type PageRoute } from '../app/pages/routes';
import type { PageData } from '../app/pages/types';

/** What the early script knows of a page: its first calls and its likely LCP. */
export type EarlyData = Pick<PageData, 'calls' | 'hero'>;

const EARLY: Record<PageName, EarlyData> = {
  about: {},
  // Asked only once the backend's capabilities say it has staff: never early.
  author: {},
  blogs: { calls: blogsCalls, hero: blogsHero },
  categories: {},
  category: { calls: categoryCalls, hero: categoryHero },
  home: { calls: homeCalls, hero: homeHero },
  notFound: {},
  policy: {},
  // Asked only once the backend's capabilities say it keeps the record: never early.
  predictions: {},
  post: { calls: postCalls, hero: postHero },
  promotion: {},
  sharedPost: { calls: sharedPostCalls, hero: sharedPostHero },
  suggestions: {},
  trending: { calls: trendingCalls },
};

export interface EarlyPage extends PageRoute {
  data: EarlyData;
}

export const EARLY_PAGES: readonly EarlyPage[] = PAGE_ROUTES.map((route) => ({
  ...route,
  data: EARLY[route.page],
}));
