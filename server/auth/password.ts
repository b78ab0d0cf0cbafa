/**
 * Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash`, salt and hash
 * base64url, so the cost can be raised later without invalidating existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface HashCost {
  N: number;
  r: number;
  p: number;
}

/** 2^15 × 8 × 128 bytes = 32 MiB of memory and some tens of ms per hash: costly to brute-force. */
export const COST: Readonly<HashCost> = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Hashes with stronger parameters than this are refused rather than allowed to exhaust memory. */
const MAX_N = 2 ** 20;

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function options(N: number, r: number, p: number): ScryptOptions {
  // Node's default maxmem (32 MiB) is just at the limit of our cost; leave headroom.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

export function hashPassword(password: string): Promise<string> {
  return hashPasswordAt(password, COST);
}

/** A hash at the given cost (the server suite's cheaper one; verifying reads it from the hash). */
export async function hashPasswordAt(password: string, cost: HashCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_BYTES, options(cost.N, cost.r, cost.p));
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, nText, rText, pText, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || saltText === undefined || keyText === undefined || rest.length > 0) {
    return null;
  }
  const [N, r, p] = [nText, rText, pText].map(Number) as [number, number, number];
  const validInt = (n: number) => Number.isInteger(n) && n > 0;
  if (
    !validInt(N) ||
    !validInt(r) ||
    !validInt(p) ||
    N > MAX_N ||
    r > 32 ||
    p > 16 ||
    (N & (N - 1)) !== 0
  )
    return null;
  const salt = Buffer.from(saltText, 'base64url');
  const key = Buffer.from(keyText, 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Whether `password` matches `stored`; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scryptAsync(password, salt, key.length, options(N, r, p));
  return timingSafeEqual(candidate, key);
}

/**
 * A hash nobody knows the password of. scrypt's running time depends only on its parameters, so a
 * random salt and key cost exactly what a real hash at that cost costs.
 */
export function dummyHash(cost: HashCost): string {
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    randomBytes(SALT_BYTES).toString('base64url'),
    randomBytes(KEY_BYTES).toString('base64url'),
  ].join('$');
}

const DUMMY_HASH = dummyHash(COST);

/**
 * Spends the same time as checking a real password, for logins with an unknown username, so the
 * answer time does not tell whether the username exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

/** A strong random password for the first admin: 144 bits, 24 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
