import { describe, expect, it } from 'vitest';

import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
  verifyTotp,
  type TotpAlgorithm,
} from '../../server/auth/totp';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890', 'ascii'),
  sha256: Buffer.from('12345678901234567890123456789012', 'ascii'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'),
};
// [time in seconds, SHA-1, SHA-256, SHA-512], verbatim from the RFC's table.
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC test vectors at T=%i', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totpCode(SEEDS.sha1, at, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(totpCode(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpCode(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('encodes and decodes base32 as RFC 4648 does', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('makes random 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  const secret = base32Encode(SEEDS.sha1);
  const key = SEEDS.sha1;
  const now = 1_700_000_015_000;
  const step = totpStep(now);

  it('accepts the current step and one either side, and nothing further', () => {
    expect(verifyTotp(secret, totpCode(key, now), now, null)).toBe(step);
    expect(verifyTotp(secret, totpCode(key, now - 30_000), now, null)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(key, now + 30_000), now, null)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(key, now - 60_000), now, null)).toBeNull();
    expect(verifyTotp(secret, totpCode(key, now + 60_000), now, null)).toBeNull();
  });

  it('refuses a code whose step was already used, even within its window', () => {
    const code = totpCode(key, now);
    expect(verifyTotp(secret, code, now, step)).toBeNull();
    expect(verifyTotp(secret, totpCode(key, now - 30_000), now, step - 1)).toBeNull();
    expect(verifyTotp(secret, totpCode(key, now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits', () => {
    expect(verifyTotp(secret, '12345', now, null)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now, null)).toBeNull();
    expect(verifyTotp(secret, totpCode(key, now, { digits: 8 }), now, null)).toBeNull();
  });

  it('writes the standard otpauth address', () => {
    const url = new URL(otpauthUrl('Bet Pulse', 'ann@example.com', 'ABC'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.href.startsWith('otpauth://totp/Bet%20Pulse:ann%40example.com?')).toBe(true);
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('issuer')).toBe('Bet Pulse');
  });
});
