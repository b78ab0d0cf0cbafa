/**
 * `/trending`: where the server counts views (an addition), every post ranked by its views of the
 * last 48 hours; elsewhere the same list as home (the spec's), which its texts then say it is.
 */
import type { PostListArg } from '../../features/posts/api';
import { bannersCall, feedCall } from './calls';
import { feedHead } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const TITLE = 'Trending Posts';

/** The feed's list: ranked by views where they are counted. */
export const trendingList = (counting: boolean): PostListArg =>
  counting ? { ranking: 'trending' } : {};

/** What the page says it lists: only what it measures. */
export const trendingSubtitle = (counting: boolean): string =>
  counting ? 'What readers are opening right now.' : 'The newest posts from every category.';

export const calls = ({ search, counting }: PageAt) => ({
  posts: feedCall(trendingList(counting), search),
  banners: bannersCall,
});

export function head({ posts }: Answers<ReturnType<typeof calls>>, { site, counting }: HeadView) {
  const description = counting
    ? `What ${site.brand} readers are opening right now.`
    : `The newest posts from every category on ${site.brand}.`;
  // A list of thumbnails: no image of it is the LCP (no `hero`).
  return feedHead(
    { title: TITLE, description, canonicalPath: '/trending' },
    posts ?? [],
    site.brand,
  );
}
