/**
 * `npm run reset-owner-password [username]`, for an owner locked out of the admin, from the
 * server's shell: a new password for that owner (or, without a name, the first owner), generated
 * and printed once. Their sessions end, a suspension is lifted and their two-factor login is
 * turned off (a lost phone must not leave an owner out; they can turn it on again), and the audit
 * log says it happened.
 */
import type { Db } from '../db/connect';
import { recordAudit } from './audit';
import { generatePassword, hashPassword } from './password';

export class ResetError extends Error {}

export async function resetOwnerPassword(
  db: Db,
  username: string | undefined,
  now: Date,
): Promise<{ username: string; password: string }> {
  const { rows } = await db.query<{ id: number; username: string; display_name: string }>(
    `SELECT id, username, display_name FROM admin_users
     WHERE role = 'owner' AND ($1::text IS NULL OR lower(username) = lower($1))
     ORDER BY id LIMIT 1`,
    [username?.trim() || null],
  );
  const owner = rows[0];
  if (!owner) {
    throw new ResetError(
      username ? `No owner is called "${username}".` : 'This site has no owner yet: start it once.',
    );
  }
  const password = generatePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE admin_users SET password_hash = $2, suspended_at = NULL, updated_at = $3,
         totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL,
         totp_enabled_at = NULL
       WHERE id = $1`,
      [owner.id, hash, now],
    );
    await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [owner.id]);
    await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [owner.id]);
    await recordAudit(tx, {
      actorId: Number(owner.id),
      actorName: owner.display_name || owner.username,
      action: 'password reset from the shell',
      itemKind: 'staff',
      itemId: String(owner.id),
      address: 'shell',
      at: now,
    });
  });
  return { username: owner.username, password };
}
