/**
 * A person's own account (an addition; any signed-in staff member): their name and bio, their
 * password, and their sessions. Changing the password needs the current one and ends every other
 * session; any session of theirs can be ended, or all but this one.
 */
import {
  accountInput,
  passwordChangeInput,
  type SessionRow,
} from '../../src/contract/accountCalls';
import type { CallKey } from '../../src/contract/calls';
import { idQuery } from '../../src/contract/schemas';
import { actor } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/password';
import { HttpError } from '../http/errors';
import { parseQuery, parseWith, readForm, readJson } from '../http/input';
import { readImage } from '../uploads/readImage';
import type { Handler } from '../types';
import { iso } from './postRows';

const getAccount: Handler = async (c, { db }) => {
  const { rows } = await db.query<{
    username: string;
    display_name: string;
    email: string;
    bio: string;
    role: string;
    avatar_path: string | null;
  }>(
    'SELECT username, display_name, email, bio, role, avatar_path FROM admin_users WHERE id = $1',
    [actor(c).id],
  );
  const row = rows[0];
  if (!row) throw new HttpError(401, 'Authentication required');
  return c.json({ ...row, display_name: row.display_name || row.username });
};

const saveAccount: Handler = async (c, { db, now }) => {
  const input = parseWith(accountInput, await readJson(c));
  await db.query(
    'UPDATE admin_users SET display_name = $2, bio = $3, updated_at = $4 WHERE id = $1',
    [actor(c).id, input.display_name, input.bio, now()],
  );
  return c.json({ status: 'success', message: 'Account saved' });
};

const changePassword: Handler = async (c, { db, now }) => {
  const input = parseWith(passwordChangeInput, await readJson(c));
  const staff = actor(c);
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM admin_users WHERE id = $1',
    [staff.id],
  );
  if (!rows[0] || !(await verifyPassword(input.current_password, rows[0].password_hash))) {
    // 400, not 401: the session is fine, the form's field is wrong.
    throw new HttpError(400, 'The current password is not right');
  }
  const hash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE admin_users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      staff.id,
      hash,
      now(),
    ]);
    // Whoever else held a session of theirs (a lost phone, a leaked password) is out.
    await tx.query('DELETE FROM admin_sessions WHERE user_id = $1 AND id <> $2', [
      staff.id,
      staff.sessionId,
    ]);
  });
  return c.json({
    status: 'success',
    message: 'Password changed. Your other sessions have ended.',
  });
};

const listSessions: Handler = async (c, { db, now }) => {
  const staff = actor(c);
  const { rows } = await db.query<{
    id: number;
    created_at: Date;
    last_seen_at: Date | null;
    user_agent: string;
    address: string;
  }>(
    `SELECT id, created_at, last_seen_at, user_agent, address FROM admin_sessions
     WHERE user_id = $1 AND expires_at > $2 ORDER BY coalesce(last_seen_at, created_at) DESC`,
    [staff.id, now()],
  );
  const answer: SessionRow[] = rows.map((row) => ({
    id: Number(row.id),
    created_at: iso(row.created_at)!,
    last_seen_at: iso(row.last_seen_at ?? row.created_at)!,
    user_agent: row.user_agent,
    address: row.address,
    current: Number(row.id) === staff.sessionId,
  }));
  return c.json(answer);
};

/** Ends one of their own sessions (this one too: that is a logout). */
const endSession: Handler = async (c, { db }) => {
  const { id } = parseQuery(c, idQuery);
  const { rows } = await db.query(
    'DELETE FROM admin_sessions WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, actor(c).id],
  );
  // Someone else's session is as unknown as one that does not exist.
  if (!rows[0]) throw new HttpError(404, 'Session not found');
  return c.json({ status: 'success', message: 'Session ended' });
};

const endOtherSessions: Handler = async (c, { db }) => {
  const staff = actor(c);
  const { rows } = await db.query<{ n: number }>(
    `WITH ended AS (DELETE FROM admin_sessions WHERE user_id = $1 AND id <> $2 RETURNING 1)
     SELECT count(*)::int AS n FROM ended`,
    [staff.id, staff.sessionId],
  );
  const n = rows[0]!.n;
  return c.json({
    status: 'success',
    message: n === 1 ? '1 other session ended' : `${n} other sessions ended`,
  });
};

/** Their photo: a new one replaces (and releases) the last, in one write. */
const saveAvatar: Handler = async (c, deps) => {
  const form = await readForm(c);
  const image = await readImage(form, 'image', deps.settings);
  if (!image) throw new HttpError(400, 'image is required');
  const staff = actor(c);
  let newPath = '';
  let oldPath: string | null = null;
  let released = false;
  await deps.db.transaction(async (tx) => {
    newPath = await deps.uploads.save(tx, image.bytes, image.ext);
    const { rows } = await tx.query<{ avatar_path: string | null }>(
      'SELECT avatar_path FROM admin_users WHERE id = $1 FOR UPDATE',
      [staff.id],
    );
    oldPath = rows[0]?.avatar_path ?? null;
    await tx.query('UPDATE admin_users SET avatar_path = $2, updated_at = $3 WHERE id = $1', [
      staff.id,
      newPath,
      deps.now(),
    ]);
    released = await deps.uploads.release(tx, oldPath);
  });
  if (released) await deps.uploads.dropCached(oldPath);
  return c.json({ status: 'success', message: 'Photo saved', avatar_path: newPath });
};

const removeAvatar: Handler = async (c, deps) => {
  const staff = actor(c);
  const released = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ avatar_path: string | null }>(
      `UPDATE admin_users u SET avatar_path = NULL, updated_at = $2
       FROM (SELECT avatar_path FROM admin_users WHERE id = $1 FOR UPDATE) old
       WHERE u.id = $1 RETURNING old.avatar_path`,
      [staff.id, deps.now()],
    );
    const old = rows[0]?.avatar_path ?? null;
    if (!old) throw new HttpError(404, 'You have no photo to remove');
    return (await deps.uploads.release(tx, old)) ? old : null;
  });
  await deps.uploads.dropCached(released);
  return c.json({ status: 'success', message: 'Photo removed' });
};

export const accountHandlers = {
  'GET account': getAccount,
  'POST account': saveAccount,
  'POST account-password': changePassword,
  'GET account-sessions': listSessions,
  'DELETE account-session': endSession,
  'POST account-sessions-end-others': endOtherSessions,
  'POST account-avatar': saveAvatar,
  'DELETE account-avatar': removeAvatar,
} satisfies Partial<Record<CallKey, Handler>>;
