/**
 * POST q=popular-save JSON {post_ids} (spec 7, Admin; the answer is ignored unless it reports an
 * error). The order of `post_ids` is the order of the list. Invalidates 'Popular', so the public
 * rail refreshes.
 *
 * GET q=search-posts for the selection grid's search box: the reader's search drops the ids, and
 * the selection is by id, so this reads each hit as a post (what a hit lacks stays empty; a hit
 * without an id is looked up by slug, see searchHits.ts).
 */
import { baseApi } from '../../../api/baseApi';
import { logFailure } from '../../../api/logFailure';
import type { PopularSaveInput, Post, StatusAnswer } from '../../../contract/schemas';
import { unlessErrorResult } from '../lib/writeResult';
import { postsOfHits } from './searchHits';

export const adminPopularApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePopular: build.mutation<StatusAnswer, PopularSaveInput>({
      queryFn: async ({ post_ids }, _api, _extra, baseQuery) =>
        unlessErrorResult(
          await baseQuery({ q: 'popular-save', method: 'POST', json: { post_ids } }),
        ),
      invalidatesTags: (result) => (result ? [{ type: 'Popular', id: 'LIST' }] : []),
    }),
    searchPopularCandidates: build.query<Post[], string>({
      queryFn: async (keyword, _api, _extra, baseQuery) => {
        const answer = await baseQuery({ q: 'search-posts', params: { keyword } });
        if (answer.error) return { error: answer.error };
        const lookup = (slug: string) => baseQuery({ q: 'post', params: { slug } });
        return { data: await postsOfHits(answer.data, lookup) };
      },
      onQueryStarted: logFailure('Search error'),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
  }),
});

export const { useSavePopularMutation, useSearchPopularCandidatesQuery } = adminPopularApi;
