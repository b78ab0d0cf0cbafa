/**
 * Addition (staff): the audit log. Every staff write that succeeded, and every login and failed
 * login, as one entry: who, what, which item, when and from where. The owner and editors read the
 * whole log; everyone else reads their own entries (the dashboard's "Recent activity").
 */
import { z } from 'zod';

/** What an entry was done to (empty for a login). */
export const AUDIT_KINDS = [
  'post',
  'category',
  'popular',
  'banner',
  'campaign',
  'prediction',
  'share-link',
  'revision',
  'site-texts',
  'staff',
  'invitation',
  'session',
  'site',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  post: 'Posts',
  category: 'Categories',
  popular: 'Popular list',
  banner: 'Banners',
  campaign: 'Campaigns',
  prediction: 'Predictions',
  'share-link': 'Share links',
  revision: 'Revisions',
  'site-texts': 'Site texts',
  staff: 'Staff',
  invitation: 'Invitations',
  session: 'Logins',
  site: 'Import and export',
};

/** Each action as a person would say it. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'POST posts': 'created a post',
  'POST site-import': 'started an import',
  'GET site-export': 'exported the site',
  'POST site-restore': 'restored the site',
  'POST post-update': 'saved a post',
  'DELETE post-delete': 'deleted a post',
  'POST categories': 'added a category',
  'POST category-update': 'changed a category',
  'DELETE category-delete': 'deleted a category',
  'POST popular-save': 'saved the popular list',
  'POST banners': 'saved a banner',
  'DELETE banner-delete': 'removed a banner',
  'POST campaigns': 'added a campaign',
  'POST campaign-update': 'saved a campaign',
  'DELETE campaign-delete': 'deleted a campaign',
  'POST campaign-report-link': 'created a campaign report link',
  'DELETE campaign-report-link': 'revoked a campaign report link',
  'POST post-revision-restore': 'restored a revision',
  'POST share-links': 'created a share link',
  'DELETE share-link-delete': 'revoked a share link',
  'POST prediction-settle': 'settled a prediction',
  'POST prediction-void': 'voided a prediction',
  'POST site-texts': 'changed the site texts',
  'POST staff-invite': 'invited someone',
  'DELETE staff-invitation': 'revoked an invitation',
  'POST staff-role': 'changed a role',
  'POST staff-suspend': 'changed an account',
  'POST staff-password-reset': 'reset a password',
  'DELETE staff-member': 'deleted an account',
  'POST password-reset': 'set a new password from a reset link',
  'POST invitation-accept': 'joined the staff',
  'POST account': 'changed their account',
  'POST account-password': 'changed their password',
  'DELETE account-session': 'ended a session',
  'POST account-sessions-end-others': 'ended their other sessions',
  'POST account-avatar': 'changed their photo',
  'DELETE account-avatar': 'removed their photo',
  'POST two-factor-setup': 'started setting up two-factor login',
  'POST two-factor-confirm': 'turned on two-factor login',
  'POST two-factor-disable': 'turned off two-factor login',
  'POST two-factor-recovery-codes': 'made new recovery codes',
  'POST two-factor-required': 'changed the two-factor rule for staff',
  login: 'signed in',
  'login failed': 'failed to sign in',
  'password reset from the shell': 'had their password reset from the server’s shell',
};

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  item_kind: z.string(),
  item_id: z.string(),
  detail: z.string(),
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page is too large')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .optional(),
  kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}` }).optional(),
  /** A staff member's id: only what they did. */
  actor: z.coerce
    .number({ error: 'actor must be a staff member id' })
    .int('actor must be a staff member id')
    .positive('actor must be a staff member id')
    .max(2_147_483_647, 'actor must be a staff member id')
    .optional(),
});

export const auditAnswer = z.object({
  entries: z.array(auditEntrySchema),
  /** Entries matching the filters, all pages. */
  total: z.number().int().nonnegative(),
});
export type AuditAnswer = z.infer<typeof auditAnswer>;
