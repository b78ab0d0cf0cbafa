/**
 * The admin's responsible-gambling texts (an addition; only a backend whose capabilities say
 * `site_texts` has them): GET q=site-texts and POST q=site-texts with the whole set. Answers are
 * checked against the calls table's; a save refreshes every reader view of the texts (the
 * 'SiteTexts' tag the footer's query provides too).
 */
import { baseApi } from '../../../api/baseApi';
import { CALLS } from '../../../contract/calls';
import type { SiteTexts } from '../../../contract/siteTexts';
import { checkedAnswer } from '../lib/checkedAnswer';

export const adminSiteTextsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSiteTexts: build.query<SiteTexts, void>({
      query: () => ({ q: 'site-texts' }),
      responseSchema: CALLS['GET site-texts'].answer,
      ...checkedAnswer,
      providesTags: ['SiteTexts'],
    }),
    saveSiteTexts: build.mutation<{ message: string; texts: SiteTexts }, SiteTexts>({
      query: (texts) => ({ q: 'site-texts', method: 'POST', json: texts }),
      responseSchema: CALLS['POST site-texts'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? ['SiteTexts'] : []),
    }),
  }),
});

export const { useGetAdminSiteTextsQuery, useSaveSiteTextsMutation } = adminSiteTextsApi;
