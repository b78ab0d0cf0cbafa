import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { readRequests } from '../../api/requests';
import { normaliseBanners, type ReaderBanners } from '../../contract/normalise';

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q=banners: the home and post banner image paths, each possibly empty; with a post's slug,
     * the banners for that post's page.
     */
    getBanners: build.query<ReaderBanners, string | void>({
      query: (post) => readRequests.banners(post || undefined),
      transformResponse: normaliseBanners,
      onQueryStarted: logFailure('Failed to fetch banners'),
      providesTags: [{ type: 'Banner', id: 'LIST' }],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
