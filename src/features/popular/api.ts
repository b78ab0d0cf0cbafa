import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { readRequests } from '../../api/requests';
import { normalisePopular } from '../../contract/normalise';
import type { PopularPost } from '../../contract/schemas';

export const popularApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=popular: the admin's popular list (at most 6), in its saved order. */
    getPopular: build.query<PopularPost[], void>({
      query: readRequests.popular,
      transformResponse: normalisePopular,
      onQueryStarted: logFailure('Popular fetch failed'),
      providesTags: [{ type: 'Popular', id: 'LIST' }],
    }),
  }),
});

export const { useGetPopularQuery } = popularApi;
