/**
 * Addition (analytics, src/contract/analyticsCalls.ts): the page-view beacon and the admin's
 * figures (the readers' lists made of them are analyticsLists.ts). Counting goes through the
 * queue (server/analytics); these reads sum its daily and hourly rollups.
 */
import {
  analyticsQuery,
  hitInput,
  POST_ANALYTICS_DAYS,
  type AnalyticsAnswer,
  type AnalyticsPeriod,
  type AnalyticsPostAnswer,
  type AnalyticsSummaryAnswer,
} from '../../src/contract/analyticsCalls';
import type { CallKey } from '../../src/contract/calls';
import { idQuery } from '../../src/contract/schemas';
import { readBeacon } from '../analytics/beacon';
import { countable } from '../analytics/countable';
import { recordHit } from '../analytics/intake';
import { addDays, monthStart, previousMonthStart, siteMoment } from '../analytics/siteTime';
import { actor, assertSameOrigin, requireRight } from '../auth/guard';
import type { Queryable } from '../db/connect';
import { HttpError } from '../http/errors';
import { assertAnalyticsOn } from '../analytics/enabled';
import { parseQuery, parseWith } from '../http/input';
import type { Handler } from '../types';
import { analyticsListHandlers } from './analyticsLists';

/**
 * 204 whether counted or not: a beacon has no use for the answer, and a bot learns nothing. A
 * foreign Origin is refused (403) as for admin writes: another site cannot make its visitors'
 * browsers count views here.
 */
const hit: Handler = async (c, deps) => {
  assertSameOrigin(c, deps.settings);
  const input = parseWith(hitInput, await readBeacon(c));
  if (deps.settings.analytics && (await countable(c, deps))) await recordHit(c, deps, input);
  return c.body(null, 204);
};

const PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, 'today'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

const int = (value: unknown) => Number(value ?? 0);

/** Distinct visitors of the last 5 minutes, from every instance's minute buckets. */
async function realtimeVisitors(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(DISTINCT visitor)::int AS n FROM analytics_recent WHERE minute > $1',
    [new Date(now.getTime() - 5 * 60_000)],
  );
  return int(rows[0]?.n);
}

async function daySeries(db: Queryable, from: string, to: string) {
  const { rows } = await db.query<{ day: string; views: number; visitors: number }>(
    `SELECT d::date::text AS day, coalesce(a.views, 0)::int AS views,
            coalesce(a.visitors, 0)::int AS visitors
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       LEFT JOIN analytics_days a ON a.day = d::date
      ORDER BY d`,
    [from, to],
  );
  return rows.map((r) => ({
    day: r.day,
    hour: null,
    views: int(r.views),
    visitors: int(r.visitors),
  }));
}

async function hourSeries(db: Queryable, day: string, lastHour: number) {
  const { rows } = await db.query<{ hour: number; views: number; visitors: number }>(
    `SELECT h AS hour, coalesce(a.views, 0)::int AS views, coalesce(a.visitors, 0)::int AS visitors
       FROM generate_series(0, $2::int) AS h
       LEFT JOIN analytics_hours a ON a.day = $1::date AND a.hour = h
      ORDER BY h`,
    [day, lastHour],
  );
  return rows.map((r) => ({
    day,
    hour: int(r.hour),
    views: int(r.views),
    visitors: int(r.visitors),
  }));
}

async function topPosts(db: Queryable, from: string, to: string) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    slug: string;
    category_slug: string;
    views: number;
  }>(
    `SELECT p.id, p.title, p.slug, c.slug AS category_slug, sum(a.views)::int AS views
       FROM analytics_pages a
       JOIN posts p ON p.id = a.post_id
       JOIN categories c ON c.id = p.category_id
      WHERE a.day BETWEEN $1 AND $2 AND a.post_id > 0
      GROUP BY p.id, p.title, p.slug, c.slug
      ORDER BY views DESC, p.id DESC
      LIMIT 10`,
    [from, to],
  );
  return rows.map((r) => ({ ...r, id: int(r.id), views: int(r.views) }));
}

async function topCategories(db: Queryable, from: string, to: string) {
  const { rows } = await db.query<{ id: number; name: string; slug: string; views: number }>(
    `SELECT c.id, c.name, c.slug, sum(a.views)::int AS views
       FROM analytics_pages a JOIN categories c ON c.id = a.category_id
      WHERE a.day BETWEEN $1 AND $2 AND a.category_id > 0
      GROUP BY c.id, c.name, c.slug
      ORDER BY views DESC, c.id
      LIMIT 10`,
    [from, to],
  );
  return rows.map((r) => ({ ...r, id: int(r.id), views: int(r.views) }));
}

async function topReferrers(db: Queryable, from: string, to: string) {
  const { rows } = await db.query<{ host: string; views: number }>(
    `SELECT host, sum(views)::int AS views FROM analytics_referrers
      WHERE day BETWEEN $1 AND $2
      GROUP BY host ORDER BY views DESC, host LIMIT 10`,
    [from, to],
  );
  return rows.map((r) => ({ host: r.host, views: int(r.views) }));
}

const analytics: Handler = async (c, deps) => {
  assertAnalyticsOn(deps.settings);
  const { period } = parseQuery(c, analyticsQuery);
  const now = deps.now();
  const { day: today, hour } = siteMoment(now, deps.settings.siteTimeZone);
  const from = period === 'today' ? today : addDays(today, 1 - PERIOD_DAYS[period]);
  const { db } = deps;
  const [series, realtime, posts, categories, referrers] = await Promise.all([
    period === 'today' ? hourSeries(db, today, hour) : daySeries(db, from, today),
    realtimeVisitors(db, now),
    topPosts(db, from, today),
    topCategories(db, from, today),
    topReferrers(db, from, today),
  ]);
  const totals =
    period === 'today'
      ? await dayTotals(db, today, today)
      : series.reduce((t, p) => ({ views: t.views + p.views, visitors: t.visitors + p.visitors }), {
          views: 0,
          visitors: 0,
        });
  const answer: AnalyticsAnswer = {
    period,
    from,
    to: today,
    granularity: period === 'today' ? 'hour' : 'day',
    totals,
    series,
    realtime_visitors: realtime,
    top_posts: posts,
    top_categories: categories,
    top_referrers: referrers,
  };
  return c.json(answer);
};

/** Views and the sum of daily visitors from `from` to `to` (inclusive). */
async function dayTotals(db: Queryable, from: string, to: string) {
  const { rows } = await db.query<{ views: number; visitors: number }>(
    `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(visitors), 0)::int AS visitors
       FROM analytics_days WHERE day BETWEEN $1 AND $2`,
    [from, to],
  );
  return { views: int(rows[0]?.views), visitors: int(rows[0]?.visitors) };
}

const summary: Handler = async (c, deps) => {
  assertAnalyticsOn(deps.settings);
  const now = deps.now();
  const today = siteMoment(now, deps.settings.siteTimeZone).day;
  const [thisMonth, lastMonth, realtime] = await Promise.all([
    dayTotals(deps.db, monthStart(today), today),
    dayTotals(deps.db, previousMonthStart(today), addDays(monthStart(today), -1)),
    realtimeVisitors(deps.db, now),
  ]);
  const answer: AnalyticsSummaryAnswer = {
    this_month: thisMonth,
    last_month: lastMonth,
    realtime_visitors: realtime,
  };
  return c.json(answer);
};

/**
 * A post's figures: its author may read them (the call's right is `posts.write`); anyone else
 * needs `site.analytics`, as for the site's.
 */
const postFigures: Handler = async (c, deps) => {
  assertAnalyticsOn(deps.settings);
  const { id } = parseQuery(c, idQuery);
  const { rows } = await deps.db.query<{
    id: number;
    title: string;
    slug: string;
    author_id: number | null;
  }>('SELECT id, title, slug, author_id FROM posts WHERE id = $1', [id]);
  const post = rows[0];
  if (!post) throw new HttpError(404, 'Post not found');
  const staff = actor(c);
  if (post.author_id === null || Number(post.author_id) !== staff.id) {
    requireRight(staff, 'site.analytics');
  }
  const today = siteMoment(deps.now(), deps.settings.siteTimeZone).day;
  const from = addDays(today, 1 - POST_ANALYTICS_DAYS);
  const series = await deps.db.query<{ day: string; views: number }>(
    `SELECT d::date::text AS day, coalesce(sum(a.views), 0)::int AS views
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       LEFT JOIN analytics_pages a ON a.day = d::date AND a.post_id = $3
      GROUP BY d ORDER BY d`,
    [from, today, id],
  );
  const points = series.rows.map((r) => ({ day: r.day, views: int(r.views) }));
  const answer: AnalyticsPostAnswer = {
    post: { id: int(post.id), title: post.title, slug: post.slug },
    from,
    to: today,
    series: points,
    totals: { views: points.reduce((n, p) => n + p.views, 0) },
  };
  return c.json(answer);
};

export const analyticsHandlers = {
  'POST hit': hit,
  'GET analytics': analytics,
  'GET analytics-summary': summary,
  'GET analytics-post': postFigures,
  ...analyticsListHandlers,
} satisfies Partial<Record<CallKey, Handler>>;
