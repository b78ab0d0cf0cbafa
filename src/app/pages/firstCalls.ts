/**
 * The API calls a reading page starts with, as its route table entry declares them (`firstCalls`
 * in table.ts): the requests its `firstView` (and the layout's) make through ask.ts, built by the
 * same request builders as the endpoints (api/requests.ts). A static host's early script
 * (app/pages/earlyStart.ts) starts them before the app's code has arrived; the app then uses those
 * answers instead of asking again (api/earlyAnswers.ts). tests/unit/app/firstCalls.test.ts proves
 * the declaration and each page's `firstView` ask for the same URLs.
 *
 * No RTK Query and no React here: this is part of the early script.
 */
import type { ApiRequest } from '../../api/baseApi';
import { normalisePosts, normaliseSinglePost } from '../../contract/normalise';
import { firstPageParam, pageFromSearch } from '../../contract/paging';
import { readRequests } from '../../api/requests';
import type { PageHead } from '../../contract/pageHead';
import type { PostListArg } from '../../features/posts/api';
import { feedHero, postHero, type FeedHeroSize } from './head';

export interface FirstCall {
  request: ApiRequest;
  /**
   * The page's likely LCP image in this call's answer (the backend's JSON, not yet normalised),
   * as the server's preload hint names it (head.ts): the early script preloads it.
   */
  heroOf?: (answer: unknown) => PageHead['hero'];
}

export const categoriesCall: FirstCall = { request: readRequests.categories() };
export const popularCall: FirstCall = { request: readRequests.popular() };
export const bannersCall: FirstCall = { request: readRequests.banners() };

/**
 * The first request of a list opened at the URL's `?page=N` (askFeed, usePagedPosts). `hero`: how
 * the list shows its first post when it keeps the answer's order, its image then being the LCP
 * (as the page's `firstView` declares it: feedHead); null when no image is the LCP.
 */
export function feedCall(
  list: PostListArg,
  search: URLSearchParams,
  { hero = 'card' }: { hero?: FeedHeroSize } = {},
): FirstCall {
  return {
    request: readRequests.postList(list.category, firstPageParam(pageFromSearch(search))),
    ...(hero ? { heroOf: (answer: unknown) => feedHero(normalisePosts(answer), hero) } : {}),
  };
}

/** One post by slug (askPost), whose image heads its page. */
export function postCall(slug: string): FirstCall {
  return {
    request: readRequests.post(slug),
    heroOf: (answer) => postHero(normaliseSinglePost(answer)),
  };
}

/** The post a share link opens, by the link's token (askSharedPost), whose image heads its page. */
export function sharedPostCall(token: string): FirstCall {
  return {
    request: readRequests.sharedPost(token),
    heroOf: (answer) => postHero(normaliseSinglePost(answer)),
  };
}

/** The layout's own calls, under every reading page (PublicLayout's `firstView`). */
export const LAYOUT_CALLS: readonly FirstCall[] = [categoriesCall, popularCall];
