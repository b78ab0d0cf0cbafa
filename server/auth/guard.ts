/**
 * Access checks for admin calls: a valid session, no cross-site writes, and the right the call
 * needs (the calls table's `right`, roles.ts). The dispatcher makes them before any handler runs
 * and leaves the staff member on the request (`actor`).
 */
import type { Context } from 'hono';

import { can, missingRightMessage, type Right } from '../../src/contract/roles';

import { HttpError } from '../http/errors';
import type { Settings } from '../settings';
import { ownOrigin } from '../http/request';
import { findSessionUser, type AdminUser, type AuthDeps } from './sessions';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses (403) a mutating request from another site. Fetch metadata first: browsers send
 * Sec-Fetch-Site on every request and scripts cannot forge it, so `cross-site` is refused, and so
 * is `same-site` (a sibling subdomain, which SameSite cookies do not stop) unless it names our own
 * Origin, whether or not an Origin is sent. Without fetch metadata (old browsers, curl) an Origin
 * naming another origin (scheme, host and port) is refused, and no Origin at all is allowed:
 * browsers always send one on cross-site writes. Pass the settings so that, behind a trusted TLS
 * proxy, the browser's https origin is recognised as our own.
 */
export function assertSameOrigin(c: Context, settings?: Pick<Settings, 'trustProxyHttps'>): void {
  if (!MUTATING.has(c.req.method.toUpperCase())) return;
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  // A same-site request that names no Origin cannot show it is ours; one that does is checked below.
  if (site === 'cross-site' || (site === 'same-site' && origin === undefined)) throw crossOrigin();
  if (origin !== undefined && !isOwnOrigin(c, origin, settings)) throw crossOrigin();
}

const crossOrigin = () => new HttpError(403, 'Cross-origin request refused');

function isOwnOrigin(
  c: Context,
  origin: string,
  settings?: Pick<Settings, 'trustProxyHttps'>,
): boolean {
  let theirs: string;
  try {
    theirs = new URL(origin).origin;
  } catch {
    return false;
  }
  // 'null' (sandboxed frames, some redirects) is refused like any foreign origin.
  return theirs !== 'null' && theirs === ownOrigin(c, settings);
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The staff member making an admin call, set by `requireAdmin`. */
    staff: AdminUser;
  }
}

/**
 * The staff member of the request's session, who must have `right` when one is given: 401
 * without a valid session, 403 for a cross-site write or a missing right.
 */
export async function requireAdmin(c: Context, deps: AuthDeps, right?: Right): Promise<AdminUser> {
  // Origin first: a forged cross-site write is refused without touching the database.
  assertSameOrigin(c, deps.settings);
  const user = await findSessionUser(c, deps);
  if (!user) throw new HttpError(401, 'Authentication required');
  if (right) requireRight(user, right);
  c.set('staff', user);
  return user;
}

/** 403, naming the right, unless the staff member's role has it. */
export function requireRight(user: AdminUser, right: Right): void {
  if (!can(user.role, right)) throw new HttpError(403, missingRightMessage(user.role, right));
}

/** The staff member making this admin call (the dispatcher checked the session before). */
export function actor(c: Context): AdminUser {
  const user = c.get('staff');
  if (!user) throw new HttpError(401, 'Authentication required');
  return user;
}
