/** q=login, q=logout, q=session: the server-side admin login (additions to the contract). */
import type { Context } from 'hono';

import type { z } from 'zod';

import { loginInput } from '../../src/contract/schemas';
import { startLoginChallenge } from '../auth/twoFactorStore';
import { purgeOldAudit, recordAudit } from '../auth/audit';
import { assertSameOrigin } from '../auth/guard';
import { beginAttempt, clearAttempts, forgetAttempt, type AttemptKey } from '../auth/lockout';
import { verifyAgainstDummy, verifyPassword } from '../auth/password';
import { clientAddress } from '../http/request';
import {
  clearSessionCookie,
  findSessionUser,
  hasSessionCookie,
  purgeExpiredSessions,
  revokeSession,
  sessionToken,
  startSession,
} from '../auth/sessions';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/input';
import type { Deps, Handler } from '../types';

/** {username, password} is a few hundred bytes at most; anything far bigger is not a login. */
const MAX_LOGIN_BODY = 16 * 1024;

function readLoginBody(c: Context) {
  return readSmallJsonBody(c, loginInput, '{"username": …, "password": …}');
}

/** A small JSON object body, parsed with `schema` (the login's steps: password, then code). */
export async function readSmallJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  shape: string,
): Promise<z.infer<S>> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_LOGIN_BODY) throw new HttpError(413, 'Request body is too large');
  const text = await c.req.text();
  if (text.length > MAX_LOGIN_BODY) throw new HttpError(413, 'Request body is too large');
  const notJson = () => new HttpError(400, `Request body must be a JSON object: ${shape}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw notJson();
  // parseWith also refuses text that cannot be stored (a NUL would fail the user lookup).
  return parseWith(schema, json);
}

/** Answers that carry session state must never be stored by a cache. */
export function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

const login: Handler = async (c, deps) => {
  assertSameOrigin(c, deps.settings);
  noStore(c);
  const { username, password } = await readLoginBody(c);
  const key: AttemptKey = { username, ip: clientAddress(c, deps.settings) };
  const now = deps.now();
  // Locked: refused before the password is even looked at; else a failure until it proves right.
  const attempt = await beginAttempt(deps.db, key, now);

  const { rows } = await deps.db.query<{
    id: number;
    password_hash: string;
    suspended: boolean;
    display_name: string;
    two_factor: boolean;
  }>(
    `SELECT id, password_hash, suspended_at IS NOT NULL AS suspended, display_name,
       totp_secret IS NOT NULL AS two_factor
       FROM admin_users WHERE lower(username) = lower($1)`,
    [username],
  );
  const user = rows[0];
  // Unknown usernames cost the same scrypt as known ones: the timing tells nothing.
  const ok = user
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstDummy(password);
  const audit = (action: string) =>
    auditLogin(
      deps,
      { id: user ? Number(user.id) : null, name: user?.display_name || username },
      action,
      key.ip,
    );
  if (!user || !ok) {
    await audit('login failed');
    throw new HttpError(401, 'Invalid credentials');
  }
  // Only the right password learns that the account is suspended.
  if (user.suspended) {
    await audit('login failed');
    throw new HttpError(403, 'This account is suspended. Ask the site owner to restore it.');
  }

  if (user.two_factor) {
    // The password alone signs no one in: its attempt is not held against them, but earlier
    // failures (codes included) still count until a code proves right (q=login-code).
    await forgetAttempt(deps.db, attempt);
    const challenge = await startLoginChallenge(deps.db, Number(user.id), username, now);
    return c.json({ status: 'two_factor', challenge }, 200);
  }
  await signIn(c, deps, key, { id: Number(user.id), name: user.display_name || username });
  return c.json({ status: 'success' }, 200);
};

/** A login (or a failed one) in the audit log, for the session it is about. */
export function auditLogin(
  deps: Deps,
  who: { id: number | null; name: string },
  action: string,
  address: string,
  detail?: string,
): Promise<void> {
  return recordAudit(deps.db, {
    actorId: who.id,
    actorName: who.name,
    action,
    itemKind: 'session',
    detail,
    address,
    at: deps.now(),
  });
}

/** Ends a login that proved right (the password, and the code with 2FA): a new session. */
export async function signIn(
  c: Context,
  deps: Deps,
  key: AttemptKey,
  who: { id: number; name: string },
  detail?: string,
): Promise<void> {
  await clearAttempts(deps.db, key);
  // A new token at every login; the session the browser held before (if any) ends here.
  const previous = sessionToken(c);
  if (previous) await revokeSession(deps.db, previous);
  await purgeExpiredSessions(deps);
  await purgeOldAudit(deps.db, deps.now(), deps.settings);
  await startSession(c, deps, who.id);
  await auditLogin(deps, who, 'login', key.ip, detail);
}

const logout: Handler = async (c, deps) => {
  assertSameOrigin(c, deps.settings);
  noStore(c);
  const token = sessionToken(c);
  if (token) await revokeSession(deps.db, token);
  clearSessionCookie(c, deps);
  return c.json({ status: 'success', message: 'Logged out' }, 200);
};

const session: Handler = async (c, deps: Deps) => {
  noStore(c);
  const user = await findSessionUser(c, deps);
  if (!user) {
    // A stale or forged cookie is of no use to the browser either.
    if (hasSessionCookie(c)) clearSessionCookie(c, deps);
    return c.json({ authenticated: false }, 200);
  }
  return c.json(
    {
      authenticated: true,
      username: user.username,
      user_id: user.id,
      role: user.role,
      display_name: user.displayName,
      two_factor: user.twoFactor,
      two_factor_required: user.twoFactorRequired,
    },
    200,
  );
};

export const authHandlers: Record<'POST login' | 'POST logout' | 'GET session', Handler> = {
  'POST login': login,
  'POST logout': logout,
  'GET session': session,
};
