/**
 * Counting views (q=hit, issue 27): views and daily visitors by the site's day, the salt of a
 * finished day deleted, nothing personal stored, bots / DNT / GPC / prefetches / staff left out,
 * bad beacons refused with nothing counted, exact counts from two instances on one database,
 * what waits written on stop, and figures past their retention deleted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDeps } from '../../server/deps';
import { memoryLogger } from '../../server/http/log';
import { testSettings } from '../../server/settings';
import { createApp } from '../../server/app';
import { createRollupQueue } from '../../server/analytics/queue';
import { analyticsUpkeep } from '../../server/analytics/upkeep';
import type { Db } from '../../server/db/connect';
import type { AnalyticsAnswer } from '../../src/contract/analyticsCalls';
import { API, addPost, clockedTestApp, HOUR, MINUTE, openTestDb, START } from './helpers';
import { addStaff } from './staff';
import { postgresUnderTest } from './testDatabase';

// Addresses come from X-Forwarded-For (behind a trusted proxy), so each test names its visitors.
const t = clockedTestApp({ trustProxyHttps: true });

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface HitOptions {
  ip?: string;
  ua?: string;
  headers?: Record<string, string>;
}

function beacon(body: string, { ip = '203.0.113.1', ua = BROWSER, headers = {} }: HitOptions = {}) {
  return t.request('POST', 'hit', {
    body,
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': ua,
      'X-Forwarded-For': ip,
      ...headers,
    },
  });
}

async function hit(body: { path: string; referrer?: string }, options: HitOptions = {}) {
  const res = await beacon(JSON.stringify(body), options);
  expect(res.status).toBe(204);
  expect(await res.text()).toBe('');
  return res;
}

async function figures(period = 'today'): Promise<AnalyticsAnswer> {
  await t.deps.rollups.flush();
  const res = await t.admin('GET', 'analytics', { params: { period } });
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsAnswer;
}

async function dayRows() {
  await t.deps.rollups.flush();
  const { rows } = await t.deps.db.query<{ day: string; views: number; visitors: number }>(
    'SELECT day::text AS day, views, visitors FROM analytics_days ORDER BY day',
  );
  return rows.map((r) => ({ day: r.day, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** START is 15:30 on 1 March 2026 in Asia/Kolkata (the default site zone). */
const TODAY = '2026-03-01';

describe('counting views', () => {
  it('counts views and distinct visitors of the day, pages with their post and category', async () => {
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    await hit({ path: '/posts/derby-preview' }, { ip: '203.0.113.1' });
    await hit({ path: '/football/derby-preview' }, { ip: '203.0.113.1' });
    await hit({ path: '/' }, { ip: '203.0.113.1' });
    await hit({ path: '/football' }, { ip: '203.0.113.2' });
    await hit({ path: '/popular/derby-preview/' }, { ip: '203.0.113.2', ua: `${BROWSER} Edg/131` });

    const answer = await figures('today');
    expect(answer.totals).toEqual({ views: 5, visitors: 3 });
    expect(answer.series.at(-1)).toEqual({ day: TODAY, hour: 15, views: 5, visitors: 3 });
    expect(answer.top_posts).toEqual([
      { id, title: 'Derby preview', slug: 'derby-preview', category_slug: 'football', views: 3 },
    ]);
    expect(answer.top_categories).toEqual([
      { id: t.football, name: 'Football', slug: 'football', views: 4 },
    ]);
    expect(answer.realtime_visitors).toBe(3);
    const { rows } = await t.deps.db.query<{ path: string; post_id: number; views: number }>(
      'SELECT path, post_id, views FROM analytics_pages ORDER BY path',
    );
    expect(rows.map((r) => [r.path, Number(r.post_id), Number(r.views)])).toEqual([
      ['/', 0, 1],
      ['/football', 0, 1],
      ['/football/derby-preview', id, 1],
      ['/popular/derby-preview', id, 1],
      ['/posts/derby-preview', id, 1],
    ]);
  });

  it('counts an unknown path as a page, never as a post (nor a draft, nor a wrong category)', async () => {
    await t.admin('POST', 'posts', {
      form: {
        title: 'Draft',
        slug: 'draft-one',
        category_id: String(t.football),
        content: '<p>x</p>',
        status: 'draft',
      },
    });
    await addPost(t, { title: 'Live one', category_id: t.football });
    await hit({ path: '/posts/no-such-post' });
    await hit({ path: '/posts/draft-one' });
    await hit({ path: '/tennis/live-one' });
    await hit({ path: '/whatever/deep/path' });
    await t.deps.rollups.flush();
    const { rows } = await t.deps.db.query<{ post_id: number }>(
      'SELECT post_id FROM analytics_pages',
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => Number(r.post_id) === 0)).toBe(true);
  });

  it('keeps only the referring site’s host, and none for the site itself', async () => {
    await hit({ path: '/', referrer: 'https://www.google.com/search?q=secret+words' });
    await hit({ path: '/', referrer: 'https://t.co/abc123' });
    await hit({ path: '/', referrer: 'http://localhost/football' });
    await hit({ path: '/', referrer: 'android-app://com.example/' });
    await hit({ path: '/', referrer: 'not a url' });
    const answer = await figures('today');
    expect(answer.top_referrers).toEqual([
      { host: 'google.com', views: 1 },
      { host: 't.co', views: 1 },
    ]);
    expect(answer.totals.views).toBe(5);
    expect(JSON.stringify(await dump(t.deps.db))).not.toContain('secret');
  });

  it('counts a visitor once a day, by the site’s day; the finished day’s salt and hashes are deleted', async () => {
    await hit({ path: '/' }, { ip: '203.0.113.9' });
    await hit({ path: '/' }, { ip: '203.0.113.9' });
    const { rows: before } = await t.deps.db.query<{ day: string }>(
      'SELECT day::text AS day FROM analytics_salts',
    );
    expect(before).toEqual([{ day: TODAY }]);
    // 18:29 UTC is 23:59 in Kolkata: still the same site day.
    t.clock = Date.parse('2026-03-01T18:29:00Z');
    await hit({ path: '/' }, { ip: '203.0.113.9' });
    // 18:31 UTC is 00:01 on 2 March there: a new day, a new salt, the visitor counted again.
    t.clock = Date.parse('2026-03-01T18:31:00Z');
    await hit({ path: '/' }, { ip: '203.0.113.9' });
    expect(await dayRows()).toEqual([
      { day: TODAY, views: 3, visitors: 1 },
      { day: '2026-03-02', views: 1, visitors: 1 },
    ]);
    const salts = await t.deps.db.query<{ day: string }>(
      'SELECT day::text AS day FROM analytics_salts',
    );
    expect(salts.rows).toEqual([{ day: '2026-03-02' }]);
    const hashes = await t.deps.db.query<{ day: string }>(
      `SELECT DISTINCT day::text AS day FROM analytics_day_visitors
       UNION SELECT DISTINCT day::text FROM analytics_hour_visitors`,
    );
    expect(hashes.rows).toEqual([{ day: '2026-03-02' }]);
  });

  it('stores no address, user agent or cookie, and sets no cookie', async () => {
    const ua = `${BROWSER} Zq7UniqueMarker/1.0`;
    const res = await hit(
      { path: '/', referrer: 'https://news.google.com/x' },
      { ip: '198.51.100.77', ua },
    );
    expect(res.headers.get('set-cookie')).toBeNull();
    await t.deps.rollups.flush();
    const everything = JSON.stringify(await dump(t.deps.db));
    expect(everything).toContain('news.google.com');
    expect(everything).not.toContain('198.51.100.77');
    expect(everything).not.toContain('Zq7UniqueMarker');
  });

  it('does not count bots, DNT, GPC, prefetches or signed-in staff (and answers them alike)', async () => {
    await hit({ path: '/' }, { ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await hit({ path: '/' }, { ua: '' });
    await hit({ path: '/' }, { headers: { DNT: '1' } });
    await hit({ path: '/' }, { headers: { 'Sec-GPC': '1' } });
    await hit({ path: '/' }, { headers: { 'Sec-Purpose': 'prefetch;prerender' } });
    const editor = await addStaff(t, 'editor', 'counted-editor');
    await hit({ path: '/' }, { headers: { Cookie: editor.cookie } });
    await hit({ path: '/admin/posts' });
    await hit({ path: '/shared/secret-token' });
    expect(await dayRows()).toEqual([]);
  });

  it('refuses bad beacons with a 4xx and counts nothing', async () => {
    const refused: [string, number, HitOptions?][] = [
      ['not json', 400],
      ['[]', 400],
      ['{}', 400],
      [JSON.stringify({ path: 'football' }), 400],
      [JSON.stringify({ path: '//evil.example/x' }), 400],
      [JSON.stringify({ path: '/a?b=c' }), 400],
      [JSON.stringify({ path: '/a b' }), 400],
      [JSON.stringify({ path: `/${'a'.repeat(600)}` }), 400],
      [JSON.stringify({ path: '/', referrer: 5 }), 400],
      [JSON.stringify({ path: '/', pad: 'x'.repeat(3000) }), 413],
      [
        JSON.stringify({ path: '/' }),
        415,
        { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      ],
      [JSON.stringify({ path: '/' }), 403, { headers: { Origin: 'https://evil.example' } }],
    ];
    for (const [body, status, options] of refused) {
      const res = await beacon(body, options);
      expect([body.slice(0, 40), res.status]).toEqual([body.slice(0, 40), status]);
      const answer = (await res.json()) as { status: string; message: string };
      expect(answer.status).toBe('error');
      expect(answer.message).toBeTruthy();
    }
    expect(await dayRows()).toEqual([]);
    // The site's own Origin passes, as a same-origin beacon's does.
    await hit(
      { path: '/' },
      { headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } },
    );
    expect(await dayRows()).toEqual([{ day: TODAY, views: 1, visitors: 1 }]);
  });

  it('accepts application/json as well as text/plain', async () => {
    const res = await t.request('POST', 'hit', {
      json: { path: '/' },
      headers: { 'User-Agent': BROWSER },
    });
    expect(res.status).toBe(204);
    expect(await dayRows()).toEqual([{ day: TODAY, views: 1, visitors: 1 }]);
  });

  it('rate-limits beacons per address without counting the refused ones', async () => {
    await t.restart(
      { trustProxyHttps: true, beaconRateLimit: 3 },
      { now: () => new Date(t.clock) },
    );
    for (let i = 0; i < 3; i++) await hit({ path: '/' }, { ip: '203.0.113.5' });
    const res = await beacon(JSON.stringify({ path: '/' }), { ip: '203.0.113.5' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    await hit({ path: '/' }, { ip: '203.0.113.6' });
    expect(await dayRows()).toEqual([{ day: TODAY, views: 4, visitors: 2 }]);
  });

  it('counts nothing when ANALYTICS is off, and its reads answer 404', async () => {
    await t.restart({ trustProxyHttps: true, analytics: false }, { now: () => new Date(t.clock) });
    await hit({ path: '/' });
    expect(await dayRows()).toEqual([]);
    expect((await t.admin('GET', 'analytics')).status).toBe(404);
    const caps = (await (await t.request('GET', 'capabilities')).json()) as { analytics: boolean };
    expect(caps.analytics).toBe(false);
  });

  it('writes what waits when the queue stops (a graceful stop)', async () => {
    await hit({ path: '/' });
    await hit({ path: '/' }, { ip: '203.0.113.2' });
    await t.deps.rollups.stop();
    const { rows } = await t.deps.db.query<{ views: number; visitors: number }>(
      'SELECT views, visitors FROM analytics_days',
    );
    expect(rows.map((r) => [Number(r.views), Number(r.visitors)])).toEqual([[2, 2]]);
  });
});

describe('the server’s graceful stop', () => {
  it('writes what was counted before the database closes (deps.close, as SIGTERM runs it)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-analytics-'));
    try {
      // A server on its own embedded database, whose queue would wait a minute to write.
      const settings = testSettings({ databaseUrl: '', dataDir: dir, analyticsFlushMs: 60_000 });
      const first = await openDeps(settings, { log: memoryLogger() });
      const res = await createApp(first).request(`${API}?q=hit`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER },
        body: JSON.stringify({ path: '/' }),
      });
      expect(res.status).toBe(204);
      expect(first.rollups.pending).toBeGreaterThan(0);
      await first.close();
      const again = await openDeps(settings, { log: memoryLogger() });
      try {
        const { rows } = await again.db.query<{ views: number }>(
          'SELECT views FROM analytics_days',
        );
        expect(rows.map((r) => Number(r.views))).toEqual([1]);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('two instances on one database', () => {
  it('count one burst exactly: every view, and each visitor once', async () => {
    const id = await addPost(t, { title: 'Burst', category_id: t.football });
    // Instance B: its own queue, and on PostgreSQL its own connections.
    const bDb: Db = postgresUnderTest() ? await openTestDb() : t.deps.db;
    const bQueue = createRollupQueue(bDb, {
      flushMs: 50,
      batchEvents: 37,
      maxPending: 50_000,
      log: t.deps.log,
    });
    const a = createApp(t.deps);
    const b = createApp({ ...t.deps, db: bDb, rollups: bQueue });
    const send = (app: typeof a, i: number) =>
      app.request(`${API}?q=hit`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain',
          'User-Agent': BROWSER,
          'X-Forwarded-For': `203.0.113.${i % 40}`,
        },
        body: JSON.stringify({ path: i % 2 ? '/posts/burst' : '/', referrer: 'https://t.co/x' }),
      });
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => send(i % 3 ? a : b, i)),
    );
    expect(answers.every((r) => r.status === 204)).toBe(true);
    await Promise.all([t.deps.rollups.flush(), bQueue.stop()]);
    expect(await dayRows()).toEqual([{ day: TODAY, views: 400, visitors: 40 }]);
    const post = await t.deps.db.query<{ views: number }>(
      'SELECT sum(views)::int AS views FROM analytics_pages WHERE post_id = $1',
      [id],
    );
    expect(Number(post.rows[0]!.views)).toBe(200);
    const hours = await t.deps.db.query<{ views: number; visitors: number }>(
      'SELECT views, visitors FROM analytics_hours',
    );
    expect(hours.rows.map((r) => [Number(r.views), Number(r.visitors)])).toEqual([[400, 40]]);
    const referrers = await t.deps.db.query<{ views: number }>(
      'SELECT views FROM analytics_referrers',
    );
    expect(referrers.rows.map((r) => Number(r.views))).toEqual([400]);
  });
});

describe('retention', () => {
  it('deletes figures older than ANALYTICS_RETENTION_DAYS, and keeps the rest', async () => {
    const { db } = t.deps;
    for (const day of ['2024-02-28', '2024-03-01', '2026-02-28']) {
      await db.query('INSERT INTO analytics_days (day, views, visitors) VALUES ($1, 5, 2)', [day]);
      await db.query(
        `INSERT INTO analytics_pages (day, path, post_id, category_id, views)
         VALUES ($1, '/', 0, 0, 5)`,
        [day],
      );
      await db.query('INSERT INTO analytics_referrers (day, host, views) VALUES ($1, $2, 1)', [
        day,
        't.co',
      ]);
      await db.query('INSERT INTO analytics_hours (day, hour, views) VALUES ($1, 3, 1)', [day]);
    }
    // 730 days before 1 March 2026 is 1 March 2024: kept; the day before it goes.
    await analyticsUpkeep(db, t.deps.settings, new Date(START));
    for (const table of [
      'analytics_days',
      'analytics_pages',
      'analytics_referrers',
      'analytics_hours',
    ]) {
      const { rows } = await db.query<{ day: string }>(
        `SELECT day::text AS day FROM ${table} ORDER BY day`,
      );
      expect([table, rows.map((r) => r.day)]).toEqual([table, ['2024-03-01', '2026-02-28']]);
    }
    await analyticsUpkeep(db, { ...t.deps.settings, analyticsRetentionDays: 30 }, new Date(START));
    const { rows } = await db.query('SELECT day FROM analytics_days');
    expect(rows).toHaveLength(1);
  });

  it('runs on a new day’s first view too', async () => {
    await t.deps.db.query(
      "INSERT INTO analytics_days (day, views, visitors) VALUES ('2020-01-01', 5, 2)",
    );
    await t.deps.db.query("INSERT INTO analytics_salts (day, salt) VALUES ('2026-02-28', 'old')");
    await hit({ path: '/' });
    expect(await dayRows()).toEqual([{ day: TODAY, views: 1, visitors: 1 }]);
    const { rows } = await t.deps.db.query('SELECT day FROM analytics_salts');
    expect(rows).toHaveLength(1);
  });

  it('keeps real-time minute buckets for a few minutes only', async () => {
    await hit({ path: '/' });
    await t.deps.rollups.flush();
    t.clock = START + 11 * MINUTE;
    await analyticsUpkeep(t.deps.db, t.deps.settings, new Date(t.clock));
    const { rows } = await t.deps.db.query('SELECT minute FROM analytics_recent');
    expect(rows).toEqual([]);
    expect(HOUR).toBe(60 * MINUTE);
  });
});

/** Every row of every table of the database, as text. */
async function dump(db: Db): Promise<string[]> {
  const { rows: tables } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`,
  );
  const out: string[] = [];
  for (const { tablename } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${tablename}" t`);
    out.push(...rows.map((r) => `${tablename}: ${r.row}`));
  }
  return out;
}
