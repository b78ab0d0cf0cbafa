/**
 * An export file, whichever site made it: which one it is (by its first bytes: a Ghost export is
 * JSON, a WordPress export XML), its reading pass (writes nothing), its post count, and its
 * writing pass. Shared by `npm run import` and the admin's import jobs.
 */
import { open } from 'node:fs/promises';
import type { ImportJob, ImportReport } from '../../../src/contract/siteDataCalls';
import { importedPosts, readGhost, writeGhost, type GhostPlan } from './ghost';
import { readWordpress, writeWordpress, type ImportOptions, type WordpressPlan } from './wordpress';

export type ImportSource = ImportJob['source'];

/** What the reading pass of an export kept. */
export type ReadExport = { ghost: GhostPlan } | { wordpress: WordpressPlan };

/** A file's first bytes (up to 512). */
export async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Which site the export at `file` comes from; null when it is neither JSON nor XML. */
export async function exportSourceOf(file: string): Promise<ImportSource | null> {
  const text = (await headOf(file))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('{')) return 'ghost';
  if (text.startsWith('<')) return 'wordpress';
  return null;
}

/** The reading pass: refuses the file (ImportRefused), or answers what the writing pass needs. */
export async function readExport(file: string, source: ImportSource): Promise<ReadExport> {
  return source === 'ghost'
    ? { ghost: await readGhost(file) }
    : { wordpress: await readWordpress(file) };
}

/** The posts the writing pass will go through. */
export const exportTotal = (read: ReadExport): number =>
  'ghost' in read ? importedPosts(read.ghost).length : read.wordpress.total;

/** The writing pass over `file`, once `readExport` accepted it. */
export function writeExport(
  file: string,
  read: ReadExport,
  options: ImportOptions,
): Promise<ImportReport> {
  return 'ghost' in read
    ? writeGhost(read.ghost, options)
    : writeWordpress(file, read.wordpress, options);
}
