/**
 * The first-view requests pages share, made exactly as their components make them (same
 * endpoint, same argument), so the browser finds them in the answers it is handed. Each answers
 * the data, or undefined when the call failed (the page then shows what it shows for a failure).
 */
import { firstPageParam, pageFromSearch } from '../../contract/paging';
import type { Post } from '../../contract/schemas';
import { bannersApi } from '../../features/banners/api';
import { categoriesApi } from '../../features/categories/api';
import { popularApi } from '../../features/popular/api';
import { postsApi, type PostListArg } from '../../features/posts/api';
import type { AppStore } from '../store';

export async function askCategories(store: AppStore) {
  return (await store.dispatch(categoriesApi.endpoints.getCategories.initiate())).data;
}

export async function askPopular(store: AppStore) {
  return (await store.dispatch(popularApi.endpoints.getPopular.initiate())).data;
}

export async function askBanners(store: AppStore) {
  return (await store.dispatch(bannersApi.endpoints.getBanners.initiate())).data;
}

/** The posts a grid opened at `?page=N` shows (all N pages of them, as the grid does). */
export async function askFeed(
  store: AppStore,
  list: PostListArg,
  search: URLSearchParams,
): Promise<Post[]> {
  const result = await store.dispatch(
    postsApi.endpoints.getPostPages.initiate(list, {
      initialPageParam: firstPageParam(pageFromSearch(search)),
    }),
  );
  return result.data?.pages.flatMap((page) => page.posts) ?? [];
}

/** One post by slug; null when there is none. */
export async function askPost(store: AppStore, slug: string) {
  return (await store.dispatch(postsApi.endpoints.getPostBySlug.initiate(slug))).data ?? null;
}

/**
 * The post a share link opens; null when it opens none (a token unknown, revoked or expired, a
 * backend without share links) or the call failed.
 */
export async function askSharedPost(store: AppStore, token: string) {
  return (await store.dispatch(postsApi.endpoints.getSharedPost.initiate(token))).data ?? null;
}
