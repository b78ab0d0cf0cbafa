/**
 * Demo analytics (issue 27, part 8): an empty database seeded with SEED_DEMO gets 90 days of
 * plausible figures, marked demo, so the analytics page, "Most read" and "Trending" show
 * something on a first look; with SEED_DEMO=false nothing is seeded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { prepareServer } from '../../server/index';
import { seedDemoContent } from '../../server/db/seed/seed';
import { testSettings } from '../../server/settings';
import { analyticsAnswer } from '../../src/contract/analyticsCalls';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ANALYTICS_TABLES = [
  'analytics_days',
  'analytics_pages',
  'analytics_referrers',
  'analytics_post_hours',
];

describe('demo analytics', () => {
  it('seeds 90 days up to yesterday: weekly rhythm, growth, referrers, a long tail of posts', async () => {
    t = await makeTestApp();
    expect(await seedDemoContent(t.deps)).toBe(true);
    const { db } = t.deps;
    for (const table of ANALYTICS_TABLES) {
      const { rows } = await db.query<{ n: number; demo: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE demo)::int AS demo FROM ${table}`,
      );
      expect(rows[0]!.n, table).toBeGreaterThan(0);
      expect(rows[0]!.demo, table).toBe(rows[0]!.n);
    }
    const days = await db.query<{ day: string; views: number; dow: number }>(
      'SELECT day::text AS day, views, extract(dow FROM day)::int AS dow FROM analytics_days ORDER BY day',
    );
    expect(days.rows).toHaveLength(90);
    const figures = analyticsAnswer.parse(
      await (await t.admin('GET', 'analytics', { params: { period: '90d' } })).json(),
    );
    // Up to yesterday: today is left to real readers.
    expect(days.rows.at(-1)!.day).toBe(figures.series.at(-2)!.day);
    expect(figures.series.at(-1)!.views).toBe(0);
    const views = days.rows.map((r) => Number(r.views));
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    expect(mean(views.slice(-30))).toBeGreaterThan(mean(views.slice(0, 30)) * 1.3);
    const weekend = days.rows.filter((r) => r.dow === 0 || r.dow === 6).map((r) => Number(r.views));
    const weekdays = days.rows.filter((r) => r.dow >= 1 && r.dow <= 4).map((r) => Number(r.views));
    expect(mean(weekend)).toBeGreaterThan(mean(weekdays));

    // The 90 days up to today hold the 89 latest seeded ones.
    expect(figures.totals.views).toBe(views.slice(1).reduce((a, b) => a + b, 0));
    expect(figures.totals.visitors).toBeGreaterThan(figures.totals.views / 2);
    expect(figures.top_referrers.map((r) => r.host)).toEqual(
      expect.arrayContaining(['google.com', 't.co', 'news.google.com', 'reddit.com']),
    );
    expect(figures.top_referrers[0]!.host).toBe('google.com');
    expect(figures.top_posts).toHaveLength(10);
    expect(figures.top_categories.length).toBeGreaterThan(3);
    // A long tail: the most read post has many times the views of the median one.
    const perPost = await db.query<{ views: number }>(
      'SELECT sum(views)::int AS views FROM analytics_pages WHERE post_id > 0 GROUP BY post_id ORDER BY 1 DESC',
    );
    const ranked = perPost.rows.map((r) => Number(r.views));
    expect(ranked[0]!).toBeGreaterThan(ranked[Math.floor(ranked.length / 2)]! * 5);

    const mostRead = (await (await t.request('GET', 'most-read')).json()) as unknown[];
    expect(mostRead).toHaveLength(6);
    const trending = (await (await t.request('GET', 'trending')).json()) as { id: number }[];
    const newest = (await (await t.request('GET', 'posts')).json()) as { id: number }[];
    expect(trending.map((p) => p.id)).not.toEqual(newest.map((p) => p.id));
  }, 180_000);

  it('seeds none with SEED_DEMO=false', async () => {
    const { deps } = await prepareServer(
      testSettings({ seedDemo: false, databaseUrl: 'memory://', dataDir: '' }),
    );
    try {
      for (const table of ANALYTICS_TABLES) {
        const { rows } = await deps.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table}`,
        );
        expect([table, rows[0]!.n]).toEqual([table, 0]);
      }
    } finally {
      await deps.close();
    }
  });
});
