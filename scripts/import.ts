/**
 * `npm run import -- <export.xml or ghost.json> [--uploads <folder or zip>]`: imports a WordPress
 * export (WXR) or a Ghost export (JSON) into the site that DATA_DIR or DATABASE_URL names, with
 * its images taken from the WordPress `uploads` folder or Ghost's `content/images` (or a zip of
 * it), never from the network. Shows posts done out of the total
 * with the time left, then the report. Running it again creates nothing new: it updates what
 * changed on the old site and skips the rest, each with its reason; an interrupted run is
 * resumed the same way. With the embedded database (DATA_DIR), stop the server first.
 */
import { stat } from 'node:fs/promises';
import { failureReport, openSite } from '../server/backup/command';
import { openChangeFeed } from '../server/db/changes';
import { isPostgresUrl } from '../server/db/open';
import { jsonLogger } from '../server/http/log';
import { reportLines } from '../server/resources/import/report';
import { NO_UPLOADS, openUploads } from '../server/resources/import/uploadsSource';
import { exportSourceOf, readExport, writeExport } from '../server/resources/import/exportFile';
import { ImportRefused } from '../server/resources/import/xmlStream';
import { readSettings } from '../server/settings';
import { UploadStore } from '../server/uploads/store';

const USAGE = 'Usage: npm run import -- <export.xml or ghost.json> [--uploads <folder or zip>]';

function parseArgs(args: string[]): { file: string; uploads: string | null } {
  let file: string | null = null;
  let uploads: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--uploads') {
      uploads = args[++i] ?? null;
      if (!uploads) throw new ImportRefused(`--uploads needs a folder or zip.\n${USAGE}`);
    } else if (arg.startsWith('--uploads=')) {
      uploads = arg.slice('--uploads='.length);
    } else if (arg.startsWith('-')) {
      throw new ImportRefused(`Unknown option ${arg}.\n${USAGE}`);
    } else if (file === null) {
      file = arg;
    } else {
      throw new ImportRefused(`One export at a time.\n${USAGE}`);
    }
  }
  if (file === null) throw new ImportRefused(USAGE);
  return { file, uploads };
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 3600
    ? `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`
    : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};

/** A progress line, redrawn in place on a terminal, every 5% otherwise (logs stay short). */
function progress(started: number) {
  const tty = process.stdout.isTTY === true;
  let lastShown = -1;
  return (done: number, total: number) => {
    const elapsed = Date.now() - started;
    const left = done > 0 ? (elapsed / done) * (total - done) : 0;
    const line = `Posts ${done}/${total} (${total ? Math.floor((done / total) * 100) : 100}%), about ${clock(left)} left`;
    if (tty) {
      process.stdout.write(`\r${line}\x1b[K${done === total ? '\n' : ''}`);
    } else {
      const step = Math.floor((done / Math.max(total, 1)) * 20);
      if (step !== lastShown || done === total) {
        lastShown = step;
        process.stdout.write(`${line}\n`);
      }
    }
  };
}

async function main(): Promise<void> {
  const { file, uploads } = parseArgs(process.argv.slice(2));
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ImportRefused(`No export file at ${file}.`);
  // The whole file is read and checked before the site is opened: a refusal writes nothing.
  process.stdout.write(`Reading ${file}…\n`);
  // Anything but JSON is read as a WordPress export (and refused if it is not one).
  const read = await readExport(file, (await exportSourceOf(file)) ?? 'wordpress');
  const settings = readSettings();
  const images = uploads
    ? await openUploads(uploads, settings.uploadMaxBytes)
    : (process.stdout.write('No --uploads given: every image will be reported missing.\n'),
      NO_UPLOADS);
  // Opened and migrated as export and restore open it (no per-request query timeout).
  const { db } = await openSite({ mustExist: false }).catch(async (error: unknown) => {
    await images.close();
    throw error;
  });
  const store = await UploadStore.open(settings.dataDir);
  try {
    const started = Date.now();
    const options = {
      db,
      uploads: store,
      settings,
      images,
      now: () => new Date(),
      onProgress: progress(started),
    };
    const report = await writeExport(file, read, options);
    process.stdout.write(
      [`Done in ${clock(Date.now() - started)}.`, ...reportLines(report), ''].join('\n'),
    );
    // Running instances on the same PostgreSQL drop their cached pages at once.
    if (isPostgresUrl(settings.databaseUrl)) {
      const feed = await openChangeFeed(settings.databaseUrl, db, {
        connectTimeoutMs: settings.databaseConnectTimeoutMs,
        log: jsonLogger(),
      });
      await feed?.publish('import');
      await feed?.close();
    }
  } finally {
    await images.close();
    await store.close();
    await db.close();
  }
}

try {
  await main();
} catch (error) {
  // A refusal is the user's to fix: its message, no stack trace; anything else as export and
  // restore tell it (one line, and the reminder to stop the server for the embedded database).
  process.stderr.write(
    error instanceof ImportRefused ? `\n${error.message}\n` : `\n${failureReport('import', error)}`,
  );
  process.exitCode = 1;
}
