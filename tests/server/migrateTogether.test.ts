/**
 * Instances started together on an empty PostgreSQL database migrate it once between them (the
 * advisory lock in server/db/migrate.ts). PostgreSQL only: PGlite is one process.
 */
import { afterEach, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import { createTestSchema, postgresUnderTest, type TestSchema } from './testDatabase';

const INSTANCES = 4;
let schemas: TestSchema[] = [];
let dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.map((db) => db.close()));
  await Promise.all(schemas.map((s) => s.drop()));
  dbs = [];
  schemas = [];
});

it.skipIf(!postgresUnderTest())(
  `lets ${INSTANCES} instances migrate an empty database at once: all succeed, each migration applied once`,
  async () => {
    const shipped = await readMigrations();
    // A few rounds: without the lock, two instances creating the same table at once fail often.
    for (let round = 0; round < 3; round++) {
      const schema = await createTestSchema();
      schemas.push(schema);
      const instances = await Promise.all(
        Array.from({ length: INSTANCES }, () => openDb({ databaseUrl: schema.url, dataDir: '' })),
      );
      dbs.push(...instances);

      const applied = await Promise.all(instances.map((db) => migrate(db)));

      // Between them, every migration was applied by exactly one instance.
      expect(applied.flat().sort()).toEqual(shipped.map((m) => m.name));
      const db = instances[0]!;
      const { rows } = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(shipped.map((m) => m.version));
      const tables = await db.query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = $1',
        [schema.name],
      );
      const names = tables.rows.map((r) => r.tablename);
      expect(names).toContain('posts');
      expect(new Set(names).size).toBe(names.length);
      // And each instance can serve: the tables are there for all of them.
      for (const instance of instances) {
        await expect(instance.query('SELECT count(*) FROM posts')).resolves.toBeTruthy();
      }
    }
  },
);
