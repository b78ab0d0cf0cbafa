/**
 * Two instances on one PostgreSQL database (two apps, each with its own pool and change feed):
 * an admin write through one empties the other's cached answers at once, not after the TTL, and
 * a feed that lost its connection listens again and empties the cache (it may have missed some).
 * PostgreSQL only: with PGlite there is one process and no feed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { FEED_APPLICATION_NAME, openChangeFeed, type ChangeFeed } from '../../server/db/changes';
import type { Db } from '../../server/db/connect';
import { API, makeTestApp, openTestDb, type TestApp } from './helpers';
import { postgresUnderTest } from './testDatabase';
import { msUntil } from '../utils/polling';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function feedOn(t: TestApp, db: Db): Promise<ChangeFeed> {
  const feed = await openChangeFeed(t.deps.settings.databaseUrl, db, {
    connectTimeoutMs: 5000,
    log: t.deps.log,
    retryMs: [50, 200],
    heartbeatMs: 60_000,
  });
  if (!feed) throw new Error('no change feed on PostgreSQL');
  cleanup.push(() => feed.close());
  await feed.ready();
  return feed;
}

/** Instances A and B on this file's schema; B has a pool of its own. */
async function twoInstances() {
  const t = await makeTestApp();
  const bDb = await openTestDb();
  const a = createApp({ ...t.deps, changes: await feedOn(t, t.deps.db) });
  const b = createApp({ ...t.deps, db: bDb, changes: await feedOn(t, bDb) });
  return { t, a, b, cookie: await t.login() };
}

async function categoryNames(app: App): Promise<string[]> {
  const res = await app.request(`${API}?q=categories`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((c) => c.name);
}

/** Polls B until `check` holds; answers the ms it took (fails after 5 s, the TTL). */
const seenWithinTtl = (check: () => Promise<boolean>) => msUntil(check, 5000);

describe.skipIf(!postgresUnderTest())('change feed between instances', () => {
  it('a write through A empties B’s cached answer at once (well within 1 s)', async () => {
    const { a, b, cookie } = await twoInstances();
    expect(await categoryNames(b)).toEqual([]);
    // B now answers from memory.
    expect((await b.request(`${API}?q=categories`)).headers.get('x-cache')).toBe('HIT');

    const write = await a.request(`${API}?q=categories`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name: 'Tennis', slug: 'tennis' }),
    });
    expect(write.status).toBe(200);
    const ms = await seenWithinTtl(async () => (await categoryNames(b)).includes('Tennis'));
    expect(ms).toBeLessThan(1000);
  });

  it('listens again after losing its connection, and then empties the cache', async () => {
    const { t, b } = await twoInstances();
    expect(await categoryNames(b)).toEqual([]);
    // A change B cannot hear of: made straight in the database, while its feed is cut off.
    const { rows } = await t.deps.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const { rows: cut } = await t.deps.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = $1 AND query LIKE $2`,
      [FEED_APPLICATION_NAME, `%${rows[0]!.schema}%`],
    );
    expect(cut.length).toBeGreaterThan(0);
    await t.deps.db.query(`INSERT INTO categories (name, slug) VALUES ('Golf', 'golf')`);
    const ms = await seenWithinTtl(async () => (await categoryNames(b)).includes('Golf'));
    // The TTL would take 5 s; the reconnect (50 ms backoff) empties it long before.
    expect(ms).toBeLessThan(2000);
    expect(t.deps.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'change feed: listening again' }),
    );
  });
});
