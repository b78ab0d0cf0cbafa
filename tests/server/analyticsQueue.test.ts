/**
 * The counting queue (server/analytics/queue.ts): events aggregated by key and written as batched
 * upserts, on its timer or at N events; bounded; flushed on stop; a failed write tried once more,
 * then dropped, never thrown. The SQL is checked against the test database (PGlite or PostgreSQL).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRollupQueue,
  distinctSet,
  rollupTable,
  type CountingQueue,
  type QueueOptions,
} from '../../server/analytics/queue';
import type { Db, Queryable } from '../../server/db/connect';
import { memoryLogger } from '../../server/http/log';
import { openTestDb } from './helpers';

const days = rollupTable('queue_test_days', ['day', 'path'], ['views', 'visitors']);
const seen = distinctSet('queue_test_seen', ['day', 'path'], 'visitor', {
  table: days,
  counter: 'visitors',
});

let db: Db;
const queues: CountingQueue[] = [];

beforeEach(async () => {
  db ??= await openTestDb();
  await db.exec(`
    DROP TABLE IF EXISTS queue_test_days; DROP TABLE IF EXISTS queue_test_seen;
    CREATE TABLE queue_test_days (day date NOT NULL, path text NOT NULL,
      views integer NOT NULL DEFAULT 0, visitors integer NOT NULL DEFAULT 0,
      PRIMARY KEY (day, path));
    CREATE TABLE queue_test_seen (day date NOT NULL, path text NOT NULL, visitor text NOT NULL,
      PRIMARY KEY (day, path, visitor));`);
});

afterEach(async () => {
  vi.useRealTimers();
  for (const q of queues.splice(0)) await q.stop();
});

function queue(options: Partial<QueueOptions> = {}, on: Db = db) {
  const log = memoryLogger();
  const q = createRollupQueue(on, {
    flushMs: 1000,
    batchEvents: 500,
    maxPending: 50_000,
    log,
    ...options,
  });
  queues.push(q);
  return { q, log };
}

async function rows() {
  const { rows } = await db.query<{ day: string; path: string; views: number; visitors: number }>(
    'SELECT day::text AS day, path, views, visitors FROM queue_test_days ORDER BY day, path',
  );
  return rows.map((r) => ({ ...r, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** A Db that counts its transactions and can be made to fail. */
function countingDb(inner: Db) {
  const state = { transactions: 0, failing: false };
  const wrapped: Db = {
    query: (sql, params) => inner.query(sql, params),
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => {
      state.transactions += 1;
      if (state.failing) return Promise.reject(new Error('database away'));
      return inner.transaction(fn);
    },
  };
  return { db: wrapped, state };
}

describe('the counting queue', () => {
  it('adds up increments by key in memory and writes one row per key', async () => {
    const { q } = queue();
    for (let i = 0; i < 7; i++) q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    q.add(days, { day: '2026-03-01', path: '/b' }, { views: 2 });
    q.add(days, { day: '2026-03-02', path: '/a' }, { views: 1 });
    expect(q.pending).toBe(9);
    await q.flush();
    expect(q.pending).toBe(0);
    expect(await rows()).toEqual([
      { day: '2026-03-01', path: '/a', views: 7, visitors: 0 },
      { day: '2026-03-01', path: '/b', views: 2, visitors: 0 },
      { day: '2026-03-02', path: '/a', views: 1, visitors: 0 },
    ]);
  });

  it('adds to the rows already there (upserts), so batches and instances add up exactly', async () => {
    const { q: a } = queue();
    const { q: b } = queue();
    a.add(days, { day: '2026-03-01', path: '/a' }, { views: 3 });
    await a.flush();
    a.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    b.add(days, { day: '2026-03-01', path: '/a' }, { views: 5 });
    await Promise.all([a.flush(), b.flush()]);
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 9, visitors: 0 }]);
  });

  it('counts a distinct member once per key, across batches and queues', async () => {
    const { q: a } = queue();
    const { q: b } = queue();
    a.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v1');
    a.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v1');
    a.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v2');
    await a.flush();
    a.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v2');
    b.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v1');
    b.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v3');
    b.addDistinct(seen, { day: '2026-03-02', path: '/a' }, 'v1');
    await Promise.all([a.flush(), b.flush()]);
    expect(await rows()).toEqual([
      { day: '2026-03-01', path: '/a', views: 0, visitors: 3 },
      { day: '2026-03-02', path: '/a', views: 0, visitors: 1 },
    ]);
  });

  it('writes on its timer', async () => {
    vi.useFakeTimers();
    const counted = countingDb(db);
    const { q } = queue({ flushMs: 1000 }, counted.db);
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(counted.state.transactions).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(counted.state.transactions).toBe(1);
    vi.useRealTimers();
    // Waits for the tick's write (one write at a time), then has nothing of its own to write.
    await q.flush();
    expect(counted.state.transactions).toBe(1);
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 1, visitors: 0 }]);
  });

  it('writes at once when N events wait, without waiting for the timer', async () => {
    vi.useFakeTimers();
    const counted = countingDb(db);
    const { q } = queue({ flushMs: 60_000, batchEvents: 5 }, counted.db);
    for (let i = 0; i < 4; i++) q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    expect(counted.state.transactions).toBe(0);
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    vi.useRealTimers();
    await vi.waitFor(async () =>
      expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 5, visitors: 0 }]),
    );
    expect(counted.state.transactions).toBe(1);
  });

  it('keeps at most maxPending events and counts what it drops', async () => {
    const { q, log } = queue({ maxPending: 3, batchEvents: 100 });
    for (let i = 0; i < 5; i++) q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    q.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v9');
    expect(q.pending).toBe(3);
    expect(q.dropped).toBe(3);
    await q.flush();
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 3, visitors: 0 }]);
    expect(log.lines.some((l) => l.msg === 'counted events dropped' && l.dropped === 3)).toBe(true);
  });

  it('writes what waits on stop, and takes nothing after it', async () => {
    const { q } = queue({ flushMs: 60_000 });
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 2 });
    await q.stop();
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 2, visitors: 0 }]);
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    expect(q.dropped).toBe(1);
  });

  it('tries a failed write once more on the next tick, without throwing', async () => {
    const counted = countingDb(db);
    const { q, log } = queue({ flushMs: 60_000 }, counted.db);
    counted.state.failing = true;
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 2 });
    await expect(q.flush()).resolves.toBeUndefined();
    expect(
      log.lines.some((l) => l.level === 'error' && String(l.msg).includes('tried again')),
    ).toBe(true);
    counted.state.failing = false;
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    await q.flush();
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 3, visitors: 0 }]);
    expect(q.dropped).toBe(0);
  });

  it('counts distinct members once when a write failed after inserting them (rolled back)', async () => {
    let failRollups = true;
    const failing: Db = {
      ...db,
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            query: (sql, params) => {
              if (failRollups && sql.includes('INSERT INTO queue_test_days')) {
                failRollups = false;
                return Promise.reject(new Error('connection lost'));
              }
              return tx.query(sql, params);
            },
          }),
        ),
    };
    const { q } = queue({ flushMs: 60_000 }, failing);
    q.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v1');
    q.addDistinct(seen, { day: '2026-03-01', path: '/a' }, 'v2');
    await q.flush();
    expect(await rows()).toEqual([]);
    await q.flush();
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 0, visitors: 2 }]);
  });

  it('drops and logs a batch whose write failed twice, and goes on counting', async () => {
    const counted = countingDb(db);
    const { q, log } = queue({ flushMs: 60_000 }, counted.db);
    counted.state.failing = true;
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 2 });
    await q.flush();
    await q.flush();
    expect(q.dropped).toBe(1);
    expect(log.lines.some((l) => String(l.msg).includes('failed twice'))).toBe(true);
    counted.state.failing = false;
    q.add(days, { day: '2026-03-01', path: '/a' }, { views: 1 });
    await q.flush();
    expect(await rows()).toEqual([{ day: '2026-03-01', path: '/a', views: 1, visitors: 0 }]);
  });

  it('refuses table and column names that are not plain identifiers', () => {
    expect(() => rollupTable('views; DROP TABLE posts', ['day'], ['n'])).toThrow(/identifier/);
    expect(() => rollupTable('t', ['day"'], ['n'])).toThrow(/identifier/);
    expect(() => distinctSet('s', ['day'], 'v', { table: days, counter: 'visitors' })).toThrow(
      /same key columns/,
    );
  });
});
