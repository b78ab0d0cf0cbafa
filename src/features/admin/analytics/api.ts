/**
 * The admin's analytics (an addition; only a backend whose capabilities say `analytics` has
 * them): the site's figures for a period, the dashboard's month, and one post's 30 days. Answers
 * are checked against the calls table's; figures move with every view, so each screen asks anew
 * when it opens (nothing is kept once unused).
 */
import { baseApi } from '../../../api/baseApi';
import type {
  AnalyticsAnswer,
  AnalyticsPeriod,
  AnalyticsPostAnswer,
  AnalyticsSummaryAnswer,
} from '../../../contract/analyticsCalls';
import { CALLS } from '../../../contract/calls';
import { checkedAnswer } from '../lib/checkedAnswer';

export const adminAnalyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsAnswer, AnalyticsPeriod>({
      query: (period) => ({ q: 'analytics', params: { period } }),
      responseSchema: CALLS['GET analytics'].answer,
      ...checkedAnswer,
      keepUnusedDataFor: 0,
    }),
    getAnalyticsSummary: build.query<AnalyticsSummaryAnswer, void>({
      query: () => ({ q: 'analytics-summary' }),
      responseSchema: CALLS['GET analytics-summary'].answer,
      ...checkedAnswer,
      keepUnusedDataFor: 0,
    }),
    getPostAnalytics: build.query<AnalyticsPostAnswer, number>({
      query: (id) => ({ q: 'analytics-post', params: { id } }),
      responseSchema: CALLS['GET analytics-post'].answer,
      ...checkedAnswer,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAnalyticsQuery, useGetAnalyticsSummaryQuery, useGetPostAnalyticsQuery } =
  adminAnalyticsApi;
