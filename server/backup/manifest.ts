/**
 * The archive's first entry, manifest.json: which format it is, which app and schema wrote it,
 * when, and how many rows each table has. A restore reads it first and refuses an archive it
 * cannot understand before it looks at anything else.
 */
import { z } from 'zod';

/** The archive format this code writes and reads; a restore refuses any newer one. */
export const ARCHIVE_FORMAT = 1;

export const MANIFEST_NAME = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const MEDIA_FOLDER = 'media/';

export const manifestSchema = z.object({
  format: z.number().int().positive(),
  appVersion: z.string(),
  /** The newest migration the site had applied. */
  schemaVersion: z.number().int().nonnegative(),
  exportedAt: z.string(),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Media originals in media/ (files, not rows). */
  mediaFiles: z.number().int().nonnegative(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Always two-space indented with keys in this order, so that equal manifests are equal bytes. */
export function manifestJson(manifest: Manifest): string {
  const ordered: Manifest = {
    format: manifest.format,
    appVersion: manifest.appVersion,
    schemaVersion: manifest.schemaVersion,
    exportedAt: manifest.exportedAt,
    tables: manifest.tables,
    mediaFiles: manifest.mediaFiles,
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
