/**
 * Addition (staff): what the staff calls send and answer. The owner and editors invite people by
 * a one-time link (its token is shown once and kept only as a hash); the invitee chooses a
 * display name and a password and signs in with their email. The owner changes roles and
 * suspends accounts; the last owner always stays one.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { ROLES } from './roles';

export const INVITATION_DAYS = 7;
/** How long the owner's password-reset link for a staff member stays valid. */
export const RESET_HOURS = 24;
export const STAFF_LIMITS = { nameMax: 100, emailMax: 254 } as const;

export const staffRole = z.enum(ROLES, {
  error: 'role must be contributor, author, editor or owner',
});

/** Loose on purpose (a mail server decides the rest): one @, something on each side, a dot after. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const displayName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(STAFF_LIMITS.nameMax, `Name must be at most ${STAFF_LIMITS.nameMax} characters`);

export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  /** What they sign in with: their email for invited staff. */
  username: z.string(),
  display_name: z.string(),
  email: z.string(),
  role: staffRole,
  suspended: z.boolean(),
  created_at: z.string(),
  /** Posts they are the author of. */
  posts: z.number().int().nonnegative(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const invitationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  /** Who sent it; empty when that account is gone. */
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** q=staff: everyone on the staff, and the invitations not yet used or revoked. */
export const staffAnswer = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(invitationSchema),
});
export type StaffAnswer = z.infer<typeof staffAnswer>;

export const inviteInput = z.object({
  name: displayName,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(STAFF_LIMITS.emailMax, `Email must be at most ${STAFF_LIMITS.emailMax} characters`)
    .regex(EMAIL_PATTERN, 'Email must be an address like name@example.com')
    .transform((email) => email.toLowerCase()),
  role: staffRole,
});
export type InviteInput = z.infer<typeof inviteInput>;

/**
 * Whether a one-time link also went out by mail: `sent`, `failed` (the link stands; the admin
 * copies it) or `off` (no SMTP_URL on the server: the admin copies it, as always).
 */
export const mailOutcome = z.enum(['sent', 'failed', 'off']);
export type MailOutcome = z.infer<typeof mailOutcome>;

/** The link's token, answered once: only its hash is kept. */
export const invitationCreatedAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  id: z.number().int().positive(),
  token: z.string(),
  expires_at: z.string(),
  mail: mailOutcome,
});

/** q=invitation&token= (public): what the invitee is invited as. */
export const invitationAnswer = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRole,
  expires_at: z.string(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

const linkToken = z.string({ error: 'token is required' }).max(100, 'token is not valid');
const newPassword = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, 'Password is too long');

export const acceptInvitationInput = z.object({
  token: linkToken,
  display_name: displayName,
  password: newPassword,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

const memberId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`)
    .max(2_147_483_647, `${field} is too large`);
const staffId = memberId('id');

export const staffRoleInput = z.object({ id: staffId, role: staffRole });
export const staffSuspendInput = z.object({
  id: staffId,
  suspended: z.boolean({ error: 'suspended must be true or false' }),
});

/** The owner's reset of someone else's password: a one-time link for them (and their sessions end). */
export const passwordResetInput = z.object({ id: staffId });
/** The reset link's token, answered once (only its hash is kept), as an invitation's. */
export const passwordResetCreatedAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
  expires_at: z.string(),
  mail: mailOutcome,
});

/** q=password-reset&token= (public): whose password the link resets. */
export const passwordResetAnswer = z.object({
  display_name: z.string(),
  username: z.string(),
  expires_at: z.string(),
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

/** POST q=password-reset (public): the new password, under the usual policy; signs them in. */
export const passwordResetDoneInput = z.object({ token: linkToken, password: newPassword });
export type PasswordResetDoneInput = z.infer<typeof passwordResetDoneInput>;

/**
 * Deleting a staff member (the owner): `posts_to` is who receives their posts, required when they
 * have any; another, existing staff member.
 */
export const staffDeleteQuery = z.object({
  id: staffId,
  posts_to: memberId('posts_to').optional(),
});
export type StaffDeleteQuery = z.infer<typeof staffDeleteQuery>;
