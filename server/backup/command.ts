/**
 * What `npm run export` and `npm run restore` (scripts/) share: opening the site that DATA_DIR or
 * DATABASE_URL names, migrated, and telling a failure in one sentence (a user's mistake never
 * shows a stack trace).
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect';
import { DatabaseConnectError } from '../db/errors';
import { migrate } from '../db/migrate';
import { isPostgresUrl, openDb } from '../db/open';
import { readSettings, SettingsError, type Settings } from '../settings';
import { RestoreError } from './restoreSite';
import { TarError } from './tar';

/** A mistake of the command's user (arguments, files): told as its message alone. */
export class CommandError extends Error {}

/** Where the site is, for messages: the PostgreSQL server (without password) or the folder. */
export function siteName(settings: Settings): string {
  if (!isPostgresUrl(settings.databaseUrl)) return `DATA_DIR ${path.resolve(settings.dataDir)}`;
  try {
    const url = new URL(settings.databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Reminder for the embedded database, which one process at a time may open. */
const STOP_THE_SERVER =
  'With the embedded database (DATA_DIR), stop the server first: two processes must never open it at once.';

/**
 * The site's database, migrated, without the requests' query timeout. `mustExist`: an embedded site whose folder has no database yet
 * is an error (exporting it would make an empty one).
 */
export async function openSite(
  { mustExist }: { mustExist: boolean },
  env: Record<string, string | undefined> = process.env,
): Promise<{ db: Db; settings: Settings }> {
  const settings = readSettings(env);
  if (settings.databaseUrl === 'memory://') {
    throw new CommandError('DATABASE_URL is memory://: there is no site to open.');
  }
  const embedded = !isPostgresUrl(settings.databaseUrl);
  if (embedded && mustExist && !existsSync(path.resolve(settings.dataDir, 'db'))) {
    throw new CommandError(
      `There is no site in ${siteName(settings)} (no db folder): set DATA_DIR or DATABASE_URL to the site's.`,
    );
  }
  // No per-query timeout: reading or writing a large table may take longer than any request may.
  const db = await openDb({ ...settings, databaseQueryTimeoutMs: 0 });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, settings };
}

/**
 * What to print when `verb` (export, restore) failed: the reason in one line, and for the embedded
 * database (when the failure is not the user's arguments or files) the reminder to stop the server.
 */
export function failureReport(
  verb: string,
  error: unknown,
  env: Record<string, string | undefined> = process.env,
): string {
  const lines = [`Could not ${verb}: ${commandFailure(error)}`];
  const ownMistake =
    error instanceof CommandError ||
    error instanceof RestoreError ||
    error instanceof SettingsError ||
    typeof (error as { path?: unknown } | null)?.path === 'string';
  let embedded = true;
  try {
    embedded = !isPostgresUrl(readSettings(env).databaseUrl);
  } catch {
    // Settings that do not parse: their message says so; the reminder may stay.
  }
  if (!ownMistake && embedded) lines.push(STOP_THE_SERVER);
  return `${lines.join('\n')}\n`;
}

/** A folder that must exist (where an archive is written). */
export async function checkFolder(folder: string): Promise<void> {
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) throw new CommandError(`There is no folder ${folder}`);
}

/** The one line a failure is told in. */
export function commandFailure(error: unknown): string {
  if (
    error instanceof CommandError ||
    error instanceof RestoreError ||
    error instanceof TarError ||
    error instanceof SettingsError ||
    error instanceof DatabaseConnectError
  ) {
    return error.message;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const file = (error as { path?: unknown } | null)?.path;
  if (typeof code === 'string' && typeof file === 'string') {
    const why: Record<string, string> = {
      ENOENT: 'no such file or folder',
      EACCES: 'permission denied',
      EISDIR: 'it is a folder',
      ENOTDIR: 'a part of the path is not a folder',
      ENOSPC: 'the disk is full',
      EROFS: 'the file system is read-only',
    };
    return `${file}: ${why[code] ?? code}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Megabytes with one decimal, for messages. */
export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
