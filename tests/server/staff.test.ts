/**
 * Staff on the server: invitations (one-time links kept as hashes, 7 days, revocable), accepting
 * one, roles with the last owner always kept, and suspension.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hashToken } from '../../server/auth/tokens';
import type { StaffAnswer } from '../../src/contract/staffCalls';
import { DAY, makeTestApp, type TestApp } from './helpers';
import { addStaff } from './staff';

let t: TestApp;
let clock: number;
beforeEach(async () => {
  clock = Date.parse('2030-03-01T12:00:00Z');
  t = await makeTestApp({}, { freshAuth: true, now: () => new Date(clock) });
});
afterEach(() => t.close());

async function invite(json: Record<string, unknown>, cookie?: string) {
  const res = cookie
    ? await t.request('POST', 'staff-invite', { json, cookie })
    : await t.admin('POST', 'staff-invite', { json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function staff(): Promise<StaffAnswer> {
  return (await (await t.admin('GET', 'staff')).json()) as StaffAnswer;
}

const accept = (token: unknown, display_name = 'Asha Rao', password = 'a-strong-password') =>
  t.request('POST', 'invitation-accept', { json: { token, display_name, password } });

describe('invitations', () => {
  it('makes a one-time link kept only as a hash, valid 7 days, listed until used', async () => {
    const made = await invite({ name: 'Asha Rao', email: ' Asha@Example.com ', role: 'author' });
    expect(made.status).toBe(200);
    const token = made.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(made.body.expires_at).toBe('2030-03-08T12:00:00.000Z');

    const { rows } = await t.deps.db.query<{ token_hash: string; email: string }>(
      'SELECT token_hash, email FROM staff_invitations',
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), email: 'asha@example.com' }]);
    expect(JSON.stringify(await staff())).not.toContain(token);
    expect((await staff()).invitations).toMatchObject([
      { name: 'Asha Rao', email: 'asha@example.com', role: 'author', invited_by: 'admin' },
    ]);

    const shown = await t.request('GET', 'invitation', { params: { token } });
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(await shown.json()).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      role: 'author',
      expires_at: '2030-03-08T12:00:00.000Z',
    });
  });

  it('accepting makes the account (signing in with the email), signs it in, and uses the link up', async () => {
    const { body } = await invite({ name: 'Asha', email: 'asha@example.com', role: 'author' });
    const res = await accept(body.token);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const session = await t.request('GET', 'session', { cookie });
    expect(await session.json()).toEqual({
      authenticated: true,
      username: 'asha@example.com',
      user_id: expect.any(Number),
      role: 'author',
      display_name: 'Asha Rao',
      two_factor: false,
      two_factor_required: false,
    });
    // Single use: the same link again, or to look at, is a 404.
    expect((await accept(body.token)).status).toBe(404);
    expect(
      (await t.request('GET', 'invitation', { params: { token: body.token as string } })).status,
    ).toBe(404);
    // The account signs in with its email and the password it chose.
    const login = await t.request('POST', 'login', {
      json: { username: 'ASHA@example.com', password: 'a-strong-password' },
    });
    expect(login.status).toBe(200);
    const list = await staff();
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m) => [m.display_name, m.role])).toEqual([
      ['admin', 'owner'],
      ['Asha Rao', 'author'],
    ]);
  });

  it('an expired, revoked, malformed or unknown link is a 404 that creates nothing', async () => {
    const expired = await invite({ name: 'A', email: 'a@example.com', role: 'author' });
    const revoked = await invite({ name: 'B', email: 'b@example.com', role: 'author' });
    const gone = await t.admin('DELETE', 'staff-invitation', {
      params: { id: revoked.body.id as number },
    });
    expect(gone.status).toBe(200);
    clock += 7 * DAY + 1000;
    const message = 'This invitation link is not valid any more. Ask for a new one.';
    for (const token of [
      expired.body.token,
      revoked.body.token,
      'x'.repeat(43),
      'short',
      "' OR 1=1 --",
    ]) {
      const res = await accept(token);
      expect([token, res.status, ((await res.json()) as { message: string }).message]).toEqual([
        token,
        404,
        message,
      ]);
    }
    const { rows } = await t.deps.db.query('SELECT count(*)::int AS n FROM admin_users');
    expect(rows[0]).toEqual({ n: 1 });
    // The address of an expired invitation can be invited again (a new session: a week went by).
    const again = await invite(
      { name: 'A', email: 'a@example.com', role: 'author' },
      await t.login(),
    );
    expect(again.status).toBe(200);
  });

  it('refuses bad input, a second open invitation and an address that has an account', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@example.com', role: 'author' }, 'Name is required'],
      [
        { name: 'A', email: 'not-an-email', role: 'author' },
        'Email must be an address like name@example.com',
      ],
      [
        { name: 'A', email: 'a@example.com', role: 'admin' },
        'role must be contributor, author, editor or owner',
      ],
      [
        { name: 'x'.repeat(101), email: 'a@example.com', role: 'author' },
        'Name must be at most 100 characters',
      ],
    ];
    for (const [json, message] of cases) {
      const res = await invite(json);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await invite({ name: 'A', email: 'a@example.com', role: 'author' })).status).toBe(200);
    const twice = await invite({ name: 'A', email: 'A@example.com', role: 'editor' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'An invitation for a@example.com is already open. Revoke it to send a new one.',
    ]);
    await addStaff(t, 'author', 'taken@example.com');
    const taken = await invite({ name: 'T', email: 'taken@example.com', role: 'author' });
    expect([taken.status, taken.body.message]).toEqual([
      409,
      'taken@example.com already has an account',
    ]);
    const weak = await invite({ name: 'W', email: 'w@example.com', role: 'author' });
    const short = await accept(weak.body.token, 'W', '123');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toContain(
      'Password must be at least 6 characters',
    );
  });

  it('an editor invites contributors and authors only, and revokes only those', async () => {
    const editor = await addStaff(t, 'editor');
    expect(
      (await invite({ name: 'C', email: 'c@example.com', role: 'contributor' }, editor.cookie))
        .status,
    ).toBe(200);
    expect(
      (await invite({ name: 'A', email: 'a@example.com', role: 'author' }, editor.cookie)).status,
    ).toBe(200);
    for (const role of ['editor', 'owner']) {
      const res = await invite({ name: 'E', email: `${role}@example.com`, role }, editor.cookie);
      expect([res.status, res.body.message]).toEqual([
        403,
        'Your role (Editor) lacks the right to manage staff and site settings',
      ]);
    }
    const owners = await invite({ name: 'O', email: 'o@example.com', role: 'editor' });
    const revoke = await t.request('DELETE', 'staff-invitation', {
      params: { id: owners.body.id as number },
      cookie: editor.cookie,
    });
    expect(revoke.status).toBe(403);
    expect((await staff()).invitations).toHaveLength(3);
  });
});

it('staff changes leave the readers’ cached answers alone', async () => {
  await t.request('GET', 'categories');
  expect((await t.request('GET', 'categories')).headers.get('x-cache')).toBe('HIT');
  const member = await addStaff(t, 'contributor');
  await invite({ name: 'Asha', email: 'asha@example.com', role: 'author' });
  await t.admin('POST', 'staff-role', { json: { id: member.id, role: 'author' } });
  await t.admin('POST', 'staff-suspend', { json: { id: member.id, suspended: true } });
  expect((await t.request('GET', 'categories')).headers.get('x-cache')).toBe('HIT');
});

describe('roles and suspension', () => {
  it('the owner changes a role, which holds from the next call on', async () => {
    const member = await addStaff(t, 'contributor');
    expect((await t.request('GET', 'staff', { cookie: member.cookie })).status).toBe(403);
    const res = await t.admin('POST', 'staff-role', { json: { id: member.id, role: 'editor' } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', 'staff', { cookie: member.cookie })).status).toBe(200);
  });

  it('a contributor cannot change their own role, and nothing changes', async () => {
    const member = await addStaff(t, 'contributor');
    const res = await t.request('POST', 'staff-role', {
      json: { id: member.id, role: 'owner' },
      cookie: member.cookie,
    });
    expect(res.status).toBe(403);
    const { rows } = await t.deps.db.query('SELECT role FROM admin_users WHERE id = $1', [
      member.id,
    ]);
    expect(rows).toEqual([{ role: 'contributor' }]);
  });

  it('the last owner can be neither demoted nor suspended; with a second owner, demotion works', async () => {
    const { rows } = await t.deps.db.query<{ id: number }>(
      "SELECT id FROM admin_users WHERE role = 'owner'",
    );
    const ownerId = Number(rows[0]!.id);
    const demote = await t.admin('POST', 'staff-role', { json: { id: ownerId, role: 'editor' } });
    expect([demote.status, ((await demote.json()) as { message: string }).message]).toEqual([
      409,
      'The last owner cannot be given another role. Make someone else an owner first.',
    ]);
    const self = await t.admin('POST', 'staff-suspend', { json: { id: ownerId, suspended: true } });
    expect(self.status).toBe(409);

    const second = await addStaff(t, 'owner', 'second-owner');
    // A suspended owner does not count as the one that is kept.
    await t.admin('POST', 'staff-suspend', { json: { id: second.id, suspended: true } });
    expect(
      (await t.admin('POST', 'staff-role', { json: { id: ownerId, role: 'editor' } })).status,
    ).toBe(409);
    await t.admin('POST', 'staff-suspend', { json: { id: second.id, suspended: false } });
    expect(
      (await t.admin('POST', 'staff-role', { json: { id: ownerId, role: 'editor' } })).status,
    ).toBe(200);
  });

  it('suspending signs the person out everywhere; restoring lets them sign in again', async () => {
    const member = await addStaff(t, 'author');
    const res = await t.admin('POST', 'staff-suspend', {
      json: { id: member.id, suspended: true },
    });
    expect(await res.json()).toEqual({ status: 'success', message: 'Account suspended' });
    const { rows } = await t.deps.db.query(
      'SELECT count(*)::int AS n FROM admin_sessions WHERE user_id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect((await staff()).members.find((m) => m.id === member.id)).toMatchObject({
      suspended: true,
    });
    const restored = await t.admin('POST', 'staff-suspend', {
      json: { id: member.id, suspended: false },
    });
    expect(await restored.json()).toEqual({ status: 'success', message: 'Account restored' });
    expect((await staff()).members.find((m) => m.id === member.id)).toMatchObject({
      suspended: false,
    });
  });

  it('an unknown member is a 404', async () => {
    expect(
      (await t.admin('POST', 'staff-role', { json: { id: 999, role: 'author' } })).status,
    ).toBe(404);
    expect(
      (await t.admin('POST', 'staff-suspend', { json: { id: 999, suspended: true } })).status,
    ).toBe(404);
  });
});
