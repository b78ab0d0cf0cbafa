/** The first owner's account: created on first start from the settings. */
import { LIMITS } from '../../src/contract/schemas';
import { generatePassword, hashPassword, verifyPassword } from './password';
import type { AuthDeps } from './sessions';

/**
 * Makes sure the admin of `settings.adminUsername` exists.
 *
 * - Not there yet: created with ADMIN_PASSWORD, or, when that is empty, with a generated password
 *   printed once to stdout (the only time a password is ever printed).
 * - Already there and ADMIN_PASSWORD empty: left alone; the password is not reset at each start.
 * - Already there and ADMIN_PASSWORD set but different from the stored one: the setting wins
 *   (that is how an operator changes or recovers the password), and the admin's existing
 *   sessions are revoked, as after any password change.
 */
export async function ensureAdminUser(deps: AuthDeps): Promise<void> {
  const username = deps.settings.adminUsername.trim();
  const configured = deps.settings.adminPassword;
  if (!username || username.length > LIMITS.usernameMax) {
    throw new Error(`ADMIN_USERNAME must be 1 to ${LIMITS.usernameMax} characters`);
  }
  if (
    configured &&
    (configured.length < LIMITS.passwordMin || configured.length > LIMITS.passwordMax)
  ) {
    // The login form would never accept it: refuse to start rather than lock the admin out.
    throw new Error(
      `ADMIN_PASSWORD must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
    );
  }

  // Instances starting together on one database make the first owner once: the lock holds the
  // others until the first has committed, and each then looks again (the trigger that names a
  // new account's byline would otherwise give both the same slug, and one start would fail).
  const generated = await deps.db.transaction(async (tx) => {
    await tx.query(ADMIN_LOCK);
    const { rows } = await tx.query<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM admin_users WHERE lower(username) = lower($1)',
      [username],
    );
    const existing = rows[0];
    if (!existing) {
      const password = configured || generatePassword();
      await tx.query(
        `INSERT INTO admin_users (username, password_hash, role, display_name)
         VALUES ($1, $2, 'owner', $1)`,
        [username, await hashPassword(password)],
      );
      return configured ? null : password;
    }
    if (configured && !(await verifyPassword(configured, existing.password_hash))) {
      await tx.query(
        'UPDATE admin_users SET password_hash = $2, updated_at = now() WHERE id = $1',
        [existing.id, await hashPassword(configured)],
      );
      await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [existing.id]);
    }
    return null;
  });
  // Printed once it is stored, by the one instance that made it.
  if (generated) printGeneratedPassword(username, generated);
}

/** Serialises the first owner's creation between processes on one PostgreSQL (as migrate.ts). */
const ADMIN_LOCK = 'SELECT pg_advisory_xact_lock(7317, hashtext(current_schema()))';

function printGeneratedPassword(username: string, password: string): void {
  const lines = [
    '',
    '================================================================',
    ' Admin account created (ADMIN_PASSWORD was not set).',
    `   username: ${username}`,
    `   password: ${password}`,
    ' This password is shown only this once: store it now.',
    ' To choose your own, set ADMIN_PASSWORD and restart.',
    '================================================================',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
