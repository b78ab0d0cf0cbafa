/**
 * Two-factor login for one's own account (an addition; any signed-in staff member), the owner's
 * rule requiring it of all staff, and the login's code step (q=login-code, public). The
 * dispatcher audits the account calls as every admin write; failed codes are audited here, as
 * failed logins are by q=login.
 */
import type { CallKey } from '../../src/contract/calls';
import {
  loginCodeInput,
  TWO_FACTOR_TEXTS,
  twoFactorCodeInput,
  twoFactorPasswordInput,
  twoFactorRequiredInput,
  type TwoFactorState,
} from '../../src/contract/twoFactorCalls';
import { actor, assertSameOrigin } from '../auth/guard';
import { beginAttempt, type AttemptKey } from '../auth/lockout';
import { verifyPassword } from '../auth/password';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../auth/totp';
import {
  endLoginChallenge,
  findLoginChallenge,
  replaceRecoveryCodes,
  spendSecondFactor,
} from '../auth/twoFactorStore';
import { HttpError } from '../http/errors';
import { parseWith, readJson } from '../http/input';
import { clientAddress, ownOrigin } from '../http/request';
import type { Db } from '../db/connect';
import type { Handler } from '../types';
import { auditLogin, noStore, readSmallJsonBody, signIn } from './auth';

async function requiredBySite(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    'SELECT required FROM two_factor_policy LIMIT 1',
  );
  return rows[0]?.required ?? false;
}

/** 400 unless `password` is the person's current one. */
async function assertPassword(db: Db, userId: number, password: string): Promise<void> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM admin_users WHERE id = $1',
    [userId],
  );
  if (!rows[0] || !(await verifyPassword(password, rows[0].password_hash))) {
    // 400, not 401: the session is fine, the form's field is wrong.
    throw new HttpError(400, 'The current password is not right');
  }
}

const getTwoFactor: Handler = async (c, { db }) => {
  const staff = actor(c);
  const { rows } = await db.query<{ enabled: boolean; left: number }>(
    `SELECT totp_secret IS NOT NULL AS enabled,
       (SELECT count(*)::int FROM staff_recovery_codes
         WHERE user_id = u.id AND used_at IS NULL) AS left
       FROM admin_users u WHERE id = $1`,
    [staff.id],
  );
  const row = rows[0];
  if (!row) throw new HttpError(401, 'Authentication required');
  const answer: TwoFactorState = {
    enabled: row.enabled,
    recovery_codes_left: row.enabled ? row.left : 0,
    required: await requiredBySite(db),
  };
  return c.json(answer);
};

/** A new pending secret, replacing one not confirmed yet; it does nothing until confirmed. */
const startSetup: Handler = async (c, deps) => {
  const staff = actor(c);
  const secret = newTotpSecret();
  const { rows } = await deps.db.query(
    `UPDATE admin_users SET totp_pending_secret = $2
      WHERE id = $1 AND totp_secret IS NULL RETURNING id`,
    [staff.id, secret],
  );
  if (!rows[0]) throw new HttpError(409, 'Two-factor login is already on');
  const issuer = new URL(ownOrigin(c, deps.settings)).hostname;
  return c.json({ secret, otpauth_url: otpauthUrl(issuer, staff.username, secret) });
};

/** A right code from the pending secret turns 2FA on; the recovery codes are answered once. */
const confirmSetup: Handler = async (c, deps) => {
  const { code } = parseWith(twoFactorCodeInput, await readJson(c));
  const staff = actor(c);
  const now = deps.now();
  const { rows } = await deps.db.query<{ pending: string | null; on: boolean }>(
    `SELECT totp_pending_secret AS pending, totp_secret IS NOT NULL AS on
       FROM admin_users WHERE id = $1`,
    [staff.id],
  );
  const row = rows[0];
  if (row?.on) throw new HttpError(409, 'Two-factor login is already on');
  if (!row?.pending) throw new HttpError(409, 'Start the setup again: there is no code to confirm');
  const step = verifyTotp(row.pending, code, now.getTime(), null);
  if (step === null) throw new HttpError(400, TWO_FACTOR_TEXTS.wrongCode);
  const codes = await deps.db.transaction(async (tx) => {
    const turned = await tx.query(
      `UPDATE admin_users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
         totp_last_step = $3, totp_enabled_at = $4
        WHERE id = $1 AND totp_secret IS NULL AND totp_pending_secret = $2 RETURNING id`,
      [staff.id, row.pending, step, now],
    );
    if (!turned.rows[0]) throw new HttpError(409, 'Two-factor login is already on');
    return replaceRecoveryCodes(tx, staff.id);
  });
  return c.json({
    status: 'success',
    message: 'Two-factor login is on',
    recovery_codes: codes,
  });
};

const disable: Handler = async (c, { db }) => {
  const { password } = parseWith(twoFactorPasswordInput, await readJson(c));
  const staff = actor(c);
  await assertPassword(db, staff.id, password);
  if (await requiredBySite(db)) {
    throw new HttpError(
      409,
      'Two-factor login is required for all staff on this site, so it cannot be turned off.',
    );
  }
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE admin_users SET totp_secret = NULL, totp_pending_secret = NULL,
         totp_last_step = NULL, totp_enabled_at = NULL
        WHERE id = $1 AND totp_secret IS NOT NULL RETURNING id`,
      [staff.id],
    );
    if (!rows[0]) throw new HttpError(409, 'Two-factor login is already off');
    await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [staff.id]);
  });
  return c.json({ status: 'success', message: 'Two-factor login is off' });
};

const newRecoveryCodes: Handler = async (c, { db }) => {
  const { password } = parseWith(twoFactorPasswordInput, await readJson(c));
  const staff = actor(c);
  await assertPassword(db, staff.id, password);
  const codes = await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'SELECT id FROM admin_users WHERE id = $1 AND totp_secret IS NOT NULL FOR UPDATE',
      [staff.id],
    );
    if (!rows[0]) throw new HttpError(409, 'Turn on two-factor login first');
    return replaceRecoveryCodes(tx, staff.id);
  });
  return c.json({
    status: 'success',
    message: 'New recovery codes made; the old ones no longer work',
    recovery_codes: codes,
  });
};

/** The owner's rule; turning it on needs their own 2FA on, so they cannot lock themself out. */
const setRequired: Handler = async (c, { db }) => {
  const { required } = parseWith(twoFactorRequiredInput, await readJson(c));
  const staff = actor(c);
  if (required && !staff.twoFactor) {
    throw new HttpError(
      409,
      'Turn on your own two-factor login first (Your account): then you can require it of everyone.',
    );
  }
  // An upsert: the one row is there from the migration, but a missing one must not lose the rule.
  await db.query(
    `INSERT INTO two_factor_policy (only_row, required) VALUES (TRUE, $1)
     ON CONFLICT (only_row) DO UPDATE SET required = EXCLUDED.required`,
    [required],
  );
  c.set('auditDetail', required ? 'required of all staff' : 'not required');
  return c.json({
    status: 'success',
    message: required
      ? 'Two-factor login is now required for all staff'
      : 'Two-factor login is no longer required',
  });
};

/**
 * The login's second step. Counted by the login lockout as the password step is (the same
 * username and address), refused before the code is looked at when locked.
 */
const loginCode: Handler = async (c, deps) => {
  noStore(c);
  assertSameOrigin(c, deps.settings);
  const { challenge, code } = await readSmallJsonBody(
    c,
    loginCodeInput,
    '{"challenge": …, "code": …}',
  );
  const now = deps.now();
  const found = await findLoginChallenge(deps.db, challenge, now);
  if (!found) throw new HttpError(401, TWO_FACTOR_TEXTS.expired);
  const key: AttemptKey = { username: found.username, ip: clientAddress(c, deps.settings) };
  await beginAttempt(deps.db, key, now);
  const { rows } = await deps.db.query<{ display_name: string; suspended: boolean }>(
    `SELECT display_name, suspended_at IS NOT NULL AS suspended FROM admin_users WHERE id = $1`,
    [found.userId],
  );
  const user = rows[0];
  if (!user || user.suspended) {
    await endLoginChallenge(deps.db, challenge);
    throw new HttpError(401, TWO_FACTOR_TEXTS.expired);
  }
  const who = { id: found.userId, name: user.display_name || found.username };
  const used = await spendSecondFactor(deps.db, found.userId, code, now);
  if (!used) {
    await auditLogin(deps, who, 'login failed', key.ip, 'two-factor code');
    throw new HttpError(401, TWO_FACTOR_TEXTS.wrongCode);
  }
  await endLoginChallenge(deps.db, challenge);
  // Which second factor it was: a recovery code used shows in the audit log (one fewer is left).
  await signIn(c, deps, key, who, used === 'recovery' ? 'recovery code' : 'two-factor code');
  return c.json({ status: 'success', message: 'Logged in' }, 200);
};

export const twoFactorHandlers = {
  'GET two-factor': getTwoFactor,
  'POST two-factor-setup': startSetup,
  'POST two-factor-confirm': confirmSetup,
  'POST two-factor-disable': disable,
  'POST two-factor-recovery-codes': newRecoveryCodes,
  'POST two-factor-required': setRequired,
  'POST login-code': loginCode,
} satisfies Partial<Record<CallKey, Handler>>;
