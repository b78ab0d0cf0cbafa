/** The analytics' rollup tables and visitor sets (migration 023_analytics.sql), for the queue. */
import { distinctSet, rollupTable } from './queue';

export const DAYS = rollupTable('analytics_days', ['day'], ['views', 'visitors']);
export const HOURS = rollupTable('analytics_hours', ['day', 'hour'], ['views', 'visitors']);
export const PAGES = rollupTable(
  'analytics_pages',
  ['day', 'path', 'post_id', 'category_id'],
  ['views'],
);
export const POST_HOURS = rollupTable(
  'analytics_post_hours',
  ['day', 'hour', 'post_id'],
  ['views'],
);
export const REFERRERS = rollupTable('analytics_referrers', ['day', 'host'], ['views']);

/** A visitor's first view of the day (or hour), on any instance, adds one visitor. */
export const DAY_VISITORS = distinctSet('analytics_day_visitors', ['day'], 'visitor', {
  table: DAYS,
  counter: 'visitors',
});
export const HOUR_VISITORS = distinctSet('analytics_hour_visitors', ['day', 'hour'], 'visitor', {
  table: HOURS,
  counter: 'visitors',
});
/** Visitors seen per minute: "in the last 5 minutes". */
export const RECENT = distinctSet('analytics_recent', ['minute'], 'visitor');
