/**
 * `npm run reset-owner-password [username]`: a new password for the site's owner (the first one,
 * or the one named), printed once. It uses the site that DATA_DIR or DATABASE_URL names; with the
 * embedded database (DATA_DIR), stop the server first.
 */
import { resetOwnerPassword, ResetError } from '../server/auth/resetOwner';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open';
import { readSettings } from '../server/settings';

const settings = readSettings();
const db = await openDb(settings);
try {
  await migrate(db);
  const { username, password } = await resetOwnerPassword(db, process.argv[2], new Date());
  process.stdout.write(
    [
      '',
      `New password for the owner "${username}":`,
      `  ${password}`,
      'It is shown only this once. Their sessions have ended and their two-factor login is off; sign in at /admin/login.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`${error instanceof ResetError ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
