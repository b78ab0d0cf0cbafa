import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { readRequests } from '../../api/requests';
import { normaliseBanners } from '../../contract/normalise';
import type { Banners } from '../../contract/schemas';

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=banners: the home and post banner image paths, each possibly empty. */
    getBanners: build.query<Banners, void>({
      query: readRequests.banners,
      transformResponse: normaliseBanners,
      onQueryStarted: logFailure('Failed to fetch banners'),
      providesTags: [{ type: 'Banner', id: 'LIST' }],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
