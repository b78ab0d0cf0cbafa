/**
 * Scheduled backups: with BACKUP_DIR and BACKUP_EVERY_HOURS set, the running server writes the
 * full export (exportSite.ts) into BACKUP_DIR as betpulse-<UTC time>.tar.gz, atomically (a
 * temporary file, then a rename), and deletes the oldest beyond BACKUP_KEEP. Only files of that
 * name are ever counted or deleted.
 *
 * Instances on one PostgreSQL sharing one BACKUP_DIR write each backup once: a check takes an
 * advisory lock (7318, beside migrate.ts's 7316 and the first owner's 7317), and inside it looks
 * at the newest backup's time; only when that is an interval old does it write. Checks run often
 * (a twelfth of the interval, at most every 5 minutes), so a backup is never much late and a
 * restart does not write one early. A graceful stop waits for a backup being written, so it
 * never leaves half of one (a killed process leaves at most a `.partial-` file, swept later).
 */
import { access, constants, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect';
import type { Logger } from '../http/log';
import { SettingsError, type Settings } from '../settings';
import { APP_VERSION } from './appVersion';
import { TEMP_PREFIX, writeFileAtomic } from './archiveFile';
import { archiveOf, SNAPSHOT } from './exportSite';

const BACKUP_LOCK = 'SELECT pg_try_advisory_xact_lock(7318, hashtext(current_schema())) AS got';
const BACKUP_NAME = /^betpulse-(\d{4})-(\d\d)-(\d\d)T(\d\d)(\d\d)(\d\d)Z\.tar\.gz$/;
/** A temporary file older than this was left by a process that was killed. */
const STALE_TEMP_MS = 24 * 3600_000;

export type BackupSettings = Pick<Settings, 'backupDir' | 'backupEveryMs' | 'backupKeep'>;

/** The file name of a backup taken at `at` (sortable: the name's order is the time's). */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `betpulse-${iso.slice(0, 10)}T${iso.slice(11, 19).replace(/:/g, '')}Z.tar.gz`;
}

/** The time a backup's name records, or null for any other file. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}

export interface BackupFile {
  name: string;
  at: Date;
  bytes: number;
}

/** The folder's backups, oldest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const files: BackupFile[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info) files.push({ name, at: backupTime(name)!, bytes: info.size });
  }
  return files;
}

/** Deletes the oldest backups beyond `keep`, and temporary files a killed process left. */
async function prune(dir: string, keep: number, now: Date): Promise<void> {
  const backups = await listBackups(dir);
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) {
    await rm(path.join(dir, old.name), { force: true });
  }
  for (const name of await readdir(dir)) {
    if (!name.startsWith(`${TEMP_PREFIX}betpulse-`)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > STALE_TEMP_MS) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Writes a backup when the newest one is an interval old (or there is none) and no other
 * instance is writing one; answers the file written, or null.
 */
export async function backupIfDue(
  db: Db,
  settings: BackupSettings,
  now: Date,
): Promise<BackupFile | null> {
  return db.transaction(async (tx) => {
    await tx.query(SNAPSHOT);
    const { rows } = await tx.query<{ got: boolean }>(BACKUP_LOCK);
    if (!rows[0]?.got) return null;
    const newest = (await listBackups(settings.backupDir)).at(-1);
    if (newest && now.getTime() - newest.at.getTime() < settings.backupEveryMs) return null;
    const archive = await archiveOf(tx, { appVersion: APP_VERSION, now });
    const name = backupName(now);
    await writeFileAtomic(path.join(settings.backupDir, name), archive);
    await prune(settings.backupDir, settings.backupKeep, now);
    return { name, at: backupTime(name)!, bytes: archive.byteLength };
  });
}

/** How often the schedule looks whether a backup is due. */
export const checkEveryMs = (everyMs: number) => Math.min(5 * 60_000, Math.max(1000, everyMs / 12));

export interface BackupSchedule {
  /** Ends the schedule; resolves once a backup being written is complete. */
  stop(): Promise<void>;
}

/**
 * Makes and checks the folder when backups are on; one that cannot be written stops the start
 * with a clear message (before anything else is opened).
 */
export async function prepareBackupDir(settings: BackupSettings): Promise<void> {
  if (settings.backupEveryMs <= 0) return;
  try {
    await mkdir(settings.backupDir, { recursive: true });
    await access(settings.backupDir, constants.W_OK);
  } catch (error) {
    const code = (error as { code?: string } | null)?.code ?? String(error);
    throw new SettingsError(
      `Invalid settings:\n  BACKUP_DIR: cannot write backups to ${path.resolve(settings.backupDir)} (${code})`,
    );
  }
}

/** Starts the schedule (nothing when BACKUP_EVERY_HOURS is off); see prepareBackupDir. */
export function startBackups(
  db: Db,
  settings: BackupSettings,
  now: () => Date,
  log: Pick<Logger, 'info' | 'error'>,
  checkMs = checkEveryMs(settings.backupEveryMs),
): BackupSchedule {
  if (settings.backupEveryMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return;
    const started = Date.now();
    running = backupIfDue(db, settings, now())
      .then((file) => {
        if (file) {
          log.info({
            msg: 'backup written',
            file: file.name,
            bytes: file.bytes,
            ms: Date.now() - started,
          });
        }
      })
      .catch((error: unknown) => {
        log.error({
          msg: 'backup failed; tried again at the next check',
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, checkMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
