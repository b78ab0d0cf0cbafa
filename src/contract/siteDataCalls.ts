/**
 * Addition (site data: import, export, restore, backups): the shapes of their calls
 * (calls.ts). Owner-only (the `site.data` right, roles.ts); a backend without them answers
 * capabilities `site_data: false` and the app never makes them.
 */
import { z } from 'zod';

/** The scheduled backups' state (q=site-backups). */
export const siteBackupsAnswer = z.object({
  /** BACKUP_DIR and BACKUP_EVERY_HOURS are set: the server writes backups on a schedule. */
  scheduled: z.boolean(),
  /** The interval, in hours (null when not scheduled). */
  every_hours: z.number().positive().nullable(),
  /** The newest backup in BACKUP_DIR: its time (UTC, ISO) and size in bytes. */
  last: z.object({ at: z.string(), bytes: z.number().int().nonnegative() }).nullable(),
  /** Scheduled, and the newest backup is older than twice the interval (or there is none yet). */
  stale: z.boolean(),
});
export type SiteBackupsAnswer = z.infer<typeof siteBackupsAnswer>;

/**
 * The most an archive sent to q=site-restore may weigh (the server's own multipart limit is the
 * image upload's). A bigger archive is restored with the command, `npm run restore -- <file>`.
 */
export const RESTORE_MAX_BYTES = 100 * 1024 * 1024;

/**
 * A restore into an empty site (q=site-restore, a multipart `archive` file). Every session ended
 * with it: `username` is the restored owner account to sign in with, with the password of the
 * owner who restored (null when the archive has no owner: `npm run reset-owner-password`).
 */
export const siteRestoreAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  username: z.string().nullable(),
  posts: z.number().int().nonnegative(),
  categories: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  staff: z.number().int().nonnegative(),
});
export type SiteRestoreAnswer = z.infer<typeof siteRestoreAnswer>;

/**
 * The result of an import (the terminal's report, and the admin's): posts created, updated and
 * skipped with the reason for each, images missing, and what was made besides.
 */
export const importReportSchema = z.object({
  /** Posts in the export (pages, attachments and menus aside). */
  total: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  skipped: z.array(z.object({ title: z.string(), reason: z.string() })),
  imagesMissing: z.array(z.object({ post: z.string(), file: z.string(), reason: z.string() })),
  categoriesCreated: z.number().int().nonnegative(),
  authorsCreated: z.number().int().nonnegative(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

const fileName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `The ${what} needs a name` })
    .max(255, { error: `The ${what}'s name is too long (at most 255 characters)` });

/**
 * q=site-import: the body is the export file's bytes, then the images' zip's (if any), in one
 * request (so one instance receives both and runs the job); their names and where the export ends
 * in the query.
 */
export const importStartQuery = z.object({
  name: fileName('export file'),
  export_bytes: z.coerce
    .number({ error: 'export_bytes must be the export file’s size in bytes' })
    .int({ error: 'export_bytes must be the export file’s size in bytes' })
    .positive({ error: 'The export file is empty' }),
  uploads_name: fileName('images zip').optional(),
});

export const importJobSchema = z.object({
  id: z.number().int().positive(),
  source: z.enum(['wordpress', 'ghost']),
  file_name: z.string(),
  has_uploads: z.boolean(),
  /** checking: the whole file is read and checked (nothing written yet); importing: posts go in. */
  status: z.enum(['checking', 'importing', 'done', 'failed']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** While importing, the time left at this run's pace (null until it can be told). */
  seconds_left: z.number().int().nonnegative().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Who started it (their display name, as it is now), if they are still on the staff. */
  started_by: z.string().nullable(),
  report: importReportSchema.nullable(),
  /** Why it failed (the export refused, or the server's error), for `failed`. */
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** q=site-import (GET): the latest import, running or finished; null before the first. */
export const importJobAnswer = z.object({ job: importJobSchema.nullable() });
