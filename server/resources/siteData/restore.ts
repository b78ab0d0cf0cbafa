/**
 * q=site-restore: the admin's restore, into an empty site only (a site with content is replaced
 * with the command and --force). The archive's accounts come without passwords, so the owner who
 * restores is not locked out: the archive's first owner account takes their password hash (in the
 * restore's transaction; two-factor login off, as for every restored account). Every session ends
 * with the accounts they belonged to, this one's too; the answer names the account to sign in as.
 *
 * Not in the audit log: the restored site's log is the archive's, so that the site exports to the
 * same archive again. The server log has a line instead.
 */
import { RESTORE_MAX_BYTES, type SiteRestoreAnswer } from '../../../src/contract/siteDataCalls';
import { restoreSite, RestoreError, SiteNotEmptyError } from '../../backup/restoreSite';
import { actor } from '../../auth/guard';
import { clearSessionCookie } from '../../auth/sessions';
import { formatBytes } from '../../../src/contract/bytes';
import { HttpError } from '../../http/errors';
import { readForm } from '../../http/input';
import type { Handler } from '../../types';

export const RESTORE_COMMAND = 'npm run restore -- <file>';

/** What a restore bigger than the admin takes is told (the request body limit's message). */
export const RESTORE_TOO_LARGE = `The archive is larger than ${formatBytes(RESTORE_MAX_BYTES)}, the most a restore from the admin takes: restore it on the server with \`${RESTORE_COMMAND}\``;

/** The request body limit of q=site-restore (app.ts gives it to requestBodyLimit). */
export const restoreBodyLimit = {
  // The form's boundaries and headers besides the file.
  maxSize: RESTORE_MAX_BYTES + 64 * 1024,
  message: RESTORE_TOO_LARGE,
};

export function notEmptyMessage(content: string): string {
  return `This site is not empty (${content}). A restore from the admin only fills an empty site. To replace this site with an archive, run \`${RESTORE_COMMAND} --force\` on the server (with the embedded database, stop the server first).`;
}

export const postRestore: Handler = async (c, deps) => {
  const form = await readForm(c);
  const file = form.get('archive');
  if (!(file instanceof File) || file.size === 0) {
    throw new HttpError(400, 'archive is required: the .tar.gz file an export made');
  }
  if (file.size > RESTORE_MAX_BYTES) throw new HttpError(413, RESTORE_TOO_LARGE);
  const staff = actor(c);
  const { rows } = await deps.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM admin_users WHERE id = $1',
    [staff.id],
  );
  const ownerPasswordHash = rows[0]?.password_hash;
  if (!ownerPasswordHash) throw new HttpError(401, 'Authentication required');
  let result;
  try {
    result = await restoreSite(deps.db, Buffer.from(await file.arrayBuffer()), {
      ownerPasswordHash,
    });
  } catch (error) {
    if (error instanceof SiteNotEmptyError)
      throw new HttpError(409, notEmptyMessage(error.content));
    if (error instanceof RestoreError) throw new HttpError(400, error.message);
    throw error;
  }
  // Its session went with the accounts (admin_sessions, ON DELETE CASCADE).
  clearSessionCookie(c, deps);
  const count = (table: string) => result.tables[table] ?? 0;
  deps.log.info({
    msg: 'site restored from the admin',
    by: staff.username,
    posts: count('posts'),
    images: result.mediaFiles,
    bytes: file.size,
  });
  const signIn = result.owner
    ? `Every session has ended: sign in as ${result.owner} with your password.`
    : 'Every session has ended, and the archive has no owner account: run `npm run reset-owner-password` on the server to sign in.';
  const answer: SiteRestoreAnswer = {
    status: 'success',
    message: `The site is restored (${count('posts')} posts, ${count('categories')} categories, ${result.mediaFiles} images, ${count('admin_users')} staff accounts). ${signIn}`,
    username: result.owner,
    posts: count('posts'),
    categories: count('categories'),
    images: result.mediaFiles,
    staff: count('admin_users'),
  };
  return c.json(answer);
};
