/**
 * Once per run of the server suite on PGlite: one in-memory database, migrated, copied to a file
 * that each test file's database then starts from (helpers.ts), instead of every file paying for
 * PGlite's initdb and the migrations again. On PostgreSQL (`npm run test:pg`) there is nothing to
 * copy: each file gets a schema of its own (testDatabase.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openMemoryDb } from '../../server/db/open';
import { postgresUnderTest } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (a tar file), or '' where there is none. */
    migratedSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (postgresUnderTest()) {
    project.provide('migratedSnapshot', '');
    return async () => {};
  }
  const folder = await mkdtemp(join(tmpdir(), 'server-tests-db-'));
  const file = join(folder, 'migrated.tar');
  const db = await openMemoryDb();
  try {
    await migrate(db);
    await writeFile(file, Buffer.from(await (await db.snapshot()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('migratedSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
