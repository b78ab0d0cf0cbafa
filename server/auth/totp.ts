/**
 * Time-based one-time passwords (RFC 6238, on HOTP, RFC 4226): what authenticator apps show.
 * The site's codes are 6 digits, a 30 s step, HMAC-SHA-1, from a random 160-bit secret in base32
 * (RFC 4648); `totpCode` takes digits and algorithm so that the RFC's own vectors can be checked.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export const TOTP = { digits: 6, stepSeconds: 30, algorithm: 'sha1', secretBytes: 20 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random 160-bit secret, in base32 (32 characters). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

/** HOTP (RFC 4226 §5.3): the code for one counter value. */
export function hotpCode(
  key: Uint8Array,
  counter: number,
  digits: number = TOTP.digits,
  algorithm: TotpAlgorithm = TOTP.algorithm,
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in (seconds since the epoch over the step). */
export function totpStep(atMs: number, stepSeconds: number = TOTP.stepSeconds): number {
  return Math.floor(atMs / 1000 / stepSeconds);
}

/** TOTP (RFC 6238 §4): the code at a moment. */
export function totpCode(
  key: Uint8Array,
  atMs: number,
  options: { digits?: number; algorithm?: TotpAlgorithm; stepSeconds?: number } = {},
): string {
  return hotpCode(
    key,
    totpStep(atMs, options.stepSeconds),
    options.digits ?? TOTP.digits,
    options.algorithm ?? TOTP.algorithm,
  );
}

/**
 * The step a 6-digit `code` is right for, among the current step and one either side (a clock a
 * little off, a code typed as it turned), and only later than `lastStep` (the last one used: a
 * code is never accepted twice, even within its window). Null when it is not right.
 */
export function verifyTotp(
  secret: string,
  code: string,
  atMs: number,
  lastStep: number | null,
): number | null {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  let found: number | null = null;
  // Every candidate is computed and compared in constant time: the timing tells nothing.
  for (const step of [now - 1, now, now + 1]) {
    const right = timingSafeEqual(Buffer.from(hotpCode(key, step)), Buffer.from(code));
    if (right && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}

/** The standard otpauth:// address authenticator apps read from the QR code. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
