/**
 * Addition (staff): two-factor login (TOTP, RFC 6238). A person turns it on from their account
 * (a pending secret, confirmed by a code), keeps ten one-time recovery codes, and from then on a
 * right password answers a challenge that `q=login-code` completes with a code. The owner may
 * require it of all staff.
 */
import { z } from 'zod';
import { LIMITS } from './limits';

export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a login may take before the password is asked again. */
export const LOGIN_CHALLENGE_MINUTES = 5;

/** One's own 2FA state, and the site's rule (GET q=two-factor). */
export const twoFactorAnswer = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes (0 while 2FA is off). */
  recovery_codes_left: z.number().int().min(0),
  /** The owner requires 2FA of all staff. */
  required: z.boolean(),
});
export type TwoFactorState = z.infer<typeof twoFactorAnswer>;

/** A new pending secret: in text and as the otpauth:// address its QR code carries. */
export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupAnswer>;

/** Spaces and dashes typed or pasted within a code are dropped. */
const codeText = (required: string) =>
  z
    .string({ error: required })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, required).max(40, 'That code is too long'));

export const twoFactorCodeInput = z.object({
  code: codeText('Enter the 6-digit code from your app').pipe(
    z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  ),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInput>;

/** Turning 2FA off, or new recovery codes: the current password. */
export const twoFactorPasswordInput = z.object({
  password: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(LIMITS.passwordMax, 'Password is too long'),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordInput>;

/** The recovery codes, answered this once (only their hashes are kept). */
export const recoveryCodesAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

export const twoFactorRequiredInput = z.object({
  required: z.boolean({ error: 'required must be true or false' }),
});

/** q=login's answer: signed in, or (2FA on) a challenge for q=login-code. */
export const loginAnswer = z.union([
  z.object({ status: z.literal('success') }),
  z.object({ status: z.literal('two_factor'), challenge: z.string() }),
]);

/** The second step of a login: the challenge and a code from the app, or a recovery code. */
export const loginCodeInput = z.object({
  challenge: z
    .string({ error: 'Your sign-in has expired. Log in again.' })
    .min(1, 'Your sign-in has expired. Log in again.')
    .max(100, 'Your sign-in has expired. Log in again.'),
  code: codeText('Enter the code from your app or a recovery code'),
});
export type LoginCodeInput = z.infer<typeof loginCodeInput>;

/** The texts the server and the admin share (tests read them too). */
export const TWO_FACTOR_TEXTS = {
  wrongCode: 'That code is not right. Try the newest code from your app.',
  expired: 'Your sign-in has expired. Log in again.',
  requiredFirst:
    'Two-factor login is required on this site: turn on two-factor login on Your account first.',
} as const;
