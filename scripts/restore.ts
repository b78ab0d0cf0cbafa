/**
 * `npm run restore -- <path> [--force]`: rebuilds the site that DATA_DIR or DATABASE_URL names
 * from a full export (server/backup/restoreSite.ts). A site with content is replaced only with
 * --force. With the embedded database, stop the server first.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CommandError, failureReport, openSite, siteName } from '../server/backup/command';
import { restoreSite } from '../server/backup/restoreSite';
import type { Db } from '../server/db/connect';

const USAGE = 'Usage: npm run restore -- <path of an archive made by npm run export> [--force]';

let db: Db | undefined;
try {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new CommandError(USAGE);
  const file = path.resolve(files[0]!);
  const archive = await readFile(file);
  const site = await openSite({ mustExist: false });
  db = site.db;
  const result = await restoreSite(db, archive, { force });
  const count = (table: string) => result.tables[table] ?? 0;
  process.stdout.write(
    [
      `Restored ${siteName(site.settings)} from ${file}${result.replaced ? ' (its content replaced)' : ''}:`,
      `  ${count('posts')} posts, ${count('categories')} categories, ${count('admin_users')} staff accounts, ${result.mediaFiles} images.`,
      'Restored accounts have no password: run `npm run reset-owner-password` for the owner,',
      'sign in, then reset the others from Staff in the admin.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(failureReport('restore', error));
  process.exitCode = 1;
} finally {
  await db?.close();
}
