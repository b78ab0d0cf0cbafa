import { describe, expect, it, vi } from 'vitest';

import {
  generatePassword,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../server/auth/password';
import { hashToken, looksLikeToken, newSessionToken } from '../../server/auth/tokens';

// The real cost, not the server suite's cheaper one (tests/server/setup.ts).
vi.unmock('../../server/auth/password');

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt, never the password', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 15);
    expect(Number(r)).toBe(8);
    expect(Number(p)).toBe(1);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('correct-horse-battery');
  });

  it('uses a new random salt each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same-password'),
      hashPassword('same-password'),
    ]);
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(await verifyPassword('correct-horse-battery', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed or absurdly expensive stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain-text-password',
      'bcrypt$10$abc',
      'scrypt$16384$8$1$$',
      'scrypt$1000$8$1$c2FsdA$a2V5', // N not a power of two
      'scrypt$1073741824$8$1$c2FsdA$a2V5', // N = 2^30: would need gigabytes
      'scrypt$16384$8$1$c2FsdA$a2V5$extra',
    ]) {
      expect(await verifyPassword('whatever-password', stored)).toBe(false);
    }
  });

  it('the dummy check for unknown usernames always fails', async () => {
    expect(await verifyAgainstDummy('correct-horse-battery')).toBe(false);
  });

  it('generates strong passwords: 24 URL-safe characters, different every time', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(looksLikeToken(token)).toBe(true);
    expect(newSessionToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 (hex), not as themselves', () => {
    const token = newSessionToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
  });

  it('garbage cookies are recognised before any database lookup', () => {
    for (const value of [
      undefined,
      '',
      'abc',
      'x'.repeat(43) + '=',
      "' OR 1=1 --",
      'a'.repeat(44),
    ]) {
      expect(looksLikeToken(value)).toBe(false);
    }
  });
});
