/**
 * Addition (analytics, issue 27): cookie-free counting of views and visitors, and what the admin
 * reads of it. Asked only of a backend whose capabilities say `analytics`.
 *
 * - `POST q=hit`: a page view, sent by the reading page's beacon (`navigator.sendBeacon`, a
 *   `text/plain` JSON body, or `application/json`; at most 2 KB). Answers 204 with no body
 *   whether or not the view was counted (bots, DNT, GPC, prefetches and staff are not).
 * - `GET q=analytics&period=`: the site's figures for a period (right `site.analytics`).
 * - `GET q=analytics-post&id=`: one post's figures for 30 days (`posts.write`, own posts; all
 *   posts with `site.analytics`).
 * - `GET q=analytics-summary`: the dashboard's figures (this month against last month).
 * - `GET q=most-read&exclude=`: the most read posts of the last 7 days (public).
 * - `GET q=trending`: published posts ranked by their views of the last 48 hours (public).
 *
 * Days are the site's (its time zone, `time_zone` in q=capabilities), written `YYYY-MM-DD`.
 * Visitors of a period are the sum of each day's visitors: a visitor is known for one day only
 * (the hash's salt is deleted when the day ends), so the same person on two days counts twice.
 */
import { z } from 'zod';
import { pageQuery } from './schemas';

const id = z.number().int().positive();

/** Largest beacon body, in bytes. */
export const HIT_MAX_BYTES = 2048;
export const HIT_PATH_MAX = 512;

export const hitInput = z.object({
  /** The page's path (location.pathname): a site path, without query or fragment. */
  path: z
    .string({ error: 'path is required' })
    .max(HIT_PATH_MAX, `path must be at most ${HIT_PATH_MAX} characters`)
    .regex(/^\/(?!\/)[^\s?#\\]*$/, 'path must be a path of this site, starting with /'),
  /** document.referrer as it is: the server keeps only its host (none for this site's own). */
  referrer: z.string().max(1024, 'referrer must be at most 1024 characters').optional(),
});
export type HitInput = z.infer<typeof hitInput>;

export const ANALYTICS_PERIODS = ['today', '7d', '30d', '90d'] as const;
export const analyticsPeriod = z.enum(ANALYTICS_PERIODS, {
  error: 'period must be today, 7d, 30d or 90d',
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriod>;

export const analyticsQuery = z.object({ period: analyticsPeriod.default('30d') });

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsTotals = z.object({ views: count, visitors: count });

/** One point of the chart: a day, or (period `today`) an hour of today (0–23). */
export const analyticsPoint = z.object({
  day,
  hour: z.number().int().min(0).max(23).nullable(),
  views: count,
  visitors: count,
});
export type AnalyticsPoint = z.infer<typeof analyticsPoint>;

export const analyticsAnswer = z.object({
  period: analyticsPeriod,
  /** The first and last day of the period (inclusive; `today`: both today). */
  from: day,
  to: day,
  /** 'hour' for `today` (one point per hour so far), else one point per day, oldest first. */
  granularity: z.enum(['day', 'hour']),
  totals: analyticsTotals,
  series: z.array(analyticsPoint),
  /** Distinct visitors seen in the last 5 minutes, on every instance. */
  realtime_visitors: count,
  /** At most 10 each, most viewed first. */
  top_posts: z.array(
    z.object({ id, title: z.string(), slug: z.string(), category_slug: z.string(), views: count }),
  ),
  top_categories: z.array(z.object({ id, name: z.string(), slug: z.string(), views: count })),
  /** Hosts of the referring sites (www. dropped); views that came from no other site are not here. */
  top_referrers: z.array(z.object({ host: z.string(), views: count })),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;

export const POST_ANALYTICS_DAYS = 30;

export const analyticsPostAnswer = z.object({
  post: z.object({ id, title: z.string(), slug: z.string() }),
  from: day,
  to: day,
  /** Views of the post's pages (any of its addresses), per day, oldest first, 30 days. */
  series: z.array(z.object({ day, views: count })),
  totals: z.object({ views: count }),
});
export type AnalyticsPostAnswer = z.infer<typeof analyticsPostAnswer>;

export const analyticsSummaryAnswer = z.object({
  /** This month so far (site time) and the whole of last month. */
  this_month: analyticsTotals,
  last_month: analyticsTotals,
  realtime_visitors: count,
});
export type AnalyticsSummaryAnswer = z.infer<typeof analyticsSummaryAnswer>;

export const MOST_READ_MAX = 6;

export const mostReadQuery = z.object({
  /** The post being read: never listed. */
  exclude: z.coerce.number().int().positive('exclude must be a post id').optional(),
});

/** q=trending: the posts list's paging (page, limit; X-Total-Count with either). */
export const trendingQuery = pageQuery;
