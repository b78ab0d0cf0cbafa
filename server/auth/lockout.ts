/**
 * Login lockout: after 5 failed logins for one username from one address, or 20 from one address,
 * within 15 minutes, further attempts are refused (429) until the oldest counted failure leaves
 * the window, even with the right password. Attempts refused while locked are not recorded, so
 * the lock lifts on time instead of being extended by every retry.
 */
import type { Queryable } from '../db/connect';
import { HttpError } from '../http/errors';

export const LOCKOUT = {
  windowMs: 15 * 60_000,
  perUsernameAndAddress: 5,
  perAddress: 20,
} as const;

export interface AttemptKey {
  /** Compared lower-cased, so changing case does not buy more attempts. */
  username: string;
  ip: string;
}

type AttemptId = string | number;

function since(now: Date): string {
  return new Date(now.getTime() - LOCKOUT.windowMs).toISOString();
}

/**
 * When the lock on `key` lifts, or null if it is not locked. With `beforeId`, only attempts
 * recorded before that one count: of several logins racing in parallel, exactly the first ones up
 * to the limit go on to check their password.
 */
export async function lockedUntil(
  db: Queryable,
  key: AttemptKey,
  now: Date,
  beforeId?: AttemptId,
): Promise<Date | null> {
  const nth = async (where: string, params: unknown[], limit: number) => {
    const all = [...params, since(now)];
    let sql = `SELECT at FROM login_attempts WHERE ${where} AND at > $${all.length}`;
    if (beforeId !== undefined) {
      all.push(String(beforeId));
      sql += ` AND id < $${all.length}::bigint`;
    }
    sql += ` ORDER BY at DESC OFFSET ${limit - 1} LIMIT 1`;
    const { rows } = await db.query<{ at: Date | string }>(sql, all);
    return rows[0] ? new Date(new Date(rows[0].at).getTime() + LOCKOUT.windowMs) : null;
  };
  const [byUser, byAddress] = await Promise.all([
    nth(
      'username = $1 AND ip = $2',
      [key.username.toLowerCase(), key.ip],
      LOCKOUT.perUsernameAndAddress,
    ),
    nth('ip = $1', [key.ip], LOCKOUT.perAddress),
  ]);
  if (!byUser) return byAddress;
  if (!byAddress) return byUser;
  return byUser > byAddress ? byUser : byAddress;
}

/** The 429 for a locked key, with Retry-After in seconds. */
export function tooManyAttempts(until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new HttpError(429, `Too many failed login attempts. Try again in ${minutes} ${unit}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Records an attempt as failed until proven otherwise; returns its id. */
export async function recordAttempt(db: Queryable, key: AttemptKey, now: Date): Promise<AttemptId> {
  const { rows } = await db.query<{ id: AttemptId }>(
    'INSERT INTO login_attempts (username, ip, at) VALUES ($1, $2, $3) RETURNING id',
    [key.username.toLowerCase(), key.ip, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('login_attempts insert returned no id');
  return row.id;
}

export async function forgetAttempt(db: Queryable, id: AttemptId): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE id = $1::bigint', [String(id)]);
}

/** A successful login clears its own username's failures from that address (not the address's). */
export async function clearAttempts(db: Queryable, key: AttemptKey): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE username = $1 AND ip = $2', [
    key.username.toLowerCase(),
    key.ip,
  ]);
}

/** Failures older than the window no longer count; keeps the table small under attack. */
export async function purgeOldAttempts(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE at <= $1', [since(now)]);
}

/**
 * A login step's attempt (the password, or the code after it): refused (429) while the key is
 * locked, before anything is checked; else recorded as failed until proven right, and refused
 * again when attempts racing it in parallel locked the key first (of many parallel guesses only
 * the first few go on). Answers the attempt, for `forgetAttempt` or `clearAttempts`.
 */
export async function beginAttempt(db: Queryable, key: AttemptKey, now: Date): Promise<AttemptId> {
  await purgeOldAttempts(db, now);
  const locked = await lockedUntil(db, key, now);
  if (locked) throw tooManyAttempts(locked, now);
  const attempt = await recordAttempt(db, key, now);
  const raced = await lockedUntil(db, key, now, attempt);
  if (raced) {
    await forgetAttempt(db, attempt);
    throw tooManyAttempts(raced, now);
  }
  return attempt;
}
