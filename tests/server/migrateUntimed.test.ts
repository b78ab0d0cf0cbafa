/**
 * Migrations are not cut off by the per-query timeout that protects requests: on PostgreSQL a
 * migration longer than DATABASE_QUERY_TIMEOUT_MS (an index over 100,000 posts) still completes.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect';
import { migrateUntimed } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import { createTestSchema, postgresUnderTest, type TestSchema } from './testDatabase';

const TIMEOUT_MS = 200;
let schema: TestSchema | undefined;
let db: Db | undefined;
let dir = '';
afterEach(async () => {
  await db?.close();
  await schema?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it.skipIf(!postgresUnderTest())(
  'completes a migration that runs longer than the query timeout, which still guards requests',
  async () => {
    schema = await createTestSchema();
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await writeFile(
      path.join(dir, '001_slow.sql'),
      `SELECT pg_sleep(${(3 * TIMEOUT_MS) / 1000}); CREATE TABLE slow_done (id int);`,
    );
    const settings = {
      databaseUrl: schema.url,
      dataDir: '',
      databaseConnectTimeoutMs: 5000,
      databaseQueryTimeoutMs: TIMEOUT_MS,
    };
    db = await openDb(settings);
    await expect(db.query(`SELECT pg_sleep(${(3 * TIMEOUT_MS) / 1000})`)).rejects.toThrow();

    expect(await migrateUntimed(settings, db, dir)).toEqual(['001_slow.sql']);
    await expect(db.query('SELECT count(*) FROM slow_done')).resolves.toBeTruthy();
  },
);
