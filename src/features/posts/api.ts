import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { normalisePosts, normaliseSinglePost } from '../../api/normalise';
import type { Post } from '../../api/schemas';

export const postsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=posts: every post, newest first (the home grid, trending, footer counts). */
    getPosts: build.query<Post[], void>({
      query: () => ({ q: 'posts' }),
      transformResponse: normalisePosts,
      onQueryStarted: logFailure('Failed to fetch posts'),
      providesTags: (posts = []) => [
        { type: 'Post', id: 'LIST' },
        ...posts.map((p) => ({ type: 'Post' as const, id: p.id })),
      ],
    }),
    /** q=post&slug=…: one post, or null when the backend has none. */
    getPostBySlug: build.query<Post | null, string>({
      query: (slug) => ({ q: 'post', params: { slug } }),
      transformResponse: normaliseSinglePost,
      onQueryStarted: logFailure('Failed to fetch post'),
      providesTags: (post) =>
        post ? [{ type: 'Post', id: post.id }] : [{ type: 'Post', id: 'LIST' }],
    }),
    /** q=category-posts&slug=…: the posts of one category. */
    getCategoryPosts: build.query<Post[], string>({
      query: (slug) => ({ q: 'category-posts', params: { slug } }),
      transformResponse: normalisePosts,
      onQueryStarted: logFailure('Failed to fetch posts'),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
  }),
});

export const { useGetPostsQuery, useGetPostBySlugQuery, useGetCategoryPostsQuery } = postsApi;
