/**
 * The calls reading pages start with, each built by the same request builder as its endpoint
 * (api/requests.ts) and read with the same normaliser, so the early script, the server's render
 * and the browser's first render ask for the very URL the page's components ask for.
 *
 * No RTK Query and no React here: this is part of the early script.
 */
import {
  normaliseBanners,
  normaliseCategories,
  normalisePopular,
  normalisePosts,
  normaliseSinglePost,
} from '../../contract/normalise';
import { firstPageParam, pageFromSearch } from '../../contract/paging';
import { readRequest, readRequests } from '../../api/requests';
import type { Banners, Category, PopularPost, Post } from '../../contract/schemas';
import type { SiteTexts } from '../../contract/siteTexts';
import type { PostListArg } from '../../features/posts/api';
import type { PageCall } from './types';

export const categoriesCall: PageCall<Category[]> = {
  endpoint: 'getCategories',
  request: readRequests.categories(),
  read: normaliseCategories,
};

export const popularCall: PageCall<PopularPost[]> = {
  endpoint: 'getPopular',
  request: readRequests.popular(),
  read: normalisePopular,
};

/**
 * The admin's responsible-gambling texts, for the footer and a betting post's box: the server's
 * render asks its own backend (which keeps them), and the page carries the answer; a page built
 * in the browser asks once the capabilities say so (features/responsible/useResponsibleTexts).
 */
export const siteTextsCall: PageCall<SiteTexts | null> = {
  endpoint: 'getSiteTexts',
  request: readRequest('GET site-texts', {}),
  // No head reads it, and the early script never makes it: its endpoint checks the answer
  // (readSiteTexts), which stays out of the early script.
  read: (raw) => raw as SiteTexts | null,
  renderedOnly: true,
};

export const bannersCall: PageCall<Banners> = {
  endpoint: 'getBanners',
  request: readRequests.banners(),
  read: normaliseBanners,
};

/** The banners of a post's page (a campaign may target the post's category). */
export function postBannersCall(slug: string): PageCall<Banners> {
  return {
    endpoint: 'getBanners',
    arg: slug,
    request: readRequests.banners(slug),
    read: normaliseBanners,
  };
}

/** The posts of a grid opened at the URL's `?page=N`: all N pages of them, as the grid shows. */
export function feedCall(list: PostListArg, search: URLSearchParams): PageCall<Post[]> {
  const pageParam = firstPageParam(pageFromSearch(search));
  return {
    endpoint: 'getPostPages',
    arg: list,
    pageParam,
    request: readRequests.postList(list, pageParam),
    read: normalisePosts,
  };
}

/** One post by slug; null when there is none. */
export function postCall(slug: string): PageCall<Post | null> {
  return {
    endpoint: 'getPostBySlug',
    arg: slug,
    request: readRequests.post(slug),
    read: normaliseSinglePost,
  };
}

/** The post a share link opens, by the link's token; null when it opens none. */
export function sharedPostCall(token: string): PageCall<Post | null> {
  return {
    endpoint: 'getSharedPost',
    arg: token,
    request: readRequests.sharedPost(token),
    read: normaliseSinglePost,
  };
}
