/**
 * A reading page's first calls made through the app's store (the server's render and the
 * browser's first render), and their answers read back from it (the page's head): the same
 * endpoints, with the same arguments, as the page's components use, so the components find them.
 */
import { bannersApi } from '../../features/banners/api';
import { categoriesApi } from '../../features/categories/api';
import { popularApi } from '../../features/popular/api';
import { postsApi } from '../../features/posts/api';
import type { AppStore, RootState } from '../store';
import type { Answers, PageCall, PageCalls } from './types';

/** A call's entry in the store: what it answered, or how it failed. */
interface Entry {
  data?: unknown;
  error?: unknown;
  isUninitialized: boolean;
  isLoading: boolean;
}

/**
 * The endpoints first calls are made with, by name (one switch-free table for both ways). A page
 * whose calls the early script never makes brings its own (registerEndpoints), so they stay out
 * of every other page's first view.
 */
const ENDPOINTS: Partial<Record<PageCall<unknown>['endpoint'], unknown>> = {
  getPostPages: postsApi.endpoints.getPostPages,
  getPostBySlug: postsApi.endpoints.getPostBySlug,
  getSharedPost: postsApi.endpoints.getSharedPost,
  getCategories: categoriesApi.endpoints.getCategories,
  getPopular: popularApi.endpoints.getPopular,
  getBanners: bannersApi.endpoints.getBanners,
};

/** What every one of them has: a selector of its entry and a thunk that makes the call. */
interface AnyEndpoint {
  select(arg: unknown): (state: RootState) => Entry;
  initiate(
    arg: unknown,
    options?: { initialPageParam: unknown },
  ): Parameters<AppStore['dispatch']>[0];
}
const endpointOf = (call: PageCall<unknown>) => ENDPOINTS[call.endpoint] as AnyEndpoint;

/** Adds a page's own endpoints to the table (its data module does, as it loads). */
export function registerEndpoints(endpoints: typeof ENDPOINTS): void {
  Object.assign(ENDPOINTS, endpoints);
}

function entryOf(state: RootState, call: PageCall<unknown>): { entry: Entry; data: unknown } {
  const entry = endpointOf(call).select(call.arg)(state);
  // A grid's answer is its pages: the head reads their posts in one list.
  const data =
    call.endpoint === 'getPostPages'
      ? (entry.data as { pages: { posts: unknown[] }[] } | undefined)?.pages.flatMap(
          (page) => page.posts,
        )
      : entry.data;
  return { entry, data };
}

/** Makes `call` in `store`, as the page's component makes it. */
function ask(store: AppStore, call: PageCall<unknown>): Promise<unknown> {
  const options =
    call.endpoint === 'getPostPages' ? { initialPageParam: call.pageParam } : undefined;
  return store.dispatch(
    endpointOf(call).initiate(call.arg, options),
  ) as unknown as Promise<unknown>;
}

/**
 * Makes `calls` in `store`, in their order, and waits for every answer (a failed call answers
 * too: it is the page's to show). Each request stays subscribed until its holder lets it go.
 */
export async function askCalls(
  store: AppStore,
  calls: readonly PageCall<unknown>[],
): Promise<void> {
  await Promise.all(calls.map((call) => ask(store, call)));
}

/** A backend unreachable, or failing with a 5xx (not a 404, nor an answer it refused). */
function unreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500);
}

export interface PageAnswers<C extends PageCalls> {
  answers: Answers<C>;
  /** A call has not answered yet (not started, or on its way). */
  pending: boolean;
  /** A call failed for want of a working backend. */
  failed: boolean;
}

/** The answers of `calls` in the store, as the page's head reads them. */
export function answersIn<C extends PageCalls>(state: RootState, calls: C): PageAnswers<C> {
  const answers: Record<string, unknown> = {};
  let pending = false;
  let failed = false;
  for (const [name, call] of Object.entries(calls)) {
    const { entry, data } = entryOf(state, call);
    answers[name] = data;
    pending ||= entry.isUninitialized || entry.isLoading;
    failed ||= entry.error !== undefined && unreachable(entry.error);
  }
  return { answers: answers as Answers<C>, pending, failed };
}
