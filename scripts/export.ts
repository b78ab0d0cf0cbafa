/**
 * `npm run export -- <path>`: writes the full export of the site that DATA_DIR or DATABASE_URL
 * names (server/backup/exportSite.ts) to <path>, atomically. With the embedded database, stop
 * the server first.
 */
import path from 'node:path';
import { APP_VERSION } from '../server/backup/appVersion';
import { writeFileAtomic } from '../server/backup/archiveFile';
import {
  checkFolder,
  CommandError,
  failureReport,
  megabytes,
  openSite,
  siteName,
} from '../server/backup/command';
import { exportSite } from '../server/backup/exportSite';
import type { Db } from '../server/db/connect';

const USAGE = 'Usage: npm run export -- <path of the archive to write, e.g. site.tar.gz>';

let db: Db | undefined;
try {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new CommandError(USAGE);
  const file = path.resolve(args[0]!);
  await checkFolder(path.dirname(file));
  const started = Date.now();
  const site = await openSite({ mustExist: true });
  db = site.db;
  const archive = await exportSite(db, { appVersion: APP_VERSION, now: new Date() });
  await writeFileAtomic(file, archive);
  process.stdout.write(
    `Exported ${siteName(site.settings)} to ${file} (${megabytes(archive.byteLength)}, ${((Date.now() - started) / 1000).toFixed(1)} s).\n`,
  );
} catch (error) {
  process.stderr.write(failureReport('export', error));
  process.exitCode = 1;
} finally {
  await db?.close();
}
