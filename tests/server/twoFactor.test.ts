/**
 * Two-factor login: setup from one's account (a pending secret confirmed by a code, ten recovery
 * codes shown once), the login's code step (counted by the lockout, a recovery code once, a code
 * never twice), turning it off with the password, and the owner's rule requiring it of all staff.
 */
import { describe, expect, it } from 'vitest';

import { hashPassword } from '../../server/auth/password';
import { resetOwnerPassword } from '../../server/auth/resetOwner';
import { base32Decode, totpCode } from '../../server/auth/totp';
import { TWO_FACTOR_TEXTS } from '../../src/contract/twoFactorCalls';
import { ADMIN_PASSWORD, startedTestApp } from './helpers';
import { addStaff } from './staff';

const t = startedTestApp();

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? null;

async function ownerCookie(): Promise<string> {
  const res = await t.loginAs();
  expect(res.status).toBe(200);
  return cookieOf(res)!;
}

/** Turns 2FA on for the session's account; answers its secret and recovery codes. */
async function turnOn(cookie: string) {
  const setup = await t.request('POST', 'two-factor-setup', { cookie });
  expect(setup.status).toBe(200);
  const { secret, otpauth_url } = (await setup.json()) as { secret: string; otpauth_url: string };
  const code = totpCode(base32Decode(secret)!, t.clock);
  const confirmed = await t.request('POST', 'two-factor-confirm', { cookie, json: { code } });
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
  return { secret, otpauth_url, codes: recovery_codes };
}

const codeNow = (secret: string) => totpCode(base32Decode(secret)!, t.clock);
const nextStep = () => {
  t.clock += 30_000;
};

async function challenge(): Promise<string> {
  const res = await t.loginAs();
  expect(res.status).toBe(200);
  expect(cookieOf(res)).toBeNull();
  const body = (await res.json()) as { status: string; challenge: string };
  expect(body.status).toBe('two_factor');
  return body.challenge;
}

const loginCode = (challengeToken: string, code: string) =>
  t.request('POST', 'login-code', { json: { challenge: challengeToken, code } });

async function auditActions(cookie: string): Promise<string[]> {
  const res = await t.request('GET', 'audit-log', { cookie });
  const { entries } = (await res.json()) as { entries: { action: string; detail: string }[] };
  return entries.map((entry) => `${entry.action}${entry.detail ? ` (${entry.detail})` : ''}`);
}

describe('two-factor setup', () => {
  it('turns on only with a right code from the pending secret, and shows ten recovery codes once', async () => {
    await t.start();
    const cookie = await ownerCookie();
    const state = async () => (await t.request('GET', 'two-factor', { cookie })).json();
    expect(await state()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });

    const early = await t.request('POST', 'two-factor-confirm', {
      cookie,
      json: { code: '123456' },
    });
    expect(early.status).toBe(409);

    const setup = await t.request('POST', 'two-factor-setup', { cookie });
    const { secret, otpauth_url } = (await setup.json()) as { secret: string; otpauth_url: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(
      /^otpauth:\/\/totp\/localhost:admin\?secret=[A-Z2-7]{32}&issuer=localhost/,
    );

    for (const code of ['', '12345', 'abcdef']) {
      const bad = await t.request('POST', 'two-factor-confirm', { cookie, json: { code } });
      expect(bad.status).toBe(400);
    }
    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.request('POST', 'two-factor-confirm', {
      cookie,
      json: { code: wrong },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      TWO_FACTOR_TEXTS.wrongCode,
    );
    expect((await state()).enabled).toBe(false);

    const spaced = `${codeNow(secret).slice(0, 3)} ${codeNow(secret).slice(3)}`;
    const ok = await t.request('POST', 'two-factor-confirm', { cookie, json: { code: spaced } });
    expect(ok.status).toBe(200);
    const { recovery_codes } = (await ok.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await state()).toEqual({ enabled: true, recovery_codes_left: 10, required: false });

    // Only hashes are stored.
    const stored = await t.deps.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes',
    );
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(recovery_codes[0]);
    expect((await t.request('POST', 'two-factor-setup', { cookie })).status).toBe(409);
    expect(await auditActions(cookie)).toContain('POST two-factor-confirm');
  });

  it('makes new recovery codes only with the password, and the old ones stop working', async () => {
    await t.start();
    const cookie = await ownerCookie();
    const { codes } = await turnOn(cookie);
    const wrong = await t.request('POST', 'two-factor-recovery-codes', {
      cookie,
      json: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    const res = await t.request('POST', 'two-factor-recovery-codes', {
      cookie,
      json: { password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await loginCode(await challenge(), codes[0]!)).status).toBe(401);
    expect((await loginCode(await challenge(), fresh[0]!)).status).toBe(200);
    expect(await auditActions(cookie)).toContain('POST two-factor-recovery-codes');
  });
});

describe('login with two-factor', () => {
  it('asks for a code after the right password, signs in with it, and never accepts it twice', async () => {
    await t.start();
    const { secret } = await turnOn(await ownerCookie());
    nextStep();
    const token = await challenge();
    const code = codeNow(secret);
    const ok = await loginCode(token, code);
    expect(ok.status).toBe(200);
    const cookie = cookieOf(ok)!;
    const session = (await (await t.request('GET', 'session', { cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(session).toMatchObject({
      authenticated: true,
      two_factor: true,
      two_factor_required: false,
    });

    // The same code, within its window, with a new challenge: refused. The challenge is used up.
    const replay = await loginCode(await challenge(), code);
    expect(replay.status).toBe(401);
    expect((await loginCode(token, code)).status).toBe(401);
    nextStep();
    expect((await loginCode(await challenge(), codeNow(secret))).status).toBe(200);
  });

  it('lets the challenge expire after 5 minutes', async () => {
    await t.start();
    const { secret } = await turnOn(await ownerCookie());
    const token = await challenge();
    t.clock += 5 * 60_000 + 1000;
    const late = await loginCode(token, codeNow(secret));
    expect(late.status).toBe(401);
    expect(((await late.json()) as { message: string }).message).toBe(TWO_FACTOR_TEXTS.expired);
  });

  it('counts wrong codes in the login lockout, audits them, and refuses a locked key before the code', async () => {
    await t.start();
    const owner = await ownerCookie();
    const { secret } = await turnOn(owner);
    nextStep();
    const token = await challenge();
    for (let i = 0; i < 5; i++) {
      const wrong = await loginCode(token, '000000');
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { message: string }).message).toBe(
        TWO_FACTOR_TEXTS.wrongCode,
      );
    }
    const locked = await loginCode(token, codeNow(secret));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    // The password step is locked too (the same username and address).
    expect((await t.loginAs()).status).toBe(429);
    expect(cookieOf(locked)).toBeNull();
    const actions = await auditActions(owner);
    expect(actions.filter((a) => a === 'login failed (two-factor code)')).toHaveLength(5);
    // The lock lifts on time, and the right code works then.
    t.clock += 15 * 60_000 + 1000;
    expect((await loginCode(await challenge(), codeNow(secret))).status).toBe(200);
  });

  it('accepts each recovery code once, typed in any case, with or without its dash', async () => {
    await t.start();
    const { codes } = await turnOn(await ownerCookie());
    const first = codes[0]!;
    expect((await loginCode(await challenge(), first.toUpperCase().replace('-', ''))).status).toBe(
      200,
    );
    expect((await loginCode(await challenge(), first)).status).toBe(401);
    const cookie = cookieOf(await loginCode(await challenge(), codes[1]!))!;
    const state = await (await t.request('GET', 'two-factor', { cookie })).json();
    expect(state).toMatchObject({ enabled: true, recovery_codes_left: 8 });
    // The audit log says which logins spent a recovery code.
    const { rows } = await t.deps.db.query<{ detail: string | null }>(
      "SELECT detail FROM audit_log WHERE action = 'login' ORDER BY id DESC LIMIT 2",
    );
    expect(rows.map((row) => row.detail)).toEqual(['recovery code', 'recovery code']);
  });

  it('refuses bad input to the code step with a 400 and changes nothing', async () => {
    await t.start();
    const bad = [
      { body: 'not json', type: 'application/json' },
      { body: '{"challenge": "x"}', type: 'application/json' },
      { body: '[1]', type: 'application/json' },
    ];
    for (const { body, type } of bad) {
      const res = await t.request('POST', 'login-code', {
        body,
        headers: { 'Content-Type': type },
      });
      expect(res.status).toBe(400);
    }
    expect((await loginCode('no-such-challenge', '123456')).status).toBe(401);
  });
});

describe('turning two-factor off', () => {
  it('needs the current password, then the password alone signs in again', async () => {
    await t.start();
    const cookie = await ownerCookie();
    await turnOn(cookie);
    const wrong = await t.request('POST', 'two-factor-disable', {
      cookie,
      json: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(
      ((await (await t.request('GET', 'two-factor', { cookie })).json()) as { enabled: boolean })
        .enabled,
    ).toBe(true);
    const off = await t.request('POST', 'two-factor-disable', {
      cookie,
      json: { password: ADMIN_PASSWORD },
    });
    expect(off.status).toBe(200);
    const login = await t.loginAs();
    expect(await login.json()).toEqual({ status: 'success' });
    expect(await auditActions(cookie)).toContain('POST two-factor-disable');
  });
});

describe('the owner requires two-factor login of all staff', () => {
  it('refuses the owner without 2FA of their own, so they cannot lock themself out', async () => {
    await t.start();
    const cookie = await ownerCookie();
    const res = await t.request('POST', 'two-factor-required', {
      cookie,
      json: { required: true },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/Turn on your own/);
    const bad = await t.request('POST', 'two-factor-required', {
      cookie,
      json: { required: 'yes' },
    });
    expect(bad.status).toBe(400);
  });

  it('lets someone without 2FA reach only its setup, until they turn it on', async () => {
    await t.start();
    const owner = await ownerCookie();
    await turnOn(owner);
    const editor = await addStaff(t, 'editor', 'eve@example.com');
    const contributor = await addStaff(t, 'contributor', 'cora@example.com');
    expect(
      (
        await t.request('POST', 'two-factor-required', {
          cookie: editor.cookie,
          json: { required: true },
        })
      ).status,
    ).toBe(403);
    const on = await t.request('POST', 'two-factor-required', {
      cookie: owner,
      json: { required: true },
    });
    expect(on.status).toBe(200);
    expect(await auditActions(owner)).toContain('POST two-factor-required (required of all staff)');

    const cookie = contributor.cookie;
    const session = await (await t.request('GET', 'session', { cookie })).json();
    expect(session).toMatchObject({ two_factor: false, two_factor_required: true });
    for (const [method, q] of [
      ['GET', 'admin-posts'],
      ['GET', 'account'],
      ['GET', 'account-sessions'],
      ['POST', 'two-factor-disable'],
    ] as const) {
      const refused = await t.request(method, q, {
        cookie,
        json: method === 'POST' ? {} : undefined,
      });
      expect(refused.status, q).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        TWO_FACTOR_TEXTS.requiredFirst,
      );
    }
    expect((await t.request('GET', 'two-factor', { cookie })).status).toBe(200);
    expect((await t.request('POST', 'logout', { cookie })).status).toBe(200);

    const second = await addStaff(t, 'author', 'ann@example.com');
    await t.deps.db.query('UPDATE admin_users SET password_hash = $2 WHERE id = $1', [
      second.id,
      await hashPassword('ann-password'),
    ]);
    await turnOn(second.cookie);
    expect((await t.request('GET', 'admin-posts', { cookie: second.cookie })).status).toBe(200);
    // Nobody turns it off while the rule stands.
    const off = await t.request('POST', 'two-factor-disable', {
      cookie: second.cookie,
      json: { password: 'ann-password' },
    });
    expect(off.status).toBe(409);
  });
});

describe('ways round a password that must not get round the code', () => {
  it('a password reset link sets the password but, with 2FA on, signs no one in', async () => {
    await t.start();
    const owner = await ownerCookie();
    const member = await addStaff(t, 'author', 'ann@example.com');
    await turnOn(member.cookie);
    const link = await t.request('POST', 'staff-password-reset', {
      cookie: owner,
      json: { id: member.id },
    });
    const { token } = (await link.json()) as { token: string };
    const done = await t.request('POST', 'password-reset', {
      json: { token, password: 'a-brand-new-password' },
    });
    expect(done.status).toBe(200);
    expect(cookieOf(done)).toBeNull();
    expect(await done.json()).toMatchObject({
      message: 'Password set. Log in with it and a code from your authenticator app.',
      signed_in: false,
    });
    const login = await t.request('POST', 'login', {
      json: { username: 'ann@example.com', password: 'a-brand-new-password' },
    });
    expect(((await login.json()) as { status: string }).status).toBe('two_factor');
  });

  it('npm run reset-owner-password turns the owner’s 2FA off, for a lost phone', async () => {
    await t.start();
    await turnOn(await ownerCookie());
    const { password } = await resetOwnerPassword(t.deps.db, undefined, new Date(t.clock));
    const login = await t.loginAs(undefined, password);
    expect(await login.json()).toEqual({ status: 'success' });
    const { rows } = await t.deps.db.query('SELECT id FROM staff_recovery_codes');
    expect(rows).toEqual([]);
  });
});
