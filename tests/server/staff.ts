/**
 * Staff members for the role tests: an account of a role and a session cookie for it, written
 * straight into the database (a login per role would cost a scrypt each, and the lockout).
 */
import { hashToken, newSessionToken } from '../../server/auth/tokens';
import type { Role } from '../../src/contract/roles';
import type { TestApp } from './helpers';

export interface StaffMember {
  id: number;
  role: Role;
  /** `sid=…` for the request's Cookie header. */
  cookie: string;
}

/** A staff member of `role` (username `role` unless given) with a live session. */
export async function addStaff(
  t: Pick<TestApp, 'deps'>,
  role: Role,
  username: string = role,
): Promise<StaffMember> {
  const { db, now } = t.deps;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO admin_users (username, password_hash, role, display_name)
     VALUES ($1, 'scrypt$unusable', $2, $1) RETURNING id`,
    [username, role],
  );
  const id = Number(rows[0]!.id);
  const token = newSessionToken();
  const expires = new Date(now().getTime() + 3_600_000);
  await db.query(
    `INSERT INTO admin_sessions (token_hash, user_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4)`,
    [hashToken(token), id, expires.toISOString(), now().toISOString()],
  );
  return { id, role, cookie: `sid=${token}` };
}
