/** q=login, q=logout, q=session: the server-side admin login (additions to the contract). */
import type { Context } from 'hono';

import { loginInput } from '../../src/contract/schemas';
import { purgeOldAudit, recordAudit } from '../auth/audit';
import { assertSameOrigin } from '../auth/guard';
import {
  clearAttempts,
  forgetAttempt,
  lockedUntil,
  purgeOldAttempts,
  recordAttempt,
  tooManyAttempts,
  type AttemptKey,
} from '../auth/lockout';
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

async function readLoginBody(c: Context) {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_LOGIN_BODY) throw new HttpError(413, 'Request body is too large');
  const text = await c.req.text();
  if (text.length > MAX_LOGIN_BODY) throw new HttpError(413, 'Request body is too large');
  const notJson = () =>
    new HttpError(400, 'Request body must be a JSON object: {"username": …, "password": …}');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw notJson();
  // parseWith also refuses text that cannot be stored (a NUL would fail the user lookup).
  return parseWith(loginInput, json);
}

/** Answers that carry session state must never be stored by a cache. */
function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

const login: Handler = async (c, deps) => {
  assertSameOrigin(c, deps.settings);
  noStore(c);
  const { username, password } = await readLoginBody(c);
  const key: AttemptKey = { username, ip: clientAddress(c, deps.settings) };
  const now = deps.now();
  await purgeOldAttempts(deps.db, now);

  // Locked: refused before the password is even looked at.
  const locked = await lockedUntil(deps.db, key, now);
  if (locked) throw tooManyAttempts(locked, now);

  // Counted as a failure until the password proves right. Re-checking against the attempts
  // recorded before this one means that of many parallel guesses only the first few get through.
  const attempt = await recordAttempt(deps.db, key, now);
  const raced = await lockedUntil(deps.db, key, now, attempt);
  if (raced) {
    await forgetAttempt(deps.db, attempt);
    throw tooManyAttempts(raced, now);
  }

  const { rows } = await deps.db.query<{
    id: number;
    password_hash: string;
    suspended: boolean;
    display_name: string;
  }>(
    `SELECT id, password_hash, suspended_at IS NOT NULL AS suspended, display_name
       FROM admin_users WHERE lower(username) = lower($1)`,
    [username],
  );
  const user = rows[0];
  // Unknown usernames cost the same scrypt as known ones: the timing tells nothing.
  const ok = user
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstDummy(password);
  const audit = (action: string) =>
    recordAudit(deps.db, {
      actorId: user ? Number(user.id) : null,
      actorName: user?.display_name || username,
      action,
      itemKind: 'session',
      address: key.ip,
      at: now,
    });
  if (!user || !ok) {
    await audit('login failed');
    throw new HttpError(401, 'Invalid credentials');
  }
  // Only the right password learns that the account is suspended.
  if (user.suspended) {
    await audit('login failed');
    throw new HttpError(403, 'This account is suspended. Ask the site owner to restore it.');
  }

  await clearAttempts(deps.db, key);
  // A new token at every login; the session the browser held before (if any) ends here.
  const previous = sessionToken(c);
  if (previous) await revokeSession(deps.db, previous);
  await purgeExpiredSessions(deps);
  await purgeOldAudit(deps.db, now, deps.settings);
  await startSession(c, deps, Number(user.id));
  await audit('login');
  return c.json({ status: 'success' }, 200);
};

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
      role: user.role,
      display_name: user.displayName,
    },
    200,
  );
};

export const authHandlers: Record<'POST login' | 'POST logout' | 'GET session', Handler> = {
  'POST login': login,
  'POST logout': logout,
  'GET session': session,
};
