/** Opens the database the settings name: embedded PGlite (default), in-memory PGlite, or `pg`. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { readSettings, type Settings } from '../settings';
import type { Db, Queryable } from './connect';
import { DatabaseConnectError, DatabaseUnavailableError, isConnectionFailure } from './errors';

export const MEMORY_URL = 'memory://';

/** Whether a DATABASE_URL names a PostgreSQL server (else PGlite). */
export const isPostgresUrl = (url: string) =>
  url.startsWith('postgres://') || url.startsWith('postgresql://');

export async function openDb(
  settings: Pick<Settings, 'databaseUrl' | 'dataDir'> & Partial<PgSettings>,
): Promise<Db> {
  const url = settings.databaseUrl;
  if (isPostgresUrl(url)) {
    const defaults = readSettings({});
    return openPg(url, {
      databaseConnectTimeoutMs:
        settings.databaseConnectTimeoutMs ?? defaults.databaseConnectTimeoutMs,
      databaseQueryTimeoutMs: settings.databaseQueryTimeoutMs ?? defaults.databaseQueryTimeoutMs,
    });
  }
  if (url === MEMORY_URL) return openMemoryDb();
  if (url !== '') {
    throw new Error(`DATABASE_URL must be empty, ${MEMORY_URL} or postgres://…; got "${url}"`);
  }
  const dir = path.resolve(settings.dataDir || './data', 'db');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

/** PGlite's shared buffers (see openPglite). */
const PGLITE_SHARED_BUFFERS = '16MB';

/** A PGlite database that can be copied: `snapshot()` is its whole data folder, as a tar file. */
export interface MemoryDb extends Db {
  snapshot(): Promise<Blob>;
}

/**
 * An in-memory database: empty, or a copy of another's `snapshot()`, with its schema and rows. A
 * copy skips PGlite's initdb, most of the cost of opening one: on a busy 2-core machine a copy
 * opened in 1.2–1.7 s, an empty one in 3.2–4.8 s.
 */
export async function openMemoryDb(snapshot?: Blob): Promise<MemoryDb> {
  return openPglite(undefined, snapshot);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<MemoryDb> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    // Search's typo tolerance (migration 014): PGlite loads contrib extensions when created.
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const pg = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers sits in this process's memory (wasm), on top
    // of the OS's own cache of the same files. With 16 MB, opening 100,000 posts takes 177 MB of
    // RSS instead of 285, and the 100k bench's reads and searches were no slower.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const wrap = (target: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    // Uncompressed: a copy in memory opens faster than a smaller one it would first unzip.
    snapshot: () => pg.dumpDataDir('none'),
  };
}

/** `databaseQueryTimeoutMs` 0: no timeout (migrations). */
type PgSettings = Pick<Settings, 'databaseConnectTimeoutMs' | 'databaseQueryTimeoutMs'>;

/** Where a connection string points, without its password, for messages. */
function describeTarget(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Why the first connection failed, in words an operator can act on. */
function connectFailure(error: unknown, timeoutMs: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused (is PostgreSQL running there?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host';
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message) || /^Connection terminated/.test(message)) {
    return `no answer within ${timeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
  }
  return message.split('\n')[0]!;
}

/** Runs a driver call; a lost or silent database server becomes DatabaseUnavailableError. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}

async function openPg(
  connectionString: string,
  { databaseConnectTimeoutMs, databaseQueryTimeoutMs }: PgSettings,
): Promise<Db> {
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({
    connectionString,
    max: 10,
    // A host that accepts the connection but never answers fails the connect, then the request.
    connectionTimeoutMillis: databaseConnectTimeoutMs,
    // The client gives up on a silent server; the server itself stops a statement that runs on.
    query_timeout: databaseQueryTimeoutMs,
    statement_timeout: databaseQueryTimeoutMs,
  });
  // An idle client losing its connection (PostgreSQL restarting) must not crash the process:
  // the pool drops it and connects anew on the next query.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', msg: 'pg pool', error: String(error) })}\n`,
    );
  });
  const wrap = (target: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await guarded(() => target.query(sql, params));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await guarded(() => target.query(sql));
    },
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseConnectError(
      `Could not connect to the database at ${describeTarget(connectionString)}: ${connectFailure(error, databaseConnectTimeoutMs)}`,
      error,
    );
  }
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await guarded(() => pool.connect());
      // A checked-out client whose connection drops between two queries emits 'error': the
      // next query fails instead, and the client is dropped below rather than crash the process.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken: Error | undefined;
      try {
        await wrap(client).exec('BEGIN');
        const result = await fn(wrap(client));
        await wrap(client).exec('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: unknown) => {
          broken = rollback instanceof Error ? rollback : new Error(String(rollback));
        });
        throw error;
      } finally {
        client.off('error', ignore);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
