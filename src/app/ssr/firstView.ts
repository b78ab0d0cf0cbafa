/**
 * The answers a reading page shows in its first view, asked for by the server before it renders
 * the page (the components themselves only ask once they run in a browser). Each request here is
 * the exact one the page's components make, so the browser finds them in the cache it is handed
 * and shows the same page: the end-to-end suite fails on any hydration mismatch.
 */
import { matchRoutes } from 'react-router-dom';
import type { AppStore } from '../store';
import { routes } from '../router';
import { bannersApi } from '../../features/banners/api';
import { categoriesApi } from '../../features/categories/api';
import { popularApi } from '../../features/popular/api';
import { postsApi } from '../../features/posts/api';
import { firstPageParam, pageFromSearch } from '../../api/paging';

type Request = (store: AppStore) => PromiseLike<unknown>;

const layout: Request[] = [
  (store) => store.dispatch(categoriesApi.endpoints.getCategories.initiate()),
  (store) => store.dispatch(popularApi.endpoints.getPopular.initiate()),
];
const banners: Request = (store) => store.dispatch(bannersApi.endpoints.getBanners.initiate());
const feed =
  (category: string | undefined, search: URLSearchParams): Request =>
  (store) =>
    store.dispatch(
      postsApi.endpoints.getPostPages.initiate(category ? { category } : {}, {
        initialPageParam: firstPageParam(pageFromSearch(search)),
      }),
    );
const post =
  (slug: string): Request =>
  (store) =>
    store.dispatch(postsApi.endpoints.getPostBySlug.initiate(slug));

/**
 * The requests of the page at `url`, or null for a page the server does not render (pages
 * without a first view worth it, or that depend on what only the browser has: the admin, the
 * visitor's suggestions).
 */
export function firstViewRequests(url: URL): Request[] | null {
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf || matches?.[0]?.route.path !== '/') return null;
  const { route, params } = leaf;
  if (route.index) return [...layout, banners, feed(undefined, url.searchParams)];
  switch (route.path) {
    case 'trending':
      return [...layout, banners, feed(undefined, url.searchParams)];
    case ':categorySlug':
      return [...layout, feed(params.categorySlug, url.searchParams)];
    case ':categorySlug/:postSlug':
      return [...layout, banners, post(params.postSlug ?? '')];
    case 'posts/:slug':
    case 'popular/:slug':
      return [...layout, banners, post(params.slug ?? '')];
    default:
      return null;
  }
}
