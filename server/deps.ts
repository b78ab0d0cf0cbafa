/**
 * Builds what the handlers need from the settings: database (migrated), uploads (in the database,
 * with a local variant cache), log, clock; and starts the periodic upkeep (analytics, backups).
 */
import { openChangeFeed } from './db/changes';
import { migrateUntimed } from './db/migrate';
import { openDb } from './db/open';
import type { Settings } from './settings';
import { moveUploadFilesIn } from './uploads/moveFiles';
import { UploadStore } from './uploads/store';
import { jsonLogger, type Logger } from './http/log';
import type { Deps } from './types';
import { offsetClock } from './http/testClock';
import { smtpMailer } from './mail/mailer';
import { createRollupQueue } from './analytics/queue';
import { startAnalyticsUpkeep } from './analytics/upkeep';
import { prepareBackupDir, startBackups } from './backup/schedule';
import { ImportJobs } from './resources/import/jobs';

export interface OpenedDeps extends Deps {
  /** Closes the database and removes temporary upload directories. */
  close(): Promise<void>;
}

export async function openDeps(
  settings: Settings,
  options: { log?: Logger; now?: () => Date } = {},
): Promise<OpenedDeps> {
  const db = await openDb(settings);
  try {
    await migrateUntimed(settings, db);
    await prepareBackupDir(settings);
    const uploads = await UploadStore.open(settings.dataDir);
    const log = options.log ?? jsonLogger();
    // Images kept as files by earlier versions move into the database (once; then a no-op).
    await moveUploadFilesIn(db, uploads, log);
    // Cached copies of images deleted through other instances while this one was away.
    const swept = await uploads.sweepCache(db);
    if (swept > 0) log.info({ msg: 'removed cached copies of deleted images', files: swept });
    // Other instances' admin writes, so that this one drops its cached answers at once.
    const changes = await openChangeFeed(settings.databaseUrl, db, {
      connectTimeoutMs: settings.databaseConnectTimeoutMs,
      log,
    });
    const rollups = createRollupQueue(db, {
      flushMs: settings.analyticsFlushMs,
      batchEvents: settings.analyticsBatchEvents,
      maxPending: settings.analyticsQueueMax,
      log,
    });
    const now = options.now ?? clockOf(settings, log);
    // Finished days' salts and visitor hashes, and figures past their retention, go hourly.
    const upkeep = startAnalyticsUpkeep(db, settings, now, log);
    // BACKUP_DIR and BACKUP_EVERY_HOURS: the full export on a schedule (off by default).
    const backups = startBackups(db, settings, now, log);
    // The admin's imports; one a stopped server left running goes on (its files are here).
    const imports = new ImportJobs({ db, settings, uploads, log, now, changes });
    void imports
      .resumeLeftOver()
      .catch((error: unknown) => log.error({ msg: 'import not resumed', error: String(error) }));
    return {
      db,
      settings,
      rollups,
      uploads,
      log,
      changes,
      mailer: smtpMailer(settings),
      now,
      imports,
      async close() {
        // What was counted but not yet written goes in before the database closes.
        upkeep.stop();
        // An import pauses between two posts, to go on at the next start.
        await imports.stop();
        // A backup being written is finished first: never half a file.
        await backups.stop();
        await rollups.stop();
        await changes?.close();
        await db.close();
        await uploads.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The real clock, or with TEST_CLOCK_OFFSET_FILE (end-to-end tests) one that can run ahead. */
function clockOf(settings: Settings, log: Logger): () => Date {
  if (!settings.testClockOffsetFile) return () => new Date();
  log.info({ msg: 'the clock follows TEST_CLOCK_OFFSET_FILE: for tests only' });
  return offsetClock(settings.testClockOffsetFile);
}
