import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  clearAttempts,
  forgetAttempt,
  LOCKOUT,
  lockedUntil,
  purgeOldAttempts,
  recordAttempt,
  tooManyAttempts,
  type AttemptKey,
} from '../../server/auth/lockout';
import type { Db } from '../../server/db/connect';
import { openTestDb } from './helpers';

let db: Db;
const start = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const admin: AttemptKey = { username: 'admin', ip: '203.0.113.7' };

// Opening a database takes seconds: one for the file, emptied before each test.
beforeAll(async () => {
  db = await openTestDb();
});
beforeEach(async () => {
  await db.query('DELETE FROM login_attempts');
});

async function fail(key: AttemptKey, times: number, when: Date) {
  for (let i = 0; i < times; i++) await recordAttempt(db, key, when);
}

describe('login lockout', () => {
  it('is not locked after 4 failures for a username from an address', async () => {
    await fail(admin, 4, start);
    expect(await lockedUntil(db, admin, start)).toBeNull();
  });

  it('locks a username from an address after 5 failures, until the 5th-latest leaves the window', async () => {
    await fail(admin, 1, start);
    await fail(admin, 4, at(60_000));
    const until = await lockedUntil(db, admin, at(61_000));
    expect(until).toEqual(at(LOCKOUT.windowMs));
    expect(await lockedUntil(db, admin, at(LOCKOUT.windowMs))).toBeNull();
  });

  it('counts usernames case-insensitively', async () => {
    await fail({ ...admin, username: 'Admin' }, 3, start);
    await fail({ ...admin, username: 'ADMIN' }, 2, start);
    expect(await lockedUntil(db, admin, start)).not.toBeNull();
  });

  it('does not lock the same username from another address', async () => {
    await fail(admin, 5, start);
    expect(await lockedUntil(db, { ...admin, ip: '198.51.100.1' }, start)).toBeNull();
  });

  it('locks an address after 20 failures across usernames', async () => {
    for (let i = 0; i < 19; i++) await fail({ username: `user${i}`, ip: admin.ip }, 1, start);
    expect(await lockedUntil(db, { username: 'someone-else', ip: admin.ip }, start)).toBeNull();
    await fail({ username: 'user19', ip: admin.ip }, 1, start);
    expect(await lockedUntil(db, { username: 'someone-else', ip: admin.ip }, start)).toEqual(
      at(LOCKOUT.windowMs),
    );
  });

  it('with beforeId, lets exactly the first attempts up to the limit through', async () => {
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await recordAttempt(db, admin, start));
    const verdicts = await Promise.all(ids.map((id) => lockedUntil(db, admin, start, id)));
    expect(verdicts.map((v) => v === null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('forgetting an attempt and clearing a username remove only those failures', async () => {
    const other: AttemptKey = { username: 'editor', ip: admin.ip };
    await fail(other, 3, start);
    const id = await recordAttempt(db, admin, start);
    await fail(admin, 4, start);
    await forgetAttempt(db, id);
    expect(await lockedUntil(db, admin, start)).toBeNull();
    await fail(admin, 1, start);
    expect(await lockedUntil(db, admin, start)).not.toBeNull();
    await clearAttempts(db, admin);
    expect(await lockedUntil(db, admin, start)).toBeNull();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_attempts');
    expect(rows[0]?.n).toBe(3);
  });

  it('purges failures older than the window', async () => {
    await fail(admin, 2, start);
    await fail(admin, 1, at(LOCKOUT.windowMs));
    await purgeOldAttempts(db, at(LOCKOUT.windowMs));
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_attempts');
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 429 with Retry-After in seconds and the wait in minutes', () => {
    const error = tooManyAttempts(at(14 * 60_000 + 1_500), start);
    expect(error.status).toBe(429);
    expect(error.extra.headers).toEqual({ 'Retry-After': '842' });
    expect(error.message).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect(tooManyAttempts(at(30_000), start).message).toBe(
      'Too many failed login attempts. Try again in 1 minute.',
    );
  });
});
