/**
 * The owner's password reset for a staff member: a one-time link kept only as a hash, valid 24
 * hours, that ends all their sessions at once; its page sets a new password and signs them in.
 * Used, replaced, expired and unknown links are 404s; invitation links are single-use too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hashToken } from '../../server/auth/tokens';
import { HOUR, makeTestApp, type TestApp } from './helpers';
import { addStaff } from './staff';

let t: TestApp;
let clock: number;
beforeEach(async () => {
  clock = Date.parse('2030-03-01T12:00:00Z');
  t = await makeTestApp({}, { freshAuth: true, now: () => new Date(clock) });
});
afterEach(() => t.close());

const GONE = 'This password reset link is not valid any more. Ask the site owner for a new one.';

async function reset(id: number, cookie?: string) {
  const res = await t.request('POST', 'staff-password-reset', {
    json: { id },
    cookie: cookie ?? (await t.login()),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const setPassword = (token: unknown, password = 'a-brand-new-password') =>
  t.request('POST', 'password-reset', { json: { token, password } });

async function sessionsOf(id: number): Promise<number> {
  const { rows } = await t.deps.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM admin_sessions WHERE user_id = $1',
    [id],
  );
  return rows[0]!.n;
}

async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}

describe('resetting a staff member’s password', () => {
  it('makes a one-time link kept as a hash, valid 24 hours, and ends all their sessions at once', async () => {
    const author = await addStaff(t, 'author', 'asha@example.com');
    await t.deps.db.query("UPDATE admin_users SET display_name = 'Asha Rao' WHERE id = $1", [
      author.id,
    ]);
    expect(await sessionsOf(author.id)).toBe(1);

    const made = await reset(author.id);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      status: 'success',
      message: 'Reset link created. Asha Rao is signed out everywhere.',
      expires_at: '2030-03-02T12:00:00.000Z',
      mail: 'off',
    });
    const token = made.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.deps.db.query('SELECT token_hash FROM staff_password_resets');
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
    // Signed out at once: their old session is refused.
    expect(await sessionsOf(author.id)).toBe(0);
    expect((await t.request('GET', 'admin-posts', { cookie: author.cookie })).status).toBe(401);

    const shown = await t.request('GET', 'password-reset', { params: { token } });
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(await shown.json()).toEqual({
      display_name: 'Asha Rao',
      username: 'asha@example.com',
      expires_at: '2030-03-02T12:00:00.000Z',
    });
  });

  it('the link sets a new password under the policy, signs them in, and works once', async () => {
    const author = await addStaff(t, 'author', 'asha@example.com');
    const { body } = await reset(author.id);

    const weak = await setPassword(body.token, '123');
    expect(weak.status).toBe(400);
    expect(await messageOf(weak)).toContain('Password must be at least 6 characters');

    const done = await setPassword(body.token);
    expect(done.status).toBe(200);
    const cookie = done.headers.get('set-cookie')!.split(';')[0]!;
    expect(await (await t.request('GET', 'session', { cookie })).json()).toMatchObject({
      authenticated: true,
      username: 'asha@example.com',
      role: 'author',
    });
    const login = await t.request('POST', 'login', {
      json: { username: 'asha@example.com', password: 'a-brand-new-password' },
    });
    expect(login.status).toBe(200);

    // Used: to look at or to use again, a 404, and the password stays the one set.
    const again = await setPassword(body.token, 'another-password');
    expect([again.status, await messageOf(again)]).toEqual([404, GONE]);
    expect(
      (await t.request('GET', 'password-reset', { params: { token: body.token as string } }))
        .status,
    ).toBe(404);
    const old = await t.request('POST', 'login', {
      json: { username: 'asha@example.com', password: 'another-password' },
    });
    expect(old.status).toBe(401);
  });

  it('an expired, replaced, malformed or unknown link is a 404 that changes nothing', async () => {
    const author = await addStaff(t, 'author', 'asha@example.com');
    const editor = await addStaff(t, 'editor', 'ben@example.com');
    const expired = await reset(author.id);
    const replaced = await reset(editor.id);
    await reset(editor.id); // a newer link for the same person replaces the first
    clock += 24 * HOUR + 1000;
    const before = await t.deps.db.query('SELECT id, password_hash FROM admin_users ORDER BY id');
    for (const token of [
      expired.body.token,
      replaced.body.token,
      'x'.repeat(43),
      'short',
      "' OR 1=1 --",
    ]) {
      const res = await setPassword(token);
      expect([token, res.status, await messageOf(res)]).toEqual([token, 404, GONE]);
    }
    const after = await t.deps.db.query('SELECT id, password_hash FROM admin_users ORDER BY id');
    expect(after.rows).toEqual(before.rows);
  });

  it('only the owner resets, never their own password this way, and only for a real, active member', async () => {
    const owner = await t.login();
    const { rows } = await t.deps.db.query<{ id: number }>(
      "SELECT id FROM admin_users WHERE username = 'admin'",
    );
    const ownerId = Number(rows[0]!.id);
    const editor = await addStaff(t, 'editor');
    const author = await addStaff(t, 'author');

    const byEditor = await reset(author.id, editor.cookie);
    expect([byEditor.status, byEditor.body.message]).toEqual([
      403,
      'Your role (Editor) lacks the right to manage staff and site settings',
    ]);
    const self = await reset(ownerId, owner);
    expect([self.status, self.body.message]).toEqual([
      409,
      'You cannot reset your own password here: change it on Your account.',
    ]);
    expect((await reset(999_999, owner)).status).toBe(404);
    const bad = await reset('x' as unknown as number, owner);
    expect([bad.status, bad.body.message]).toEqual([
      400,
      expect.stringContaining('id must be a number'),
    ]);
    await t.admin('POST', 'staff-suspend', { json: { id: author.id, suspended: true } });
    expect((await reset(author.id, owner)).status).toBe(409);

    // Nothing was made and the editor's session still stands.
    const made = await t.deps.db.query('SELECT count(*)::int AS n FROM staff_password_resets');
    expect(made.rows[0]).toEqual({ n: 0 });
    expect(await sessionsOf(editor.id)).toBe(1);
  });

  it('is in the audit log, by the owner and then by the person who set the password, without the token', async () => {
    const author = await addStaff(t, 'author', 'asha@example.com');
    const { body } = await reset(author.id);
    await setPassword(body.token);
    const { rows } = await t.deps.db.query<Record<string, string>>(
      'SELECT actor_name, action, item_kind, item_id, detail FROM audit_log ORDER BY id',
    );
    expect(rows.filter((row) => row.action !== 'login')).toEqual([
      {
        actor_name: 'admin',
        action: 'POST staff-password-reset',
        item_kind: 'staff',
        item_id: String(author.id),
        detail: '',
      },
      {
        actor_name: 'asha@example.com',
        action: 'POST password-reset',
        item_kind: 'staff',
        item_id: String(author.id),
        detail: '',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(body.token as string);
  });
});

it('an invitation link is single-use too: accepted once, then a 404', async () => {
  const made = await t.admin('POST', 'staff-invite', {
    json: { name: 'Asha', email: 'asha@example.com', role: 'author' },
  });
  const { token } = (await made.json()) as { token: string };
  const accept = () =>
    t.request('POST', 'invitation-accept', {
      json: { token, display_name: 'Asha', password: 'a-strong-password' },
    });
  expect((await accept()).status).toBe(200);
  expect((await accept()).status).toBe(404);
});
