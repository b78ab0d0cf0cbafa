/** Admin sessions: a random token in an HttpOnly cookie, its hash and expiry in the database. */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import type { Role } from '../../src/contract/roles';
import type { Db, Queryable } from '../db/connect';
import type { Settings } from '../settings';
import { clientAddress, isHttps } from '../http/request';
import { hashToken, looksLikeToken, newSessionToken } from './tokens';

export const SESSION_COOKIE = 'sid';

/** The part of the handler dependencies (server/types.ts) the auth code uses. */
export interface AuthDeps {
  db: Db;
  settings: Settings;
  now: () => Date;
}

/** The staff member a valid session belongs to. */
export interface AdminUser {
  id: number;
  username: string;
  role: Role;
  displayName: string;
  /** The session's public id (q=sessions lists them by it). */
  sessionId: number;
  /** Their two-factor login is on. */
  twoFactor: boolean;
  /** The owner requires two-factor login of all staff (twoFactor.ts). */
  twoFactorRequired: boolean;
}

function cookieOptions(c: Context, deps: AuthDeps) {
  return {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: isHttps(c, deps.settings),
  } as const;
}

/** Whether the request carries a session cookie at all, valid or not. */
export function hasSessionCookie(c: Context): boolean {
  return getCookie(c, SESSION_COOKIE) !== undefined;
}

/** The session token the request carries, if it is shaped like one of ours. */
export function sessionToken(c: Context): string | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  return looksLikeToken(value) ? value : undefined;
}

/** Starts a session for `userId` and sets its cookie; the token exists only in the cookie. */
export async function startSession(c: Context, deps: AuthDeps, userId: number): Promise<void> {
  const token = newSessionToken();
  const now = deps.now();
  const expires = new Date(now.getTime() + deps.settings.sessionTtlMs);
  await deps.db.query(
    `INSERT INTO admin_sessions (token_hash, user_id, expires_at, created_at, last_seen_at,
       user_agent, address)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [
      hashToken(token),
      userId,
      expires.toISOString(),
      now.toISOString(),
      (c.req.header('user-agent') ?? '').slice(0, 300),
      clientAddress(c, deps.settings).slice(0, 100),
    ],
  );
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c, deps),
    maxAge: Math.floor(deps.settings.sessionTtlMs / 1000),
  });
}

/** The staff member whose unexpired session the request carries, or null (also if suspended). */
export async function findSessionUser(c: Context, deps: AuthDeps): Promise<AdminUser | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const at = deps.now().toISOString();
  const { rows } = await deps.db.query<{
    id: number;
    username: string;
    role: Role;
    display_name: string;
    expired: boolean;
    suspended: boolean;
    stale: boolean;
    session_id: number;
    two_factor: boolean;
    two_factor_required: boolean;
  }>(
    `SELECT u.id, u.username, u.role, u.display_name, s.expires_at <= $2 AS expired,
       u.suspended_at IS NOT NULL AS suspended, s.id AS session_id,
       u.totp_secret IS NOT NULL AS two_factor,
       coalesce((SELECT required FROM two_factor_policy), false) AS two_factor_required,
       coalesce(s.last_seen_at < $2::timestamptz - interval '1 minute', true) AS stale
       FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
      WHERE s.token_hash = $1`,
    [hashToken(token), at],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.expired || row.suspended) {
    await revokeSession(deps.db, token);
    return null;
  }
  // Last seen, to the minute: at most one write a minute per session, not one per request.
  if (row.stale) {
    await deps.db.query('UPDATE admin_sessions SET last_seen_at = $2 WHERE token_hash = $1', [
      hashToken(token),
      at,
    ]);
  }
  return {
    id: Number(row.id),
    username: row.username,
    role: row.role,
    displayName: row.display_name || row.username,
    sessionId: Number(row.session_id),
    twoFactor: row.two_factor,
    twoFactorRequired: row.two_factor_required,
  };
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Tells the browser to drop the session cookie (same attributes, so it really matches). */
export function clearSessionCookie(c: Context, deps: AuthDeps): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, deps));
}

/** Opportunistic clean-up, run at logins: expired sessions serve no one. */
export async function purgeExpiredSessions(deps: AuthDeps): Promise<void> {
  await deps.db.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [
    deps.now().toISOString(),
  ]);
}
