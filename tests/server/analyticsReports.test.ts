/**
 * What the figures answer (issue 27): the admin's periods (today by the hour, 7/30/90 days by the
 * day), real time, top posts / categories / referrers, a post's own figures, the dashboard's
 * month against the last, and the readers' "Most read" and "Trending"; who may read which.
 */
import { describe, expect, it } from 'vitest';
import {
  analyticsAnswer,
  analyticsPostAnswer,
  analyticsSummaryAnswer,
  type AnalyticsAnswer,
} from '../../src/contract/analyticsCalls';
import { addCategory, addPost, clockedTestApp, DAY, HOUR, MINUTE, START } from './helpers';
import { addStaff } from './staff';

const t = clockedTestApp({ trustProxyHttps: true });

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15';

async function hit(path: string, ip = '203.0.113.1', referrer?: string) {
  const res = await t.request('POST', 'hit', {
    body: JSON.stringify({ path, referrer }),
    headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER, 'X-Forwarded-For': ip },
  });
  expect(res.status).toBe(204);
}

async function read(q: string, params: Record<string, string | number> = {}, cookie?: string) {
  await t.deps.rollups.flush();
  return cookie ? t.request('GET', q, { params, cookie }) : t.admin('GET', q, { params });
}

async function figures(period: string): Promise<AnalyticsAnswer> {
  const res = await read('analytics', { period });
  expect(res.status).toBe(200);
  return analyticsAnswer.parse(await res.json());
}

/** Rollup rows of past days, written as the queue would have. */
async function pastViews(day: string, postId: number, views: number, categoryId = 0) {
  await t.deps.db.query(
    `INSERT INTO analytics_pages (day, path, post_id, category_id, views)
     VALUES ($1, $2, $3, $4, $5)`,
    [day, `/posts/p${postId}`, postId, categoryId, views],
  );
}

describe('the site’s figures', () => {
  it('answers today by the hour so far, and 7, 30 and 90 days by the day, oldest first', async () => {
    await hit('/');
    t.clock = START + HOUR;
    await hit('/', '203.0.113.2');
    const today = await figures('today');
    expect(today.granularity).toBe('hour');
    expect([today.from, today.to]).toEqual(['2026-03-01', '2026-03-01']);
    // 16:30 in Kolkata: hours 0 to 16.
    expect(today.series).toHaveLength(17);
    expect(today.series.slice(-2)).toEqual([
      { day: '2026-03-01', hour: 15, views: 1, visitors: 1 },
      { day: '2026-03-01', hour: 16, views: 1, visitors: 1 },
    ]);
    expect(today.totals).toEqual({ views: 2, visitors: 2 });

    await t.deps.db.query(
      "INSERT INTO analytics_days (day, views, visitors) VALUES ('2026-02-23', 10, 4), ('2026-02-22', 99, 9)",
    );
    const week = await figures('7d');
    expect(week.granularity).toBe('day');
    expect(week.series.map((p) => p.day)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(week.series[0]).toEqual({ day: '2026-02-23', hour: null, views: 10, visitors: 4 });
    expect(week.totals).toEqual({ views: 12, visitors: 6 });
    expect((await figures('30d')).series).toHaveLength(30);
    const quarter = await figures('90d');
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals).toEqual({ views: 111, visitors: 15 });
  });

  it('counts visitors of the last 5 minutes as real time', async () => {
    await hit('/', '203.0.113.1');
    await hit('/football', '203.0.113.1');
    t.clock = START + 3 * MINUTE;
    await hit('/', '203.0.113.2');
    expect((await figures('today')).realtime_visitors).toBe(2);
    t.clock = START + 6 * MINUTE;
    expect((await figures('today')).realtime_visitors).toBe(1);
    t.clock = START + 9 * MINUTE;
    expect((await figures('today')).realtime_visitors).toBe(0);
  });

  it('ranks the period’s top posts, categories and referrers', async () => {
    const tennis = await addCategory(t, 'Tennis', 'tennis');
    const a = await addPost(t, { title: 'Final preview', category_id: tennis });
    const b = await addPost(t, { title: 'Derby', category_id: t.football });
    await pastViews('2026-02-27', a, 5, tennis);
    await pastViews('2026-02-27', b, 3, t.football);
    // Outside 7 days: counted in 30 only.
    await pastViews('2026-02-01', b, 10, t.football);
    await hit('/football/derby', '203.0.113.1', 'https://www.reddit.com/r/soccer');
    await hit('/posts/derby', '203.0.113.2', 'https://t.co/x');
    await hit('/posts/derby', '203.0.113.3', 'https://reddit.com/');

    const week = await figures('7d');
    expect(week.top_posts.map((p) => [p.title, p.views])).toEqual([
      ['Derby', 6],
      ['Final preview', 5],
    ]);
    expect(week.top_posts[0]).toMatchObject({ slug: 'derby', category_slug: 'football' });
    expect(week.top_categories.map((c) => [c.slug, c.views])).toEqual([
      ['football', 6],
      ['tennis', 5],
    ]);
    expect(week.top_referrers).toEqual([
      { host: 'reddit.com', views: 2 },
      { host: 't.co', views: 1 },
    ]);
    const month = await figures('30d');
    expect(month.top_posts[0]).toMatchObject({ title: 'Derby', views: 16 });
  });

  it('answers the dashboard this month so far against the whole of last month', async () => {
    await t.deps.db.query(
      `INSERT INTO analytics_days (day, views, visitors) VALUES
         ('2026-01-31', 1000, 100), ('2026-02-01', 40, 4), ('2026-02-28', 60, 6)`,
    );
    await hit('/');
    const res = await read('analytics-summary');
    expect(res.status).toBe(200);
    expect(analyticsSummaryAnswer.parse(await res.json())).toEqual({
      this_month: { views: 1, visitors: 1 },
      last_month: { views: 100, visitors: 10 },
      realtime_visitors: 1,
    });
  });

  it('refuses a bad period with a 400', async () => {
    const res = await read('analytics', { period: '1y' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/period/);
  });

  it('is for editors and owners only: 403 for authors and contributors, 401 signed out', async () => {
    for (const role of ['contributor', 'author'] as const) {
      const member = await addStaff(t, role, `reader-${role}`);
      for (const q of ['analytics', 'analytics-summary']) {
        const res = await read(q, {}, member.cookie);
        expect([role, q, res.status]).toEqual([role, q, 403]);
      }
    }
    const editor = await addStaff(t, 'editor', 'reader-editor');
    expect((await read('analytics', {}, editor.cookie)).status).toBe(200);
    expect((await t.request('GET', 'analytics')).status).toBe(401);
  });
});

describe('a post’s own figures', () => {
  it('answers 30 days of its views, for its author and for editors, not for other authors', async () => {
    const author = await addStaff(t, 'author', 'figures-author');
    const other = await addStaff(t, 'author', 'figures-other');
    const editor = await addStaff(t, 'editor', 'figures-editor');
    const id = await addPost(t, { title: 'Own post', category_id: t.football });
    await t.deps.db.query('UPDATE posts SET author_id = $1 WHERE id = $2', [author.id, id]);
    await pastViews('2026-02-01', id, 7, t.football);
    await pastViews('2026-01-30', id, 100, t.football);
    await hit('/posts/own-post');
    await hit('/football/own-post', '203.0.113.9');

    const res = await read('analytics-post', { id }, author.cookie);
    expect(res.status).toBe(200);
    const answer = analyticsPostAnswer.parse(await res.json());
    expect(answer.post).toEqual({ id, title: 'Own post', slug: 'own-post' });
    expect([answer.from, answer.to]).toEqual(['2026-01-31', '2026-03-01']);
    expect(answer.series).toHaveLength(30);
    expect(answer.series.at(-1)).toEqual({ day: '2026-03-01', views: 2 });
    expect(answer.totals).toEqual({ views: 9 });

    expect((await read('analytics-post', { id }, other.cookie)).status).toBe(403);
    expect((await read('analytics-post', { id }, editor.cookie)).status).toBe(200);
    expect((await read('analytics-post', { id: 99999 }, editor.cookie)).status).toBe(404);
    expect((await read('analytics-post', { id: 'x' }, editor.cookie)).status).toBe(400);
  });
});

describe('Most read', () => {
  it('lists the most viewed published posts of the last 7 days, never the excluded one', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 8; i++) {
      ids.push(await addPost(t, { title: `Post ${i}`, category_id: t.football }));
    }
    // Post i has i views this week; post 8 had more, but 8 days ago.
    for (let i = 1; i <= 7; i++) await pastViews('2026-02-27', ids[i - 1]!, i, t.football);
    await pastViews('2026-02-21', ids[7]!, 500, t.football);
    // A draft with views is never listed.
    await t.deps.db.query("UPDATE posts SET status = 'draft' WHERE id = $1", [ids[6]]);

    const res = await t.request('GET', 'most-read');
    expect(res.status).toBe(200);
    const titles = ((await res.json()) as { title: string }[]).map((p) => p.title);
    expect(titles).toEqual(['Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);

    const without = await t.request('GET', 'most-read', { params: { exclude: ids[5]! } });
    const left = ((await without.json()) as { title: string }[]).map((p) => p.title);
    expect(left).toEqual(['Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
    expect((await t.request('GET', 'most-read', { params: { exclude: 'x' } })).status).toBe(400);
  });
});

describe('the readers’ lists', () => {
  it('follow new views within a minute (views announce no change to the public cache)', async () => {
    await addPost(t, { title: 'Quiet post', category_id: t.football });
    expect(await (await t.request('GET', 'most-read')).json()).toEqual([]);
    await hit('/posts/quiet-post');
    await t.deps.rollups.flush();
    const soon = await t.request('GET', 'most-read');
    expect(soon.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await soon.json()).toEqual([]);
    t.clock = START + MINUTE + 1000;
    const later = (await (await t.request('GET', 'most-read')).json()) as { title: string }[];
    expect(later.map((p) => p.title)).toEqual(['Quiet post']);
  });
});

describe('Trending', () => {
  it('ranks published posts by their views of the last 48 hours, then the newest', async () => {
    const old = await addPost(t, { title: 'Old favourite', category_id: t.football });
    t.clock = START + MINUTE;
    const fresh = await addPost(t, { title: 'Fresh story', category_id: t.football });
    t.clock = START + 2 * MINUTE;
    await addPost(t, { title: 'Newest unread', category_id: t.football });
    // 3 days ago, many views: outside the 48 hours.
    await t.deps.db.query(
      `INSERT INTO analytics_post_hours (day, hour, post_id, views) VALUES ('2026-02-26', 12, $1, 500)`,
      [old],
    );
    await hit('/posts/fresh-story', '203.0.113.1');
    await hit('/posts/fresh-story', '203.0.113.2');
    await hit('/posts/old-favourite', '203.0.113.3');
    await t.deps.rollups.flush();

    const res = await t.request('GET', 'trending');
    expect(res.status).toBe(200);
    const titles = ((await res.json()) as { title: string }[]).map((p) => p.title);
    expect(titles).toEqual(['Fresh story', 'Old favourite', 'Newest unread']);

    const paged = await t.request('GET', 'trending', { params: { page: 2, limit: 2 } });
    expect(paged.headers.get('x-total-count')).toBe('3');
    expect(((await paged.json()) as { title: string }[]).map((p) => p.title)).toEqual([
      'Newest unread',
    ]);
    // Two days on, the views have left the window: newest first again.
    t.clock = START + 2 * DAY + HOUR;
    const later = await t.request('GET', 'trending');
    expect(((await later.json()) as { id: number }[]).map((p) => p.id)[1]).toBe(fresh);
  });
});
