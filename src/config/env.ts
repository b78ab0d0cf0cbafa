/**
 * The app's settings, read once at build time. Nothing else reads `import.meta.env`.
 * (Plain code rather than zod: this module is in every reader's first download.)
 */
const raw = import.meta.env as Record<string, string | boolean | undefined>;

/** The setting `name`, trimmed, or `fallback` when it is unset or blank. */
export function text(name: string, fallback: string): string {
  const value = raw[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/**
 * Origin of the backend; '' means the app's own origin. On its own too, so that the early script,
 * which needs nothing else of these, does not carry the rest.
 */
export const apiOrigin = text('VITE_API_ORIGIN', '').replace(/\/+$/, '');

export const env = {
  apiOrigin,
  brandName: text('VITE_BRAND_NAME', 'BetPulse'),
  contactEmail: text('VITE_CONTACT_EMAIL', 'hello@betpulse.example'),
  contactPhone: text('VITE_CONTACT_PHONE', '+91 98765 43210'),
  supportEmail: text('VITE_SUPPORT_EMAIL', 'support@betpulse.example'),
  legacyAdmin: ['true', '1'].includes(text('VITE_LEGACY_ADMIN', 'false')),
  legacyAdminUsername: text('VITE_LEGACY_ADMIN_USERNAME', ''),
  legacyAdminHash: text('VITE_LEGACY_ADMIN_HASH', ''),
} as const;
export type Env = typeof env;
