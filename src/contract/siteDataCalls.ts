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
