/**
 * The reading pages' GET requests, built in one place: the endpoints send them (features/…/api.ts)
 * and a static host's early script starts the first ones before the app has loaded
 * (app/pages/firstCalls.ts), so both ask for the very same URL. Each names its row of the calls
 * table (contract/calls.ts), whose `q` it sends. Plain functions without RTK Query nor the
 * table's schemas (a type import only), so the early script stays small.
 */
import type { ApiRequest } from './baseApi';
import type { CallInput, CallKey } from '../contract/calls';
import type { PageParam } from '../contract/paging';

/** Which posts a grid lists: every post, newest first, unless it says otherwise. */
export interface PostList {
  /** One category's posts (by slug). */
  category?: string;
  /** Every post, the most viewed of the last 48 hours first (q=trending). */
  ranking?: 'trending';
}

type ReadKey = Extract<CallKey, `GET ${string}`>;
type QOf<K extends ReadKey> = K extends `GET ${infer Q}` ? Q : never;

/** The GET request of the table's row `key` with its query string. */
export function readRequest<K extends ReadKey>(key: K, input: CallInput<K>): ApiRequest {
  return { q: key.slice('GET '.length) as QOf<K>, ...input } as ApiRequest;
}

export const readRequests = {
  categories: () => readRequest('GET categories', {}),
  popular: () => readRequest('GET popular', {}),
  /** The banners; on a post's page, for that post (a campaign may target its category). */
  banners: (post?: string) => readRequest('GET banners', post ? { params: { post } } : {}),
  /**
   * One page of every post (no category), of one category's posts (by slug), or (an addition,
   * where views are counted) of every post ranked by its views of the last 48 hours.
   */
  postList: ({ category, ranking }: PostList, { page, limit }: PageParam) =>
    category
      ? readRequest('GET category-posts', { params: { slug: category, page, limit } })
      : ranking === 'trending'
        ? readRequest('GET trending', { params: { page, limit } })
        : readRequest('GET posts', { params: { page, limit } }),
  /** q=most-read (an addition): the most read posts of the last 7 days, but post `exclude`. */
  mostRead: (exclude: number) => readRequest('GET most-read', { params: { exclude } }),
  /** One post by its slug. */
  post: (slug: string) => readRequest('GET post', { params: { slug } }),
  /** q=shared-post (an addition): the post a share link opens. */
  sharedPost: (token: string) => readRequest('GET shared-post', { params: { token } }),
};
