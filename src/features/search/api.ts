import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { normaliseSearch } from '../../contract/normalise';
import type { SearchResult } from '../../contract/schemas';
import { withSnippets, type SearchHit } from './snippet';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=search-posts: the All Content and Posts filters. */
    searchPosts: build.query<SearchHit[], string>({
      query: (keyword) => ({ q: 'search-posts', params: { keyword } }),
      // The reference server adds the passage that matched (snippet.ts).
      transformResponse: (raw: unknown) => withSnippets(normaliseSearch(raw, 'post'), raw),
      onQueryStarted: logFailure('Search error'),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    /** q=search-categories: the Categories filter. */
    searchCategories: build.query<SearchResult[], string>({
      query: (keyword) => ({ q: 'search-categories', params: { keyword } }),
      transformResponse: (raw: unknown) => normaliseSearch(raw, 'category'),
      onQueryStarted: logFailure('Search error'),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useSearchPostsQuery, useSearchCategoriesQuery } = searchApi;
