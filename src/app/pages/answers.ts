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

function entryOf(state: RootState, call: PageCall<unknown>): { entry: Entry; data: unknown } {
  switch (call.endpoint) {
    case 'getPostPages': {
      const entry = postsApi.endpoints.getPostPages.select(call.arg)(state);
      return { entry, data: entry.data?.pages.flatMap((page) => page.posts) };
    }
    case 'getPostBySlug':
    case 'getSharedPost': {
      const entry = postsApi.endpoints[call.endpoint].select(call.arg)(state);
      return { entry, data: entry.data };
    }
    case 'getCategories': {
      const entry = categoriesApi.endpoints.getCategories.select()(state);
      return { entry, data: entry.data };
    }
    case 'getPopular': {
      const entry = popularApi.endpoints.getPopular.select()(state);
      return { entry, data: entry.data };
    }
    case 'getBanners': {
      const entry = bannersApi.endpoints.getBanners.select()(state);
      return { entry, data: entry.data };
    }
  }
}

/** Makes `call` in `store`, as the page's component makes it. */
function ask(store: AppStore, call: PageCall<unknown>): Promise<unknown> {
  const { dispatch } = store;
  switch (call.endpoint) {
    case 'getPostPages':
      return dispatch(
        postsApi.endpoints.getPostPages.initiate(call.arg, { initialPageParam: call.pageParam }),
      );
    case 'getPostBySlug':
      return dispatch(postsApi.endpoints.getPostBySlug.initiate(call.arg));
    case 'getSharedPost':
      return dispatch(postsApi.endpoints.getSharedPost.initiate(call.arg));
    case 'getCategories':
      return dispatch(categoriesApi.endpoints.getCategories.initiate());
    case 'getPopular':
      return dispatch(popularApi.endpoints.getPopular.initiate());
    case 'getBanners':
      return dispatch(bannersApi.endpoints.getBanners.initiate());
  }
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
