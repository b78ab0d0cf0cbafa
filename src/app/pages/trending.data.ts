/** `/trending`: the same list as home, as a numbered list of thumbnails. */
import { bannersCall, feedCall } from './calls';
import { feedHead } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const TITLE = 'Trending Posts';

export const calls = ({ search }: PageAt) => ({
  posts: feedCall({}, search),
  banners: bannersCall,
});

export function head({ posts }: Answers<ReturnType<typeof calls>>, { site }: HeadView) {
  const description = `What ${site.brand} readers are opening right now.`;
  // A list of thumbnails: no image of it is the LCP (no `hero`).
  return feedHead(
    { title: TITLE, description, canonicalPath: '/trending' },
    posts ?? [],
    site.brand,
  );
}
