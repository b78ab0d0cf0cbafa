/**
 * Legacy login, for backends that have no `q=login` (the seed's original behaviour: the browser
 * checks the credentials itself). Used only when VITE_LEGACY_ADMIN is on AND the backend answers
 * q=login with 404/405.
 *
 * It protects nothing. Everything needed to pass this check ships in the bundle (the username and
 * a salted SHA-256 of the password, which a fast hash makes cheap to brute-force), anyone can set
 * sessionStorage.isAdminLoggedIn = 'true' by hand, and such a backend accepts admin calls from
 * anyone anyway. It only keeps the admin screens out of casual sight. That is why the server mode
 * exists: there the server checks the password (scrypt), keeps the session in an HttpOnly cookie
 * and refuses every admin call without it. The one thing this mode does guarantee is that the
 * plain password is never in the bundle: only `VITE_LEGACY_ADMIN_HASH` = "<salt-hex>:<hash-hex>",
 * made by `npm run legacy-hash -- <password>` (scripts/legacy-hash.ts).
 */

export interface LegacyConfig {
  legacyAdminUsername: string;
  /** "<salt-hex>:<sha256-hex of salt-hex + password>" */
  legacyAdminHash: string;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the pair matches the build-time settings; false when they are missing or malformed. */
export async function checkLegacyCredentials(
  credentials: { username: string; password: string },
  config: LegacyConfig,
): Promise<boolean> {
  const match = /^([0-9a-f]+):([0-9a-f]{64})$/i.exec(config.legacyAdminHash.trim());
  if (!match || !config.legacyAdminUsername) return false;
  const [, salt, expected] = match;
  const actual = await sha256Hex(`${salt!.toLowerCase()}${credentials.password}`);
  return (
    credentials.username.trim() === config.legacyAdminUsername && actual === expected!.toLowerCase()
  );
}
