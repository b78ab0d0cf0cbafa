/**
 * q=site-backups: the scheduled backups' state (server/backup/schedule.ts writes them): whether
 * they are on, how often, the newest one in BACKUP_DIR, and whether it is overdue.
 */
import type { SiteBackupsAnswer } from '../../../src/contract/siteDataCalls';
import { listBackups, type BackupSettings } from '../../backup/schedule';
import type { Handler } from '../../types';

const HOUR_MS = 3600_000;

/** The state at `now`; a missing or unreadable folder has no backups. */
export async function backupsState(
  settings: BackupSettings,
  now: Date,
): Promise<SiteBackupsAnswer> {
  const scheduled = settings.backupEveryMs > 0 && settings.backupDir !== '';
  const newest = settings.backupDir
    ? (await listBackups(settings.backupDir).catch(() => [])).at(-1)
    : undefined;
  const last = newest ? { at: newest.at.toISOString(), bytes: newest.bytes } : null;
  // Twice the interval: one late check is not worth a warning, a missed backup is.
  const stale =
    scheduled && (!newest || now.getTime() - newest.at.getTime() > 2 * settings.backupEveryMs);
  return {
    scheduled,
    every_hours: scheduled ? settings.backupEveryMs / HOUR_MS : null,
    last,
    stale,
  };
}

export const getBackups: Handler = async (c, deps) =>
  c.json(await backupsState(deps.settings, deps.now()));
