/**
 * Demo analytics (SEED_DEMO, with the rest of the demo content): 90 days of plausible figures up
 * to yesterday, so the analytics page, the dashboard, "Most read" and "Trending" are not empty on
 * a first look. A weekly rhythm (busier at weekends: match days), steady growth, a few referring
 * sites, and views spread over the demo posts with a long tail (a few posts read most), a post
 * read only from the day it went out. Every row is marked `demo`. Deterministic (its own
 * pseudo-random sequence), so two starts seed the same figures. Today is left to real readers:
 * their views never add to a demo row (the last 48 hours of posts' hourly views stop before the
 * current hour).
 */
import type { Queryable } from '../connect';
import { addDays, siteMoment } from '../../analytics/siteTime';
import { sequence } from './sequence';

export const DEMO_ANALYTICS_DAYS = 90;

export interface DemoPost {
  id: number;
  categoryId: number;
  /** Its path as readers open it, e.g. `/football/derby-preview`. */
  path: string;
  /** When it went out. */
  at: Date;
}

export interface DemoCategory {
  id: number;
  slug: string;
}

const REFERRERS: [host: string, share: number][] = [
  ['google.com', 0.5],
  ['t.co', 0.15],
  ['news.google.com', 0.12],
  ['reddit.com', 0.1],
  ['facebook.com', 0.08],
  ['bing.com', 0.05],
];

/** Of a day's views, how many came from another site. */
const REFERRED_SHARE = 0.4;
const VISITORS_PER_VIEW = 0.62;

/** Busier at weekends (Saturday, Sunday) and on Fridays. */
const WEEKDAY_FACTOR = [1.25, 0.9, 0.88, 0.92, 0.95, 1.05, 1.3];

/** Share of a day's views in each hour (site time): low at night, an evening peak. */
const HOUR_WEIGHTS = Array.from(
  { length: 24 },
  (_, h) => 0.25 + Math.sin(((h - 5) / 24) * Math.PI) ** 2 + (h >= 18 && h <= 22 ? 0.6 : 0),
);
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

type Row = (string | number)[];

/** Multi-row inserts, a few hundred rows per statement. */
async function insertRows(tx: Queryable, table: string, columns: string[], rows: Row[]) {
  const width = columns.length + 1;
  for (let i = 0; i < rows.length; i += 400) {
    const part = rows.slice(i, i + 400);
    const values = part
      .map(
        (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(',')})`,
      )
      .join(',');
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}, demo) VALUES ${values}`,
      part.flatMap((row) => [...row, true]),
    );
  }
}

export async function seedDemoAnalytics(
  tx: Queryable,
  input: { posts: DemoPost[]; categories: DemoCategory[]; now: Date; timeZone: string },
): Promise<void> {
  const random = sequence(27);
  const { now, timeZone } = input;
  const today = siteMoment(now, timeZone).day;
  // A long tail: the post of rank r gets a share ∝ 1 / r^1.1, ranks in a fixed shuffled order.
  const ranked = [...input.posts].sort((a, b) => a.id - b.id);
  for (let i = ranked.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
  }
  const weight = new Map(ranked.map((post, rank) => [post.id, 1 / (rank + 1) ** 1.1]));

  const days: Row[] = [];
  const pages: Row[] = [];
  const referrers: Row[] = [];
  const postViewsOfDay = new Map<string, Map<number, number>>();
  for (let back = DEMO_ANALYTICS_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const growth = 1 + (DEMO_ANALYTICS_DAYS - back) / DEMO_ANALYTICS_DAYS;
    const noise = 0.88 + random() * 0.24;
    const views = Math.round(900 * growth * WEEKDAY_FACTOR[weekday]! * noise);
    days.push([day, views, Math.round(views * VISITORS_PER_VIEW * (0.95 + random() * 0.1))]);

    // 70% on posts out by then, 18% the home page, the rest the categories' pages.
    const dayEnd = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
    const out = input.posts.filter((p) => p.at.getTime() < dayEnd);
    const outWeight = out.reduce((sum, p) => sum + weight.get(p.id)!, 0);
    const perPost = new Map<number, number>();
    for (const post of out) {
      const n = Math.round(
        ((views * 0.7 * weight.get(post.id)!) / outWeight) * (0.8 + random() * 0.4),
      );
      if (n > 0) {
        pages.push([day, post.path, post.id, post.categoryId, n]);
        perPost.set(post.id, n);
      }
    }
    postViewsOfDay.set(day, perPost);
    pages.push([day, '/', 0, 0, Math.round(views * 0.18)]);
    for (const category of input.categories) {
      const n = Math.round(((views * 0.12) / input.categories.length) * (0.6 + random() * 0.8));
      if (n > 0) pages.push([day, `/${category.slug}`, 0, category.id, n]);
    }
    for (const [host, share] of REFERRERS) {
      const n = Math.round(views * REFERRED_SHARE * share * (0.8 + random() * 0.4));
      if (n > 0) referrers.push([day, host, n]);
    }
  }

  // The posts' hourly views of the 47 hours before this one (what "Trending" ranks by): each
  // post's views of yesterday, spread over the day's hours.
  // By key: where clocks go back, two hours of the 47 are one site hour.
  const postHours = new Map<string, Row>();
  const last = postViewsOfDay.get(addDays(today, -1)) ?? new Map<number, number>();
  for (let back = 47; back >= 1; back--) {
    const { day, hour } = siteMoment(new Date(now.getTime() - back * 3600_000), timeZone);
    for (const [postId, dayViews] of last) {
      const n = Math.round((dayViews * HOUR_WEIGHTS[hour]!) / HOUR_TOTAL);
      const key = `${day} ${hour} ${postId}`;
      if (n > 0 && !postHours.has(key)) postHours.set(key, [day, hour, postId, n]);
    }
  }

  await insertRows(tx, 'analytics_days', ['day', 'views', 'visitors'], days);
  await insertRows(
    tx,
    'analytics_pages',
    ['day', 'path', 'post_id', 'category_id', 'views'],
    pages,
  );
  await insertRows(tx, 'analytics_referrers', ['day', 'host', 'views'], referrers);
  await insertRows(
    tx,
    'analytics_post_hours',
    ['day', 'hour', 'post_id', 'views'],
    [...postHours.values()],
  );
}
