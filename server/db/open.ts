/** Opens the database the settings name: embedded PGlite (default), in-memory PGlite, or `pg`. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import type { Settings } from '../settings';
import type { Db, Queryable } from './connect';

export const MEMORY_URL = 'memory://';

export async function openDb(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const url = settings.databaseUrl;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPg(url);
  if (url === MEMORY_URL) return openPglite(undefined);
  if (url !== '') {
    throw new Error(`DATABASE_URL must be empty, ${MEMORY_URL} or postgres://…; got "${url}"`);
  }
  const dir = path.resolve(settings.dataDir || './data', 'db');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
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
  };
}

async function openPg(connectionString: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', msg: 'pg pool', error: String(error) })}\n`,
    );
  });
  const wrap = (target: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
