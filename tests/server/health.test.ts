import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/connect';
import { DatabaseUnavailableError } from '../../server/db/errors';
import { API, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
afterEach(() => t?.close());

/** A database server that is down: every call fails as the `pg` driver's would. */
const downDb: Db = {
  query: () => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED'))),
  exec: () => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED'))),
  transaction: () =>
    Promise.reject(new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'))),
  close: () => Promise.resolve(),
};

/** The same app with the database gone. */
const withDatabaseDown = (t: TestApp, db: Db = downDb) => createApp({ ...t.deps, db });

describe('GET /healthz', () => {
  it('answers 200 JSON while the process is up, even with the database down', async () => {
    t = await makeTestApp();
    for (const app of [t.app, withDatabaseDown(t)]) {
      const res = await app.request('/healthz');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 JSON with Retry-After when the database is down', async () => {
    t = await makeTestApp();
    const res = await withDatabaseDown(t).request('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'The database is not answering right now. Please try again in a few seconds.',
    });
  });

  it('answers 503 within 2 s when the database takes longer than that', async () => {
    t = await makeTestApp();
    const silent: Db = { ...downDb, query: () => new Promise(() => undefined) };
    const started = Date.now();
    const res = await withDatabaseDown(t, silent).request('/readyz');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 503 while a migration this code ships is not applied', async () => {
    t = await makeTestApp();
    const { rows } = await t.deps.db.query<{ version: number; name: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
    );
    const latest = rows[0]!;
    try {
      const res = await t.app.request('/readyz');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(
        `migrations pending: at ${latest.version - 1}, expected ${latest.version}`,
      );
    } finally {
      await t.deps.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        latest.version,
        latest.name,
      ]);
    }
  });
});

describe('while the database is down', () => {
  it('answers API calls with JSON 503 and Retry-After, never 500', async () => {
    t = await makeTestApp();
    const cookie = await t.login();
    const app = withDatabaseDown(t);
    const calls: [string, string, RequestInit?][] = [
      ['GET', 'posts'],
      ['GET', 'categories'],
      ['GET', 'search-posts&keyword=odds'],
      ['GET', 'session', { headers: { Cookie: cookie } }],
      ['POST', 'login', { body: JSON.stringify({ username: 'admin', password: 'x'.repeat(12) }) }],
      ['DELETE', 'post-delete&id=1', { headers: { Cookie: cookie } }],
    ];
    for (const [method, q, init] of calls) {
      const res = await app.request(`${API}?q=${q}`, {
        method,
        ...init,
        headers: { 'Content-Type': 'application/json', ...init?.headers },
      });
      expect(res.status, `${method} ${q}`).toBe(503);
      expect(res.headers.get('retry-after'), q).toBe('5');
      expect(await res.json(), q).toEqual({
        status: 'error',
        message: 'The database is not answering right now. Please try again in a few seconds.',
      });
    }
    expect(t.deps.log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('keeps the seed shape of calls that add fields to refusals (categories: success false)', async () => {
    t = await makeTestApp();
    const cookie = await t.login();
    const db = t.deps.db;
    // Down between the session check and the write.
    const lostOnWrite: Db = {
      ...db,
      query: (sql, params) =>
        sql.startsWith('INSERT INTO categories')
          ? downDb.query(sql, params)
          : db.query(sql, params),
    };
    const res = await withDatabaseDown(t, lostOnWrite).request(`${API}?q=categories`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name: 'Tennis', slug: 'tennis' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      status: 'error',
      success: false,
      message: 'The database is not answering right now. Please try again in a few seconds.',
    });
  });
});
