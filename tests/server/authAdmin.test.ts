import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ensureAdminUser } from '../../server/auth/admin';
import { verifyPassword } from '../../server/auth/password';
import type { AuthDeps } from '../../server/auth/sessions';
import type { Db } from '../../server/db/connect';
import { testSettings, type Settings } from '../../server/settings';
import { openTestDb } from './helpers';

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
});
beforeEach(async () => {
  await db.query('DELETE FROM admin_users');
});

function deps(overrides: Partial<Settings>): AuthDeps {
  return { db, settings: testSettings(overrides), now: () => new Date() };
}

async function admins() {
  const { rows } = await db.query<{ id: number; username: string; password_hash: string }>(
    'SELECT id, username, password_hash FROM admin_users ORDER BY id',
  );
  return rows;
}

/** Everything written to stdout while `fn` runs. */
async function stdoutOf(fn: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('');
}

describe('admin account on start', () => {
  it('is created on first start from ADMIN_USERNAME / ADMIN_PASSWORD, hashed, nothing printed', async () => {
    const out = await stdoutOf(() =>
      ensureAdminUser(deps({ adminUsername: 'editor', adminPassword: 'a-long-secret' })),
    );
    const [admin, ...others] = await admins();
    expect(others).toHaveLength(0);
    expect(admin?.username).toBe('editor');
    expect(admin?.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('a-long-secret', admin!.password_hash)).toBe(true);
    expect(out).not.toContain('a-long-secret');
  });

  it('without ADMIN_PASSWORD, generates a strong password and prints it once', async () => {
    const first = await stdoutOf(() => ensureAdminUser(deps({ adminPassword: '' })));
    const printed = /password: (\S+)/.exec(first)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first).toContain('username: admin');
    const [admin] = await admins();
    expect(await verifyPassword(printed!, admin!.password_hash)).toBe(true);

    // Second start: the same account, the same password, nothing printed.
    const second = await stdoutOf(() => ensureAdminUser(deps({ adminPassword: '' })));
    expect(second).toBe('');
    const [again, ...others] = await admins();
    expect(others).toHaveLength(0);
    expect(again?.password_hash).toBe(admin?.password_hash);
  });

  it('instances starting together on one database make one owner and print one password', async () => {
    const printed = await stdoutOf(async () => {
      await Promise.all(
        Array.from({ length: 4 }, () => ensureAdminUser(deps({ adminPassword: '' }))),
      );
    });
    expect(await admins()).toHaveLength(1);
    expect(printed.match(/password: /g)).toHaveLength(1);
  });

  it('keeps the stored password when ADMIN_PASSWORD is unchanged', async () => {
    await ensureAdminUser(deps({ adminPassword: 'a-long-secret' }));
    const [before] = await admins();
    await ensureAdminUser(deps({ adminPassword: 'a-long-secret' }));
    const [after] = await admins();
    expect(after?.password_hash).toBe(before?.password_hash);
  });

  it('a changed ADMIN_PASSWORD replaces the stored one and ends the admin’s sessions', async () => {
    await ensureAdminUser(deps({ adminPassword: 'old-password' }));
    const [admin] = await admins();
    await db.query(
      `INSERT INTO admin_sessions (token_hash, user_id, expires_at, created_at)
       VALUES ($1, $2, now() + interval '1 hour', now())`,
      ['a'.repeat(64), admin!.id],
    );
    await ensureAdminUser(deps({ adminPassword: 'new-password' }));
    const [after] = await admins();
    expect(await verifyPassword('new-password', after!.password_hash)).toBe(true);
    expect(await verifyPassword('old-password', after!.password_hash)).toBe(false);
    const { rows } = await db.query('SELECT 1 FROM admin_sessions');
    expect(rows).toHaveLength(0);
  });

  it('treats the username case-insensitively: no second account for "Admin"', async () => {
    await ensureAdminUser(deps({ adminUsername: 'admin', adminPassword: 'a-long-secret' }));
    await ensureAdminUser(deps({ adminUsername: 'Admin', adminPassword: 'a-long-secret' }));
    expect(await admins()).toHaveLength(1);
  });

  it('refuses to start with an ADMIN_PASSWORD the login form could never accept', async () => {
    await expect(ensureAdminUser(deps({ adminPassword: 'short' }))).rejects.toThrow(
      'ADMIN_PASSWORD must be 6 to 200 characters',
    );
    expect(await admins()).toHaveLength(0);
  });
});
