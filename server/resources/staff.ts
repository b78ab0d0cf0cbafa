/**
 * Staff (an addition): the list, invitations by one-time link, roles and suspension. The
 * dispatcher has checked the call's right (staffCalls in the calls table); what depends on the
 * people involved (which roles an editor may invite, the last owner) is decided here, from
 * roles.ts.
 */
import type { Context } from 'hono';

import type { CallKey } from '../../src/contract/calls';
import { idQuery, tokenQuery } from '../../src/contract/schemas';
import { invitableRoles, type Role } from '../../src/contract/roles';
import {
  acceptInvitationInput,
  INVITATION_DAYS,
  inviteInput,
  staffRoleInput,
  staffSuspendInput,
  type Invitation,
  type MailOutcome,
  type StaffMember,
} from '../../src/contract/staffCalls';
import { recordAudit } from '../auth/audit';
import { actor, assertSameOrigin, requireRight } from '../auth/guard';
import { clientAddress } from '../http/request';
import { hashPassword } from '../auth/password';
import { revokeSession, sessionToken, startSession } from '../auth/sessions';
import { hashToken, looksLikeToken, newSessionToken } from '../auth/tokens';
import type { Queryable } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseQuery, parseWith, readJson } from '../http/input';
import type { Deps, Handler } from '../types';
import { iso } from './postRows';
import { mailInvitation } from './staffMail';

const DAY_MS = 86_400_000;

const invitationGone = () =>
  new HttpError(404, 'This invitation link is not valid any more. Ask for a new one.');
export const memberNotFound = () => new HttpError(404, 'Staff member not found');

const listStaff: Handler = async (c, { db, now }) => {
  const [members, invitations] = await Promise.all([
    db.query<Omit<StaffMember, 'created_at'> & { created_at: Date }>(
      `SELECT u.id, u.username, u.display_name, u.email, u.role, u.created_at,
         u.suspended_at IS NOT NULL AS suspended,
         (SELECT count(*)::int FROM posts p WHERE p.author_id = u.id) AS posts
       FROM admin_users u
       ORDER BY array_position(ARRAY['owner','editor','author','contributor'], u.role),
         lower(u.display_name), u.id`,
    ),
    db.query<
      Omit<Invitation, 'created_at' | 'expires_at'> & { created_at: Date; expires_at: Date }
    >(
      `SELECT i.id, i.name, i.email, i.role, coalesce(u.display_name, '') AS invited_by,
         i.created_at, i.expires_at
       FROM staff_invitations i LEFT JOIN admin_users u ON u.id = i.invited_by
       WHERE i.revoked_at IS NULL AND i.accepted_at IS NULL AND i.expires_at > $1
       ORDER BY i.id DESC`,
      [now()],
    ),
  ]);
  return c.json({
    members: members.rows.map((m) => ({
      ...m,
      id: Number(m.id),
      display_name: m.display_name || m.username,
      created_at: iso(m.created_at)!,
    })),
    invitations: invitations.rows.map((i) => ({
      ...i,
      id: Number(i.id),
      created_at: iso(i.created_at)!,
      expires_at: iso(i.expires_at)!,
    })),
  });
};

/** 403 unless the staff member may give `role` to someone (an editor: contributor or author). */
function assertMayGive(c: Context, role: Role): void {
  const staff = actor(c);
  if (!invitableRoles(staff.role).includes(role)) requireRight(staff, 'staff.manage');
}

const invite: Handler = async (c, deps) => {
  const { db, now } = deps;
  const input = parseWith(inviteInput, await readJson(c));
  assertMayGive(c, input.role);
  const token = newSessionToken();
  const at = now();
  const expires = new Date(at.getTime() + INVITATION_DAYS * DAY_MS);
  const id = await db
    .transaction(async (tx) => {
      const taken = await tx.query(
        'SELECT 1 FROM admin_users WHERE lower(username) = $1 OR lower(email) = $1',
        [input.email],
      );
      if (taken.rows[0]) throw new HttpError(409, `${input.email} already has an account`);
      // An expired invitation for the address no longer stands in the way of a new one.
      await tx.query(
        `UPDATE staff_invitations SET revoked_at = $2
         WHERE lower(email) = $1 AND revoked_at IS NULL AND accepted_at IS NULL
           AND expires_at <= $2`,
        [input.email, at],
      );
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO staff_invitations (token_hash, name, email, role, invited_by, created_at,
           expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [hashToken(token), input.name, input.email, input.role, actor(c).id, at, expires],
      );
      return Number(rows[0]!.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'staff_invitations_open_email_key')) {
        throw new HttpError(
          409,
          `An invitation for ${input.email} is already open. Revoke it to send a new one.`,
        );
      }
      throw error;
    });
  const mail = await mailInvitation(c, deps, {
    token,
    ...input,
    invitedBy: actor(c).displayName,
  });
  return c.json({
    status: 'success',
    message: INVITATION_SAID[mail](input.email),
    id,
    token,
    expires_at: expires.toISOString(),
    mail,
  });
};

/** What the answer says, by what became of the mail. */
const INVITATION_SAID: Record<MailOutcome, (email: string) => string> = {
  sent: (email) => `Invitation mailed to ${email}`,
  failed: (email) =>
    `Invitation created for ${email}, but the mail could not be sent: copy the link and send it yourself.`,
  off: (email) => `Invitation created for ${email}`,
};

const revokeInvitation: Handler = async (c, { db, now }) => {
  const { id } = parseQuery(c, idQuery);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ role: Role }>(
      `SELECT role FROM staff_invitations
       WHERE id = $1 AND revoked_at IS NULL AND accepted_at IS NULL FOR UPDATE`,
      [id],
    );
    if (!rows[0]) throw new HttpError(404, 'Invitation not found, or already used or revoked');
    assertMayGive(c, rows[0].role);
    await tx.query('UPDATE staff_invitations SET revoked_at = $2 WHERE id = $1', [id, now()]);
  });
  return c.json({ status: 'success', message: 'Invitation revoked' });
};

interface OpenInvitation {
  id: number;
  name: string;
  email: string;
  role: Role;
  expires_at: Date;
}

/** The invitation a token opens, while it is unused, unrevoked and unexpired; else 404. */
async function openInvitation(
  db: Queryable,
  token: string,
  at: Date,
  lock = false,
): Promise<OpenInvitation> {
  if (!looksLikeToken(token)) throw invitationGone();
  const { rows } = await db.query<OpenInvitation>(
    `SELECT id, name, email, role, expires_at FROM staff_invitations
     WHERE token_hash = $1 AND revoked_at IS NULL AND accepted_at IS NULL AND expires_at > $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [hashToken(token), at],
  );
  if (!rows[0]) throw invitationGone();
  return rows[0];
}

/** Public, never cached: what the link invites to, for the page where it is accepted. */
const showInvitation: Handler = async (c, { db, now }) => {
  const { token } = parseQuery(c, tokenQuery);
  const found = await openInvitation(db, token, now());
  return c.json({
    name: found.name,
    email: found.email,
    role: found.role,
    expires_at: iso(found.expires_at)!,
  });
};

/** Public: makes the account (signing in with the invitation's email) and signs it in. */
const acceptInvitation: Handler = async (c, deps: Deps) => {
  assertSameOrigin(c, deps.settings);
  c.header('Cache-Control', 'no-store');
  const input = parseWith(acceptInvitationInput, await readJson(c));
  const at = deps.now();
  // Checked before the slow hash, so a dead link answers at once.
  await openInvitation(deps.db, input.token, at);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db
    .transaction(async (tx) => {
      // Locked: of two acceptances at once, only one makes an account.
      const found = await openInvitation(tx, input.token, at, true);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO admin_users (username, password_hash, role, display_name, email, created_at,
           updated_at)
         VALUES ($1, $2, $3, $4, $1, $5, $5) RETURNING id`,
        [found.email, passwordHash, found.role, input.display_name, at],
      );
      const id = Number(rows[0]!.id);
      await tx.query(
        'UPDATE staff_invitations SET accepted_at = $2, accepted_by = $3 WHERE id = $1',
        [found.id, at, id],
      );
      return id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'admin_users_username_key')) {
        throw new HttpError(409, 'An account with this email already exists. Sign in instead.');
      }
      throw error;
    });
  const previous = sessionToken(c);
  if (previous) await revokeSession(deps.db, previous);
  await startSession(c, deps, userId);
  await recordAudit(deps.db, {
    actorId: userId,
    actorName: input.display_name,
    action: 'POST invitation-accept',
    itemKind: 'staff',
    itemId: String(userId),
    address: clientAddress(c, deps.settings),
    at,
  });
  return c.json({ status: 'success', message: 'Welcome aboard' });
};

/**
 * Locks the member's row and every owner's (two owners demoting each other at once cannot both
 * succeed): their role, and how many active owners there are besides them. 404 for no such member.
 */
export async function lockMember(
  tx: Queryable,
  id: number,
): Promise<{ role: Role; otherOwners: number }> {
  const owners = await tx.query<{ id: number; suspended: boolean }>(
    `SELECT id, suspended_at IS NOT NULL AS suspended FROM admin_users
     WHERE role = 'owner' ORDER BY id FOR UPDATE`,
  );
  const { rows } = await tx.query<{ role: Role }>(
    'SELECT role FROM admin_users WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw memberNotFound();
  const otherOwners = owners.rows.filter((row) => Number(row.id) !== id && !row.suspended).length;
  return { role: rows[0].role, otherOwners };
}

const changeRole: Handler = async (c, { db, now }) => {
  const input = parseWith(staffRoleInput, await readJson(c));
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, input.id);
    if (member.role === 'owner' && input.role !== 'owner' && member.otherOwners === 0) {
      throw new HttpError(
        409,
        'The last owner cannot be given another role. Make someone else an owner first.',
      );
    }
    await tx.query('UPDATE admin_users SET role = $2, updated_at = $3 WHERE id = $1', [
      input.id,
      input.role,
      now(),
    ]);
  });
  return c.json({ status: 'success', message: 'Role changed' });
};

const suspend: Handler = async (c, { db, now }) => {
  const input = parseWith(staffSuspendInput, await readJson(c));
  if (input.id === actor(c).id && input.suspended) {
    throw new HttpError(409, 'You cannot suspend your own account');
  }
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, input.id);
    if (input.suspended && member.role === 'owner' && member.otherOwners === 0) {
      throw new HttpError(409, 'The last owner cannot be suspended');
    }
    await tx.query(
      `UPDATE admin_users SET suspended_at = CASE WHEN $2 THEN coalesce(suspended_at, $3) END,
         updated_at = $3 WHERE id = $1`,
      [input.id, input.suspended, now()],
    );
    // A suspended account is signed out everywhere at once.
    if (input.suspended)
      await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [input.id]);
  });
  return c.json({
    status: 'success',
    message: input.suspended ? 'Account suspended' : 'Account restored',
  });
};

export const staffHandlers = {
  'GET staff': listStaff,
  'POST staff-invite': invite,
  'DELETE staff-invitation': revokeInvitation,
  'GET invitation': showInvitation,
  'POST invitation-accept': acceptInvitation,
  'POST staff-role': changeRole,
  'POST staff-suspend': suspend,
} satisfies Partial<Record<CallKey, Handler>>;
