/** `/`, also the All category: the home banner, then every post, the newest leading. */
import { bannersCall, feedCall } from './calls';
import { feedHead } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const calls = ({ search }: PageAt) => ({
  posts: feedCall({}, search),
  banners: bannersCall,
});

export function head({ posts }: Answers<ReturnType<typeof calls>>, { site }: HeadView) {
  return feedHead({ title: null, canonicalPath: '/' }, posts ?? [], site.brand, 'lead');
}
