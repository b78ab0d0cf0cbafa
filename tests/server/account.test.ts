/**
 * One's own account: name and bio, the password (current one required; the other sessions end),
 * and the sessions (each listed with its device, address and last use; any can be ended).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SessionRow } from '../../src/contract/accountCalls';
import { deviceName } from '../../src/contract/accountCalls';
import { hashPassword } from '../../server/auth/password';
import { file, makeTestApp, pngBytes, type TestApp } from './helpers';
import { addStaff, type StaffMember } from './staff';

let t: TestApp;
let me: StaffMember;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

beforeEach(async () => {
  t = await makeTestApp({}, { freshAuth: true });
  me = await addStaff(t, 'author', 'asha@example.com');
  await t.deps.db.query('UPDATE admin_users SET password_hash = $2 WHERE id = $1', [
    me.id,
    await hashPassword('first-password'),
  ]);
});
afterEach(() => t.close());

const as = (cookie: string) => ({ cookie });
async function signIn(userAgent = PHONE) {
  const res = await t.request('POST', 'login', {
    json: { username: 'asha@example.com', password: 'first-password' },
    headers: { 'User-Agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

describe('the account', () => {
  it('reads and saves the name readers see and a plain-text bio of 300 characters, kept as typed', async () => {
    const saved = await t.request('POST', 'account', {
      json: { display_name: '  Asha Rao ', bio: ' Covers <b>cricket</b>. ' },
      ...as(me.cookie),
    });
    expect(saved.status).toBe(200);
    const account = await t.request('GET', 'account', as(me.cookie));
    expect(await account.json()).toEqual({
      username: 'asha@example.com',
      display_name: 'Asha Rao',
      email: '',
      bio: 'Covers <b>cricket</b>.',
      role: 'author',
      avatar_path: null,
    });
    for (const [json, message] of [
      [{ display_name: '', bio: '' }, 'Name is required'],
      [{ display_name: 'A', bio: 'x'.repeat(301) }, 'Bio must be at most 300 characters'],
    ] as const) {
      const res = await t.request('POST', 'account', { json, ...as(me.cookie) });
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
  });
});

describe('the password', () => {
  it('needs the current one, and a change ends every other session but this one', async () => {
    const other = await signIn();
    const wrong = await t.request('POST', 'account-password', {
      json: { current_password: 'not-it', new_password: 'second-password' },
      ...as(me.cookie),
    });
    expect([wrong.status, ((await wrong.json()) as { message: string }).message]).toEqual([
      400,
      'The current password is not right',
    ]);
    const changed = await t.request('POST', 'account-password', {
      json: { current_password: 'first-password', new_password: 'second-password' },
      ...as(me.cookie),
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', 'account', as(me.cookie))).status).toBe(200);
    expect((await t.request('GET', 'account', as(other))).status).toBe(401);
    const login = await t.request('POST', 'login', {
      json: { username: 'asha@example.com', password: 'second-password' },
    });
    expect(login.status).toBe(200);
    // The audit log says it happened, never what the password is.
    const { rows } = await t.deps.db.query<{ action: string; detail: string }>(
      "SELECT action, detail FROM audit_log WHERE action = 'POST account-password'",
    );
    expect(rows).toEqual([{ action: 'POST account-password', detail: '' }]);
  });
});

describe('the sessions', () => {
  it('lists each with its device, address and last use, this one marked', async () => {
    await signIn();
    const res = await t.request('GET', 'account-sessions', as(me.cookie));
    const sessions = (await res.json()) as SessionRow[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => !s.current)!;
    expect(deviceName(phone.user_agent)).toBe('Chrome on Android');
    expect(phone.address).toBeTruthy();
  });

  it('ends one of theirs, or all the others; someone else’s is a 404', async () => {
    const phone = await signIn();
    const laptop = await signIn('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15');
    const others = (await (
      await t.request('GET', 'account-sessions', as(me.cookie))
    ).json()) as SessionRow[];
    const phoneRow = others.find((s) => !s.current && s.user_agent === PHONE)!;
    const stranger = await addStaff(t, 'editor');
    const refused = await t.request('DELETE', 'account-session', {
      params: { id: phoneRow.id },
      ...as(stranger.cookie),
    });
    expect(refused.status).toBe(404);
    expect((await t.request('GET', 'account', as(phone))).status).toBe(200);

    const ended = await t.request('DELETE', 'account-session', {
      params: { id: phoneRow.id },
      ...as(me.cookie),
    });
    expect(ended.status).toBe(200);
    expect((await t.request('GET', 'account', as(phone))).status).toBe(401);

    const rest = await t.request('POST', 'account-sessions-end-others', as(me.cookie));
    expect(await rest.json()).toEqual({ status: 'success', message: '1 other session ended' });
    expect((await t.request('GET', 'account', as(laptop))).status).toBe(401);
    expect((await t.request('GET', 'account', as(me.cookie))).status).toBe(200);
  });
});

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s is %s', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });
});

describe('the photo', () => {
  const upload = (image: File | string) =>
    t.request('POST', 'account-avatar', { form: { image }, ...as(me.cookie) });
  const avatarPath = async () =>
    (
      (await (await t.request('GET', 'account', as(me.cookie))).json()) as {
        avatar_path: string | null;
      }
    ).avatar_path;
  const mediaCount = async () =>
    (await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media')).rows[0]!.n;

  it('is uploaded through the image pipeline, served, and replaced without leaving the old one behind', async () => {
    const first = await upload(file(await pngBytes(40, 40)));
    expect(first.status).toBe(200);
    const { avatar_path } = (await first.json()) as { avatar_path: string };
    expect(avatar_path).toMatch(/^uploads\/.+\.png$/);
    expect(await avatarPath()).toBe(avatar_path);
    const served = await t.app.request(`/backend/public/${avatar_path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = await upload(file(await pngBytes(50, 50)));
    const next = ((await second.json()) as { avatar_path: string }).avatar_path;
    expect(next).not.toBe(avatar_path);
    expect(await mediaCount()).toBe(1);
    expect((await t.app.request(`/backend/public/${avatar_path}`)).status).toBe(404);

    const removed = await t.request('DELETE', 'account-avatar', as(me.cookie));
    expect(removed.status).toBe(200);
    expect(await avatarPath()).toBeNull();
    expect(await mediaCount()).toBe(0);
    const again = await t.request('DELETE', 'account-avatar', as(me.cookie));
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      404,
      'You have no photo to remove',
    ]);
  });

  it('refuses what is not an image by its content, and a missing file, changing nothing', async () => {
    await upload(file(await pngBytes(40, 40)));
    const before = await avatarPath();
    for (const [image, status] of [
      [file('<svg onload="alert(1)"></svg>', 'me.png', 'image/png'), 400],
      [file('GIF89a but not really', 'me.gif', 'image/gif'), 400],
    ] as const) {
      const res = await upload(image);
      expect(res.status).toBe(status);
    }
    const none = await t.request('POST', 'account-avatar', { form: {}, ...as(me.cookie) });
    expect([none.status, ((await none.json()) as { message: string }).message]).toEqual([
      400,
      'image is required',
    ]);
    expect(await avatarPath()).toBe(before);
    expect(await mediaCount()).toBe(1);
  });

  it('needs a session: without one the call is 401', async () => {
    const res = await t.request('POST', 'account-avatar', {
      form: { image: file(await pngBytes(40, 40)) },
    });
    expect(res.status).toBe(401);
  });
});
