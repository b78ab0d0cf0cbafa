/** Access checks for admin calls: a valid session, and no cross-site writes. */
import type { Context } from 'hono';

import { HttpError } from '../http/errors';
import type { AdminUser } from '../types';
import type { Settings } from '../settings';
import { ownOrigin } from '../http/request';
import { findSessionUser, type AuthDeps } from './sessions';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses (403) a mutating request whose Origin names another origin than the request's own
 * (scheme, host and port). No Origin at all is allowed: browsers always send one on cross-site
 * writes, so its absence means a non-browser client such as curl. Pass the settings so that,
 * behind a trusted TLS proxy, the browser's https origin is recognised as our own.
 */
export function assertSameOrigin(c: Context, settings?: Pick<Settings, 'trustProxyHttps'>): void {
  if (!MUTATING.has(c.req.method.toUpperCase())) return;
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  let theirs: string;
  try {
    // 'null' (sandboxed frames, some redirects) fails to parse: refused like any foreign origin.
    theirs = new URL(origin).origin;
  } catch {
    throw new HttpError(403, 'Cross-origin request refused');
  }
  if (theirs === 'null' || theirs !== ownOrigin(c, settings)) {
    throw new HttpError(403, 'Cross-origin request refused');
  }
}

/** The admin of the request's session; 401 without a valid one, 403 for a cross-site write. */
export async function requireAdmin(c: Context, deps: AuthDeps): Promise<AdminUser> {
  // Origin first: a forged cross-site write is refused without touching the database.
  assertSameOrigin(c, deps.settings);
  const user = await findSessionUser(c, deps);
  if (!user) throw new HttpError(401, 'Authentication required');
  return user;
}
