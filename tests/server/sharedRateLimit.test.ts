/**
 * RATE_LIMIT_SHARED on PostgreSQL: the search and write limits are one token bucket per address in
 * the database, so two instances (two pools) take from the same one; it refills on the clock.
 * With PGlite the setting changes nothing (one process).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { SharedTokenBucket } from '../../server/http/rateLimit';
import { API, makeTestApp, openTestDb, type TestApp } from './helpers';
import { postgresUnderTest } from './testDatabase';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

let clock = Date.parse('2030-01-01T12:00:00Z');
const now = () => new Date(clock);

describe.skipIf(!postgresUnderTest())('limits counted in the database', () => {
  it('refuses the fourth search of 3 per 10 s whichever instance answers, with Retry-After', async () => {
    t = await makeTestApp(
      { searchRateLimit: 3, searchRateWindowMs: 10_000, rateLimitShared: true },
      { now },
    );
    const a = t.app;
    const b = createApp({ ...t.deps, db: await openTestDb() });
    const search = (app: typeof a) => app.request(`${API}?q=search-posts&keyword=goal`);
    expect((await search(a)).status).toBe(200);
    expect((await search(b)).status).toBe(200);
    expect((await search(a)).status).toBe(200);
    const refused = await search(b);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('4');
    expect((await search(a)).status).toBe(429);
    // One token back after a third of the window, on either instance.
    clock += 3400;
    expect((await search(a)).status).toBe(200);
    expect((await search(b)).status).toBe(429);
  });

  it('gives exactly `limit` tokens to concurrent takes, per address and kind', async () => {
    t = await makeTestApp();
    const bucket = new SharedTokenBucket(t.deps.db, 'search', 5, 60_000);
    const at = Date.parse('2030-01-01T12:00:00Z');
    const waits = await Promise.all(Array.from({ length: 12 }, () => bucket.take('1.2.3.4', at)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(await bucket.take('5.6.7.8', at)).toBe(0);
    expect(await new SharedTokenBucket(t.deps.db, 'write', 5, 60_000).take('1.2.3.4', at)).toBe(0);
  });
});
