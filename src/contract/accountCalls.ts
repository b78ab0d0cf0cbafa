/**
 * Addition (staff): a person's own account. Their name as readers see it and a short bio; their
 * password (the current one is required, and changing it ends their other sessions); and their
 * sessions, each of which they can end.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { staffRole, STAFF_LIMITS } from './staffCalls';

export const BIO_MAX = 300;

export const accountAnswer = z.object({
  username: z.string(),
  display_name: z.string(),
  email: z.string(),
  bio: z.string(),
  role: staffRole,
  /** Their photo (a media path, `uploads/…`), shown on their author page; null without one. */
  avatar_path: z.string().nullable(),
});
export type Account = z.infer<typeof accountAnswer>;

export const accountInput = z.object({
  display_name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(STAFF_LIMITS.nameMax, `Name must be at most ${STAFF_LIMITS.nameMax} characters`),
  bio: z
    .string({ error: 'Bio must be text' })
    .trim()
    // Plain text, escaped wherever it is shown (never HTML).
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .default(''),
});
export type AccountInput = z.infer<typeof accountInput>;

export const passwordChangeInput = z.object({
  current_password: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(LIMITS.passwordMax, 'Password is too long'),
  new_password: z
    .string({ error: `New password must be at least ${LIMITS.passwordMin} characters` })
    .min(LIMITS.passwordMin, `New password must be at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, 'New password is too long'),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const sessionRowSchema = z.object({
  id: z.number().int().positive(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The browser's User-Agent as it was sent (`deviceName` words it). */
  user_agent: z.string(),
  address: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows"; "Unknown device" else. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const system = /iPhone|iPad/.test(userAgent)
    ? /iPad/.test(userAgent)
      ? 'iPad'
      : 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'Unknown device';
}
