/**
 * POST q=popular-save JSON {post_ids} (spec 7, Admin; the answer is ignored unless it reports an
 * error). The order of `post_ids` is the order of the list. Invalidates 'Popular', so the public
 * rail refreshes.
 */
import { baseApi } from '../../../api/baseApi';
import type { StatusAnswer } from '../../../api/schemas';
import { unlessErrorResult } from '../lib/writeResult';

export const adminPopularApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePopular: build.mutation<StatusAnswer, { post_ids: number[] }>({
      queryFn: async ({ post_ids }, _api, _extra, baseQuery) =>
        unlessErrorResult(
          await baseQuery({ q: 'popular-save', method: 'POST', json: { post_ids } }),
        ),
      invalidatesTags: (result) => (result ? [{ type: 'Popular', id: 'LIST' }] : []),
    }),
  }),
});

export const { useSavePopularMutation } = adminPopularApi;
