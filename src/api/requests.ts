/**
 * The reading pages' GET requests, built in one place: the endpoints send them (features/…/api.ts)
 * and a static host's early script starts the first ones before the app has loaded
 * (app/pages/firstCalls.ts), so both ask for the very same URL. Plain functions without RTK
 * Query, so the early script stays small.
 */
import type { ApiRequest } from './baseApi';
import type { PageParam } from '../contract/paging';

export const readRequests = {
  categories: (): ApiRequest => ({ q: 'categories' }),
  popular: (): ApiRequest => ({ q: 'popular' }),
  banners: (): ApiRequest => ({ q: 'banners' }),
  /** One page of every post (no category) or of one category's posts (by slug). */
  postList: (category: string | undefined, { page, limit }: PageParam): ApiRequest =>
    category
      ? { q: 'category-posts', params: { slug: category, page, limit } }
      : { q: 'posts', params: { page, limit } },
  /** One post by its slug. */
  post: (slug: string): ApiRequest => ({ q: 'post', params: { slug } }),
  /** q=shared-post (an addition): the post a share link opens. */
  sharedPost: (token: string): ApiRequest => ({ q: 'shared-post', params: { token } }),
};
