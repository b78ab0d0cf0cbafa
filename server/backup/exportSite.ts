/**
 * The full export: one gzipped tar of every table the app owns (tables.ts says which, and what
 * is left out), each media original as its own file, and a manifest. Read in one read-only
 * snapshot, so the tables agree with each other even while the site is being written to. The same
 * content and the same `now` make the same bytes (rows.ts, tar.ts; gzip's header carries no time),
 * so a site restored from an archive exports to that archive again.
 *
 * On embedded PGlite the snapshot holds the database's one connection: requests wait for the
 * export (the demo site takes a fraction of a second).
 */
import { gzipSync } from 'node:zlib';
import type { Db, Queryable } from '../db/connect';
import {
  ARCHIVE_FORMAT,
  MANIFEST_NAME,
  MEDIA_FOLDER,
  manifestJson,
  TABLES_FOLDER,
} from './manifest';
import { readTable, tableJson } from './rows';
import { KEPT_TABLES, LEFT_OUT_COLUMNS } from './tables';
import { writeTar, type TarEntry } from './tar';

export interface ExportOptions {
  /** package.json's version, recorded in the manifest. */
  appVersion: string;
  now: Date;
}

/** The first statement of an export's transaction: one consistent, read-only snapshot. */
export const SNAPSHOT = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY';

/** The archive's bytes (a .tar.gz). */
export async function exportSite(db: Db, options: ExportOptions): Promise<Buffer> {
  return db.transaction(async (tx) => {
    await tx.query(SNAPSHOT);
    return archiveOf(tx, options);
  });
}

/** The archive of what `tx` sees: call it in a transaction that began with SNAPSHOT. */
export async function archiveOf(
  tx: Queryable,
  { appVersion, now }: ExportOptions,
): Promise<Buffer> {
  const { rows: applied } = await tx.query<{ version: number }>(
    'SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations',
  );
  const entries: TarEntry[] = [];
  const counts: Record<string, number> = {};
  for (const table of KEPT_TABLES) {
    const data = await readTable(tx, table, LEFT_OUT_COLUMNS[table]);
    counts[table] = data.rows.length;
    entries.push({ name: `${TABLES_FOLDER}${table}.json`, data: Buffer.from(tableJson(data)) });
  }
  const { rows: paths } = await tx.query<{ path: string }>(
    'SELECT path FROM media ORDER BY path COLLATE "C"',
  );
  // One original at a time: memory holds the archive, not every image twice.
  for (const { path } of paths) {
    const { rows } = await tx.query<{ base64: string }>(
      `SELECT encode(bytes, 'base64') AS base64 FROM media WHERE path = $1`,
      [path],
    );
    entries.push({ name: `${MEDIA_FOLDER}${path}`, data: Buffer.from(rows[0]!.base64, 'base64') });
  }
  const manifest = manifestJson({
    format: ARCHIVE_FORMAT,
    appVersion,
    schemaVersion: Number(applied[0]!.version),
    exportedAt: now.toISOString(),
    tables: counts,
    mediaFiles: paths.length,
  });
  entries.push({ name: MANIFEST_NAME, data: Buffer.from(manifest) });
  return gzipSync(writeTar(entries), { level: 9 });
}
