/**
 * What two-factor login keeps (migration 020): the login challenges a right password earns, the
 * recovery codes (their SHA-256 only), and the checking of a code against both. Shared by the
 * account's 2FA calls and the login's code step.
 */
import { randomBytes } from 'node:crypto';

import { LOGIN_CHALLENGE_MINUTES, RECOVERY_CODE_COUNT } from '../../src/contract/twoFactorCalls';
import type { Queryable } from '../db/connect';
import { hashToken, newSessionToken } from './tokens';
import { base32Encode, verifyTotp } from './totp';

/** A challenge for the code step of a login: its token (answered once), stored hashed. */
export async function startLoginChallenge(
  db: Queryable,
  userId: number,
  username: string,
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  await db.query('DELETE FROM login_challenges WHERE expires_at <= $1', [now]);
  await db.query(
    `INSERT INTO login_challenges (token_hash, user_id, username, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [
      hashToken(token),
      userId,
      username.slice(0, 200),
      new Date(now.getTime() + LOGIN_CHALLENGE_MINUTES * 60_000),
    ],
  );
  return token;
}

export interface LoginChallenge {
  userId: number;
  username: string;
}

/** The unexpired challenge a token names, or null. */
export async function findLoginChallenge(
  db: Queryable,
  token: string,
  now: Date,
): Promise<LoginChallenge | null> {
  const { rows } = await db.query<{ user_id: number; username: string }>(
    'SELECT user_id, username FROM login_challenges WHERE token_hash = $1 AND expires_at > $2',
    [hashToken(token), now],
  );
  const row = rows[0];
  return row ? { userId: Number(row.user_id), username: row.username } : null;
}

export async function endLoginChallenge(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM login_challenges WHERE token_hash = $1', [hashToken(token)]);
}

/** Ten new codes like `k3m7q-x2p9w` (50 random bits each); the old ones go. */
export async function replaceRecoveryCodes(db: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await db.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    `INSERT INTO staff_recovery_codes (user_id, code_hash)
     SELECT $1, jsonb_array_elements_text($2::jsonb)`,
    [userId, JSON.stringify(codes.map((code) => hashToken(code.replace('-', ''))))],
  );
  return codes;
}

/**
 * Whether `code` is a right second factor for the account, using it up: a TOTP code (6 digits)
 * moves the account's last used step forward, a recovery code is spent. Each is a single
 * conditional write, so two requests racing with one code cannot both win.
 */
export async function spendSecondFactor(
  db: Queryable,
  userId: number,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (/^\d{6}$/.test(code)) {
    const { rows } = await db.query<{ totp_secret: string | null; totp_last_step: string | null }>(
      'SELECT totp_secret, totp_last_step FROM admin_users WHERE id = $1',
      [userId],
    );
    const row = rows[0];
    if (!row?.totp_secret) return null;
    const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
    const step = verifyTotp(row.totp_secret, code, now.getTime(), last);
    if (step === null) return null;
    const used = await db.query(
      `UPDATE admin_users SET totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [userId, step],
    );
    return used.rows.length > 0 ? 'totp' : null;
  }
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z2-7]{10}$/.test(normal)) return null;
  const { rows } = await db.query(
    `UPDATE staff_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, hashToken(normal), now],
  );
  return rows.length > 0 ? 'recovery' : null;
}
