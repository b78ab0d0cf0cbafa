/**
 * Prints the VITE_LEGACY_ADMIN_HASH value for the legacy admin login (a backend without q=login):
 *
 *   npm run legacy-hash -- '<password>'
 *   → VITE_LEGACY_ADMIN_HASH=<salt-hex>:<sha256-hex of salt-hex + password>
 *
 * Only the salted hash goes into the build, never the password. That still protects nothing
 * (see src/features/admin/auth/legacyLogin.ts): the server mode with q=login is the real login.
 */
import { createHash, randomBytes } from 'node:crypto';

const password = process.argv[2];
if (!password || password.length < 6) {
  console.error("Usage: npm run legacy-hash -- '<password>'  (at least 6 characters)");
  process.exit(1);
}
const salt = randomBytes(16).toString('hex');
const hash = createHash('sha256').update(`${salt}${password}`, 'utf8').digest('hex');
console.log(`VITE_LEGACY_ADMIN_HASH=${salt}:${hash}`);
