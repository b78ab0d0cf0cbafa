/**
 * The data modules of the pages the early script starts (boot/earlyPages.ts): their first calls,
 * likely LCP and head. The build puts them in the early script's file (vite.earlyScript.ts), which
 * every page loads before the app, so the app's table (table.ts) takes them from here instead of
 * loading each with an `import()` of its own: nothing more to fetch, and no second copy.
 */
// Named imports only: a module namespace would need the bundler's helpers in the early file.
import { calls as blogsCalls, head as blogsHead, hero as blogsHero } from './blogs.data';
import {
  calls as categoryCalls,
  head as categoryHead,
  hero as categoryHero,
} from './category.data';
import { calls as homeCalls, head as homeHead, hero as homeHero } from './home.data';
import { calls as postCalls, head as postHead, hero as postHero } from './post.data';
import {
  calls as sharedPostCalls,
  head as sharedPostHead,
  hero as sharedPostHero,
} from './sharedPost.data';
import { calls as trendingCalls, head as trendingHead } from './trending.data';
import type { PageName } from './routes';
import type { PageData } from './types';

export const EARLY_DATA: Partial<Record<PageName, PageData>> = {
  blogs: { calls: blogsCalls, hero: blogsHero, head: blogsHead },
  category: { calls: categoryCalls, hero: categoryHero, head: categoryHead },
  home: { calls: homeCalls, hero: homeHero, head: homeHead },
  post: { calls: postCalls, hero: postHero, head: postHead },
  sharedPost: { calls: sharedPostCalls, hero: sharedPostHero, head: sharedPostHead },
  trending: { calls: trendingCalls, head: trendingHead },
};
