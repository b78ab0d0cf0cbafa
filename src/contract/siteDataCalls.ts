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
