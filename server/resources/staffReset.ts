/**
 * Password resets by the owner (an addition): a one-time link for a staff member, shown once (and
 * mailed with SMTP_URL), valid RESET_HOURS, kept only as a hash. Making it ends all of that
 * person's sessions at once; a newer link replaces an older one. The link's page sets a new
 * password under the usual policy and signs the person in; a used, replaced, expired or unknown
 * link is a 404. The owner's own password is changed on their account page, not here.
 */
import type { Context } from 'hono';

import type { CallKey } from '../../src/contract/calls';
import { tokenQuery } from '../../src/contract/schemas';
import {
  passwordResetDoneInput,
  passwordResetInput,
  RESET_HOURS,
  type MailOutcome,
} from '../../src/contract/staffCalls';
import { recordAudit } from '../auth/audit';
import { actor, assertSameOrigin } from '../auth/guard';
import { hashPassword } from '../auth/password';
import { revokeSession, sessionToken, startSession } from '../auth/sessions';
import { hashToken, looksLikeToken, newSessionToken } from '../auth/tokens';
import type { Queryable } from '../db/connect';
import { HttpError } from '../http/errors';
import { parseQuery, parseWith, readJson } from '../http/input';
import { clientAddress } from '../http/request';
import type { Deps, Handler } from '../types';
import { iso } from './postRows';
import { memberNotFound } from './staff';
import { mailPasswordReset } from './staffMail';

const HOUR_MS = 3_600_000;

const resetGone = () =>
  new HttpError(
    404,
    'This password reset link is not valid any more. Ask the site owner for a new one.',
  );

/** What the answer says, by what became of the mail. */
const RESET_SAID: Record<MailOutcome, (name: string, email: string) => string> = {
  sent: (name, email) => `Reset link mailed to ${email}. ${name} is signed out everywhere.`,
  failed: (name) =>
    `Reset link created, but the mail could not be sent: copy the link and send it to ${name} yourself. ${name} is signed out everywhere.`,
  off: (name) => `Reset link created. ${name} is signed out everywhere.`,
};

const createReset: Handler = async (c, deps) => {
  const { id } = parseWith(passwordResetInput, await readJson(c));
  const owner = actor(c);
  if (id === owner.id) {
    throw new HttpError(409, 'You cannot reset your own password here: change it on Your account.');
  }
  const token = newSessionToken();
  const at = deps.now();
  const expires = new Date(at.getTime() + RESET_HOURS * HOUR_MS);
  const member = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; email: string; suspended: boolean }>(
      `SELECT coalesce(nullif(display_name, ''), username) AS name, email,
         suspended_at IS NOT NULL AS suspended
       FROM admin_users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const found = rows[0];
    if (!found) throw memberNotFound();
    if (found.suspended) {
      throw new HttpError(
        409,
        'This account is suspended: restore it before resetting its password.',
      );
    }
    // One open link per person: the newest.
    await tx.query(
      'UPDATE staff_password_resets SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL',
      [id, at],
    );
    await tx.query(
      `INSERT INTO staff_password_resets (token_hash, user_id, created_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [hashToken(token), id, owner.id, at, expires],
    );
    // Whoever holds their password now (them, or whoever took it) is out at once.
    await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [id]);
    return found;
  });
  const mail = await mailPasswordReset(c, deps, { token, name: member.name, email: member.email });
  return c.json({
    status: 'success',
    message: RESET_SAID[mail](member.name, member.email),
    token,
    expires_at: expires.toISOString(),
    mail,
  });
};

interface OpenReset {
  id: number;
  user_id: number;
  display_name: string;
  username: string;
  expires_at: Date;
}

/** The reset a token opens, while unused, unreplaced, unexpired and its account active; else 404. */
async function openReset(db: Queryable, token: string, at: Date, lock = false): Promise<OpenReset> {
  if (!looksLikeToken(token)) throw resetGone();
  const { rows } = await db.query<OpenReset>(
    `SELECT r.id, r.user_id, coalesce(nullif(u.display_name, ''), u.username) AS display_name,
       u.username, r.expires_at
     FROM staff_password_resets r JOIN admin_users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND r.closed_at IS NULL AND r.expires_at > $2
       AND u.suspended_at IS NULL
     ${lock ? 'FOR UPDATE OF r' : ''}`,
    [hashToken(token), at],
  );
  if (!rows[0]) throw resetGone();
  return rows[0];
}

/** Public, never cached: whose password the link resets, for its page. */
const showReset: Handler = async (c, { db, now }) => {
  const { token } = parseQuery(c, tokenQuery);
  const found = await openReset(db, token, now());
  return c.json({
    display_name: found.display_name,
    username: found.username,
    expires_at: iso(found.expires_at)!,
  });
};

/** Public: the new password, the link used up, and the person signed in (unless they use 2FA). */
const completeReset = async (c: Context, deps: Deps) => {
  assertSameOrigin(c, deps.settings);
  c.header('Cache-Control', 'no-store');
  const input = parseWith(passwordResetDoneInput, await readJson(c));
  const at = deps.now();
  // Checked before the slow hash, so a dead link answers at once.
  await openReset(deps.db, input.token, at);
  const passwordHash = await hashPassword(input.password);
  const found = await deps.db.transaction(async (tx) => {
    // Locked: of two uses at once, only one sets a password.
    const reset = await openReset(tx, input.token, at, true);
    await tx.query('UPDATE staff_password_resets SET closed_at = $2 WHERE id = $1', [reset.id, at]);
    await tx.query('UPDATE admin_users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      reset.user_id,
      passwordHash,
      at,
    ]);
    await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [reset.user_id]);
    return reset;
  });
  const previous = sessionToken(c);
  if (previous) await revokeSession(deps.db, previous);
  // With two-factor login on, a link alone (which the owner saw) must not sign them in: they log
  // in with the new password and a code.
  const { rows: twoFactor } = await deps.db.query<{ on: boolean }>(
    'SELECT totp_secret IS NOT NULL AS on FROM admin_users WHERE id = $1',
    [found.user_id],
  );
  const signIn = !twoFactor[0]?.on;
  if (signIn) await startSession(c, deps, found.user_id);
  await recordAudit(deps.db, {
    actorId: found.user_id,
    actorName: found.display_name,
    action: 'POST password-reset',
    itemKind: 'staff',
    itemId: String(found.user_id),
    address: clientAddress(c, deps.settings),
    at,
  });
  return c.json({
    status: 'success',
    message: signIn
      ? 'Password set. You are signed in.'
      : 'Password set. Log in with it and a code from your authenticator app.',
    signed_in: signIn,
  });
};

export const staffResetHandlers = {
  'POST staff-password-reset': createReset,
  'GET password-reset': showReset,
  'POST password-reset': completeReset,
} satisfies Partial<Record<CallKey, Handler>>;
