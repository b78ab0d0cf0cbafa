/**
 * Moves images that earlier versions kept as files (`<data dir>/uploads/<name>`) into the `media`
 * table, at start. Idempotent: a file is deleted only once the database holds the same bytes
 * under its name, so a second run (or a run cut short) finds less to do and never makes a second
 * row. A file that cannot be read, or that nothing names, is reported and left where it is; it
 * never stops the server.
 */
import { readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/connect';
import type { Logger } from '../http/log';
import { sha256Hex, type UploadStore } from './store';

export interface MoveReport {
  moved: string[];
  /** Files left on disk, with the reason. */
  left: { file: string; reason: string }[];
}

async function isNamed(db: Queryable, imagePath: string): Promise<boolean> {
  const { rows } = await db.query<{ named: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM posts WHERE image_path = $1)
         OR EXISTS (SELECT 1 FROM campaigns WHERE $1 IN (image_path, phone_image_path)) AS named`,
    [imagePath],
  );
  return Boolean(rows[0]?.named);
}

async function moveOne(db: Queryable, store: UploadStore, dir: string, name: string) {
  const imagePath = `uploads/${name}`;
  if (!store.isImagePath(imagePath)) return 'not an image name';
  // An image no post or banner names would be an orphan row: it stays a file.
  if (!(await isNamed(db, imagePath))) return 'no post or banner names it';
  const file = path.join(dir, name);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
  await store.put(db, imagePath, bytes);
  if ((await store.hashOf(db, imagePath)) !== sha256Hex(bytes)) {
    return 'the database already holds other bytes under this name';
  }
  await unlink(file);
  return null;
}

export async function moveUploadFilesIn(
  db: Queryable,
  store: UploadStore,
  log?: Logger,
): Promise<MoveReport> {
  const dir = path.join(store.root, 'uploads');
  const report: MoveReport = { moved: [], left: [] };
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return report;
    throw error;
  }
  for (const name of names) {
    let reason: string | null;
    try {
      reason = await moveOne(db, store, dir, name);
    } catch (error) {
      reason = `cannot be moved (${error instanceof Error ? error.message : String(error)})`;
    }
    if (reason) {
      report.left.push({ file: name, reason });
      log?.error({ msg: 'uploaded file left on disk', file: path.join(dir, name), reason });
    } else {
      report.moved.push(name);
    }
  }
  if (report.moved.length > 0) {
    log?.info({ msg: 'moved uploaded files into the database', files: report.moved.length });
  }
  // An emptied folder goes, so nobody looks there for images again.
  if (report.left.length === 0) await rmdir(dir).catch(() => undefined);
  return report;
}
