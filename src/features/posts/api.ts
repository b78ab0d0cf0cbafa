import type { ApiError, ApiMeta } from '../../api/baseApi';
import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { normalisePosts, normaliseSinglePost } from '../../contract/normalise';
import { FEED_PAGE_SIZE, firstPageParam, type PageParam } from '../../contract/paging';
import { readRequests, type PostList } from '../../api/requests';
import type { Post } from '../../contract/schemas';
import { nextPageParam, readPostsPage, slicePage, type PostsPage } from './lib/paging';

/** Which list a paged grid shows: every post, or one category's (by slug). */
export type PostListArg = PostList;

/** One page of the admin's table, whatever the backend does with paging. */
export interface PostsTablePage {
  posts: Post[];
  total: number;
}

export const postsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q=posts: every post, newest first. Only for what truly needs the whole list (the footer's
     * counts on a backend without `post_count`); grids ask for pages.
     */
    getPosts: build.query<Post[], void>({
      query: () => ({ q: 'posts' }),
      transformResponse: normalisePosts,
      onQueryStarted: logFailure('Failed to fetch posts'),
      providesTags: (posts = []) => [
        { type: 'Post', id: 'LIST' },
        ...posts.map((p) => ({ type: 'Post' as const, id: p.id })),
      ],
    }),
    /**
     * The reader's grids (home, trending, category): q=posts or q=category-posts page by page,
     * "Load more" fetching the next. Against a backend that ignores `page` and `limit`, the first
     * answer is the full list and there is no next page: the grid pages it on the client.
     */
    getPostPages: build.infiniteQuery<PostsPage, PostListArg, PageParam>({
      infiniteQueryOptions: {
        initialPageParam: firstPageParam(1),
        getNextPageParam: (_last, pages) => nextPageParam(pages, FEED_PAGE_SIZE),
      },
      query: ({ queryArg, pageParam }) => readRequests.postList(queryArg, pageParam),
      transformResponse: (raw: unknown, meta: ApiMeta | undefined, { pageParam }) =>
        readPostsPage(normalisePosts(raw), meta?.headers, pageParam.limit),
      onQueryStarted: logFailure('Failed to fetch posts'),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    /**
     * "Most read" under a post (an addition, where views are counted): the most read posts of
     * the last 7 days, never the one being read (`exclude`: its id).
     */
    getMostRead: build.query<Post[], number>({
      query: (exclude) => readRequests.mostRead(exclude),
      transformResponse: normalisePosts,
      onQueryStarted: logFailure('Failed to fetch the most read posts'),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    /** The admin's posts table: one page of q=posts (sliced here when the backend sends all). */
    getPostsTablePage: build.query<PostsTablePage, PageParam>({
      query: (param) => readRequests.postList({}, param),
      transformResponse: (raw: unknown, meta: ApiMeta | undefined, param) => {
        const answer = readPostsPage(normalisePosts(raw), meta?.headers, param.limit);
        return answer.paged
          ? { posts: answer.posts, total: answer.total }
          : { posts: slicePage(answer.posts, param), total: answer.total };
      },
      providesTags: (result) => [
        { type: 'Post', id: 'LIST' },
        ...(result?.posts ?? []).map((p) => ({ type: 'Post' as const, id: p.id })),
      ],
    }),
    /** q=post&slug=…: one post, or null when the backend has none. */
    /**
     * q=post&slug=…: the post, or null when there is none (a 404 is an answer, not a failure: a
     * page the server rendered "not found" is not asked again, and nothing is logged for it).
     */
    getPostBySlug: build.query<Post | null, string>({
      queryFn: async (slug, _api, _extra, baseQuery) => {
        const result = await baseQuery(readRequests.post(slug));
        if (!result.error) return { data: normaliseSinglePost(result.data) };
        return (result.error as ApiError).status === 404 ? { data: null } : { error: result.error };
      },
      onQueryStarted: logFailure('Failed to fetch post'),
      providesTags: (post) =>
        post ? [{ type: 'Post', id: post.id }] : [{ type: 'Post', id: 'LIST' }],
    }),
    /**
     * q=shared-post&token=… (an addition): the post a share link opens, or null when the answer
     * holds none (a seed backend's answer to a call it does not know). An unknown, revoked or
     * expired token is a 404 error. Dropped soon after its page is left, so a link revoked
     * meanwhile does not open again from memory; not at once, as hydration must find the
     * server's answer still there when the page subscribes.
     */
    getSharedPost: build.query<Post | null, string>({
      query: readRequests.sharedPost,
      transformResponse: normaliseSinglePost,
      keepUnusedDataFor: 10,
    }),
  }),
});

export const {
  useGetPostsQuery,
  useGetPostPagesInfiniteQuery,
  useGetPostsTablePageQuery,
  useGetPostBySlugQuery,
  useGetSharedPostQuery,
  useGetMostReadQuery,
} = postsApi;
