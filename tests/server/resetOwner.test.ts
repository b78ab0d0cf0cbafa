/** `npm run reset-owner-password`: the locked-out owner gets a new password, and only them. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { resetOwnerPassword } from '../../server/auth/resetOwner';
import { makeTestApp, type TestApp } from './helpers';
import { addStaff } from './staff';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({}, { freshAuth: true });
});
afterEach(() => t.close());

describe('reset-owner-password', () => {
  it('gives the first owner a new password, ends their sessions and lifts a suspension', async () => {
    const cookie = await t.login();
    await t.deps.db.query("UPDATE admin_users SET suspended_at = now() WHERE username = 'admin'");
    const { username, password } = await resetOwnerPassword(t.deps.db, undefined, new Date());
    expect(username).toBe('admin');
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await t.request('GET', 'account', { cookie })).status).toBe(401);
    const login = await t.request('POST', 'login', { json: { username: 'admin', password } });
    expect(login.status).toBe(200);
    const { rows } = await t.deps.db.query(
      "SELECT action, address FROM audit_log WHERE address = 'shell'",
    );
    expect(rows).toEqual([{ action: 'password reset from the shell', address: 'shell' }]);
  });

  it('names another owner, and never resets someone who is not an owner', async () => {
    await addStaff(t, 'owner', 'second@example.com');
    await addStaff(t, 'editor', 'editor@example.com');
    expect((await resetOwnerPassword(t.deps.db, 'SECOND@example.com', new Date())).username).toBe(
      'second@example.com',
    );
    await expect(resetOwnerPassword(t.deps.db, 'editor@example.com', new Date())).rejects.toThrow(
      'No owner is called "editor@example.com".',
    );
  });
});
