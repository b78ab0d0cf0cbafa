/**
 * q=site-texts (an addition): the responsible-gambling texts the admin chose, on a backend whose
 * capabilities say `site_texts`. Read without the validator (readSiteTexts): the reader's footer
 * and a post's box ask it. The admin's save answers the texts as stored.
 */
import { baseApi, type ApiError } from '../../api/baseApi';
import { readSiteTexts, type SiteTexts } from '../../contract/siteTexts';

export const siteTextsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The stored texts (each empty for the app's default). */
    getSiteTexts: build.query<SiteTexts, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = (await baseQuery({ q: 'site-texts' })) as {
          data?: unknown;
          error?: ApiError;
        };
        if (result.error) return { error: result.error };
        const texts = readSiteTexts(result.data);
        return texts
          ? { data: texts }
          : { error: { status: 200, message: 'The texts could not be read', data: result.data } };
      },
      providesTags: ['SiteTexts'],
    }),
  }),
});

export const { useGetSiteTextsQuery } = siteTextsApi;
