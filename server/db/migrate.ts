/**
 * Applies the numbered migrations in `migrations/NNN_name.sql` in order, each in its own
 * transaction, recording every applied one in `schema_migrations`. Append-only: a migration that
 * has run is never edited.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Settings } from '../settings';
import type { Db } from './connect';
import { isPostgresUrl, openDb } from './open';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_PATTERN = /^(\d{3,})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_PATTERN.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = Number(FILE_PATTERN.exec(file)![1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share the number ${version}`);
    }
    migrations.push({ version, name: file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Serialises migrating between processes on one PostgreSQL server: held until the transaction
 * ends. Keyed by the schema, so databases (or test schemas) of one server do not wait on each
 * other. PGlite has one process; the lock costs nothing there.
 */
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(7316, hashtext(current_schema()))';

/**
 * Returns the names of the migrations applied now. Any number of instances may start at once on
 * an empty database: each step takes the lock, then looks again at what is applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const done: string[] = [];
  for (const migration of migrations) {
    const applied = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (applied) done.push(migration.name);
  }
  return done;
}

/**
 * `migrate` without the per-query timeout that protects requests (DATABASE_QUERY_TIMEOUT_MS):
 * building an index or a table from 100,000 posts takes longer than any request may. On
 * PostgreSQL through a connection of its own with no client or server timeout; PGlite has none.
 */
export async function migrateUntimed(
  settings: Pick<Settings, 'databaseUrl' | 'dataDir' | 'databaseConnectTimeoutMs'>,
  db: Db,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  if (!isPostgresUrl(settings.databaseUrl)) return migrate(db, dir);
  const untimed = await openDb({ ...settings, databaseQueryTimeoutMs: 0 });
  try {
    return await migrate(untimed, dir);
  } finally {
    await untimed.close();
  }
}

/** The newest migration this code ships: a database at this version is ready for it. */
export async function latestMigration(dir = MIGRATIONS_DIR): Promise<number> {
  return Math.max(0, ...(await readMigrations(dir)).map((m) => m.version));
}
