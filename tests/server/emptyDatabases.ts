/**
 * More empty, migrated databases beside a test file's own, for tests that move a site from one
 * to another: an in-memory PGlite always, and under `npm run test:pg` a schema of its own on the
 * PostgreSQL server too. Each is closed (and its schema dropped) after the file.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import type { Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { openDb, openMemoryDb } from '../../server/db/open';
import { testSettings } from '../../server/settings';
import { createTestSchema, postgresUnderTest } from './testDatabase';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The kinds this run can open: PGlite, and PostgreSQL when the tests have one. */
export function databaseKinds(): DatabaseKind[] {
  return postgresUnderTest() ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

export async function openEmptyDatabase(kind: DatabaseKind): Promise<Db> {
  if (kind === 'PGlite') {
    // A copy of the database the suite migrated once (globalSetup.ts): a second, not five.
    const snapshot = inject('migratedSnapshot');
    const db = await openMemoryDb(snapshot ? new Blob([await readFile(snapshot)]) : undefined);
    cleanups.push(() => db.close());
    if (!snapshot) await migrate(db);
    return db;
  }
  const schema = await createTestSchema();
  const db = await openDb({ ...testSettings(), databaseUrl: schema.url });
  cleanups.push(async () => {
    await db.close();
    await schema.drop();
  });
  await migrate(db);
  return db;
}
