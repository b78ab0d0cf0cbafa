/** The analytics screens' words. */
import type { AnalyticsPeriod } from '../../../contract/analyticsCalls';

export const ANALYTICS_MESSAGES = {
  title: 'Analytics',
  description:
    'Views and visitors, counted without cookies. Bots, staff and readers who ask not to be tracked are not counted.',
  loading: 'Loading analytics…',
  loadFailed: 'The analytics could not be loaded.',
  periodLabel: 'Period',
  views: 'Views',
  visitors: 'Visitors',
  visitorsNote: 'Each day’s visitors, added up',
  realtime: 'Visitors right now',
  realtimeNote: 'In the last 5 minutes',
  chartTitle: 'Views and visitors',
  topPosts: 'Top posts',
  topCategories: 'Top categories',
  topReferrers: 'Top referrers',
  referrersNote: 'The sites readers came from (by their address’s host).',
  noPosts: 'No post was read in this period.',
  noCategories: 'No category was read in this period.',
  noReferrers: 'No reader came from another site in this period.',
  postFigures: 'Readers',
  postFiguresNote: 'Views of this post in the last 30 days.',
  postFiguresFailed: 'This post’s figures could not be loaded.',
} as const;

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};
