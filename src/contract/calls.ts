/**
 * The calls table: every call of the contract at `<host>/backend/index.php?q=…`, one row each,
 * with its method, its `q`, who may make it, what it sends and what it answers. Additions to the
 * seed's contract are marked.
 *
 * Everything else follows from it: the server's route table and handler typing
 * (server/routes.ts), the app's request type (`ApiRequest` in src/api/baseApi.ts, so a `q`, a
 * method or an input the table does not have does not compile), the reading pages' requests
 * (src/api/requests.ts) and the answers the app's endpoints check (`responseSchema`).
 *
 * `answer` is the clean shape the reference server sends; what older backends send instead is
 * made into it by the normalisers (normalise.ts) before an endpoint checks it.
 */
import { z } from 'zod';
import {
  adminPostsAnswer,
  adminPostsQuery,
  autosaveAnswer,
  bannerFields,
  bannerLinkField,
  capabilitiesAnswer,
  categoryInput,
  categorySchema,
  categorySearchHitSchema,
  categoryUpdateInput,
  createPostFields,
  editorialPostSchema,
  idQuery,
  keywordQuery,
  loginInput,
  pageQuery,
  popularPostSchema,
  popularSaveInput,
  postIdQuery,
  postSchema,
  postSearchHitSchema,
  revisionRestoreAnswer,
  revisionRestoreInput,
  revisionSchema,
  revisionSummarySchema,
  sessionAnswer,
  shareLinkCreatedAnswer,
  shareLinkInput,
  shareLinkSchema,
  slugQuery,
  statusAnswer,
  tokenQuery,
  updatePostFields,
  autosaveInput,
} from './schemas';
import {
  predictionEventSchema,
  predictionIdQuery,
  predictionRecordAnswer,
  predictionRecordQuery,
  predictionRowSchema,
  predictionSettleInput,
  predictionsAnswer,
  predictionsQuery,
  predictionVoidInput,
} from './predictionCalls';
import { siteTextsInput, siteTextsSchema } from './siteTextsCalls';
import { auditAnswer, auditQuery } from './auditCalls';
import { accountAnswer, accountInput, passwordChangeInput, sessionRowSchema } from './accountCalls';
import {
  acceptInvitationInput,
  invitationAnswer,
  invitationCreatedAnswer,
  inviteInput,
  passwordResetAnswer,
  passwordResetCreatedAnswer,
  passwordResetDoneInput,
  passwordResetInput,
  staffAnswer,
  staffDeleteQuery,
  staffRoleInput,
  staffSuspendInput,
} from './staffCalls';
import { authorAnswer, authorQuery } from './authorCalls';
import {
  adEventInput,
  bannersQuery,
  campaignBannersAnswer,
  campaignFields,
  campaignListQuery,
  campaignReportAnswer,
  campaignReportLinkCreated,
  campaignReportLinkInput,
  campaignReportLinkSchema,
  campaignReportQuery,
  campaignSchema,
  campaignUpdateFields,
} from './campaignCalls';
import {
  loginAnswer,
  loginCodeInput,
  recoveryCodesAnswer,
  twoFactorAnswer,
  twoFactorCodeInput,
  twoFactorPasswordInput,
  twoFactorRequiredInput,
  twoFactorSetupAnswer,
} from './twoFactorCalls';
import {
  analyticsAnswer,
  analyticsPostAnswer,
  analyticsQuery,
  analyticsSummaryAnswer,
  hitInput,
  MOST_READ_MAX,
  mostReadQuery,
  trendingQuery,
} from './analyticsCalls';
import {
  importJobAnswer,
  importStartQuery,
  siteBackupsAnswer,
  siteRestoreAnswer,
} from './siteDataCalls';
import type { Right } from './roles';
import type { Sent } from './sent';

export type Method = 'GET' | 'POST' | 'DELETE';
/** 'admin': only with a staff session on the reference server (else 401). */
export type Access = 'public' | 'admin';

interface CallSpec {
  access: Access;
  /**
   * Addition (staff, roles.ts): the right an admin call needs beyond a session, refused with 403
   * when the session's role lacks it. Without one, any signed-in staff member may make the call.
   * Calls on one post (`posts.write`) are also held to the post's author and status.
   */
  right?: Right;
  /** The query string besides `q` (a call whose fields are all optional may send none). */
  params?: z.ZodType;
  /** A JSON body. */
  json?: z.ZodType;
  /** The text fields of a multipart body (files besides them). */
  form?: z.ZodType;
  /**
   * The body is a file itself (application/octet-stream), streamed to disk as it arrives, with
   * its own size limit; what it is goes in `params`.
   */
  file?: true;
  /** What a successful call answers (the reference server's shape). */
  answer: z.ZodType;
}

function call<const M extends Method, const Q extends string, const S extends CallSpec>(
  method: M,
  q: Q,
  spec: S,
) {
  return { method, q, ...spec };
}

/** A write's usual answer: `status` success and a message. */
const done = statusAnswer.extend({ status: z.literal('success') });

/** q=banners with `update=1`: the image replaces the slot's (a link alone changes the link). */
const bannerUpdateQuery = z.object({
  update: z.coerce.number().pipe(z.literal(1)).optional(),
});

const TABLE = [
  call('GET', 'posts', { access: 'public', params: pageQuery, answer: z.array(postSchema) }),
  /** By slug (public), or by id (the admin form's read; public on seed backends). */
  call('GET', 'post', {
    access: 'public',
    params: z.union([slugQuery, idQuery]),
    answer: postSchema.extend({ moved_to: z.string().optional() }),
  }),
  call('GET', 'category-posts', {
    access: 'public',
    params: slugQuery.extend(pageQuery.shape),
    answer: z.object({ posts: z.array(postSchema) }),
  }),
  call('GET', 'categories', { access: 'public', answer: z.array(categorySchema) }),
  call('GET', 'popular', { access: 'public', answer: z.array(popularPostSchema) }),
  /**
   * Addition (campaigns, campaignCalls.ts): `category` for targeted campaigns, and each slot's
   * drawn campaign (`home_campaign`, `post_campaign`); a seed backend answers `bannersSchema`.
   */
  call('GET', 'banners', { access: 'public', params: bannersQuery, answer: campaignBannersAnswer }),
  call('GET', 'search-posts', {
    access: 'public',
    params: keywordQuery,
    answer: z.array(postSearchHitSchema),
  }),
  call('GET', 'search-categories', {
    access: 'public',
    params: keywordQuery,
    answer: z.array(categorySearchHitSchema),
  }),
  call('GET', 'category', { access: 'admin', params: idQuery, answer: categorySchema }),
  /** `createPostFields` and an optional `image` file. */
  call('POST', 'posts', {
    access: 'admin',
    right: 'posts.write',
    form: createPostFields,
    answer: done.extend({ id: z.number().int().positive(), slug: z.string() }),
  }),
  /** `updatePostFields`, and an `image` file or the `existingImage` path. */
  call('POST', 'post-update', {
    access: 'admin',
    right: 'posts.write',
    form: updatePostFields,
    // Addition: the saved version (a form that stays open sends its `updated_at` next time).
    answer: done.extend({ updated_at: z.string().nullable(), image_path: z.string().nullable() }),
  }),
  call('DELETE', 'post-delete', {
    access: 'admin',
    right: 'posts.write',
    params: idQuery,
    answer: done,
  }),
  call('POST', 'categories', {
    access: 'admin',
    right: 'site.lists',
    json: categoryInput,
    // The seed's shape.
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      id: z.number().int().positive(),
    }),
  }),
  call('POST', 'category-update', {
    access: 'admin',
    right: 'site.lists',
    json: categoryUpdateInput,
    answer: done,
  }),
  call('DELETE', 'category-delete', {
    access: 'admin',
    right: 'site.lists',
    params: idQuery,
    answer: done,
  }),
  call('POST', 'popular-save', {
    access: 'admin',
    right: 'site.lists',
    json: popularSaveInput,
    answer: done,
  }),
  /** `bannerFields`, an `image` file and (addition) an optional `link`. */
  call('POST', 'banners', {
    access: 'admin',
    right: 'site.lists',
    params: bannerUpdateQuery,
    form: bannerFields.extend(bannerLinkField.shape),
    answer: done.extend({ image_path: z.string().nullable() }),
  }),
  call('DELETE', 'banner-delete', {
    access: 'admin',
    right: 'site.lists',
    params: bannerFields,
    answer: done,
  }),
  // additions
  /** Addition (2FA, twoFactorCalls.ts): an account with 2FA answers a challenge instead. */
  call('POST', 'login', { access: 'public', json: loginInput, answer: loginAnswer }),
  call('POST', 'logout', { access: 'public', answer: done }),
  call('GET', 'session', { access: 'public', answer: sessionAnswer }),
  // additions: editorial workflow
  call('GET', 'capabilities', { access: 'public', answer: capabilitiesAnswer }),
  call('GET', 'admin-posts', {
    access: 'admin',
    params: adminPostsQuery,
    answer: adminPostsAnswer,
  }),
  call('GET', 'post-revisions', {
    access: 'admin',
    params: postIdQuery,
    answer: z.array(revisionSummarySchema),
  }),
  call('GET', 'post-revision', { access: 'admin', params: idQuery, answer: revisionSchema }),
  call('POST', 'post-revision-restore', {
    access: 'admin',
    right: 'posts.write',
    json: revisionRestoreInput,
    answer: revisionRestoreAnswer,
  }),
  call('POST', 'post-autosave', {
    access: 'admin',
    right: 'posts.write',
    json: autosaveInput,
    answer: autosaveAnswer,
  }),
  call('GET', 'post-preview', { access: 'admin', params: idQuery, answer: editorialPostSchema }),
  call('POST', 'share-links', {
    access: 'admin',
    right: 'posts.write',
    json: shareLinkInput,
    answer: shareLinkCreatedAnswer,
  }),
  call('GET', 'share-links', {
    access: 'admin',
    params: postIdQuery,
    answer: z.array(shareLinkSchema),
  }),
  call('DELETE', 'share-link-delete', {
    access: 'admin',
    right: 'posts.write',
    params: idQuery,
    answer: done,
  }),
  call('GET', 'shared-post', { access: 'public', params: tokenQuery, answer: editorialPostSchema }),
  // additions: the predictions' record (predictionCalls.ts)
  call('GET', 'predictions', {
    access: 'public',
    params: predictionsQuery,
    answer: predictionsAnswer,
  }),
  call('GET', 'prediction-record', {
    access: 'public',
    params: predictionRecordQuery,
    answer: predictionRecordAnswer,
  }),
  call('GET', 'predictions-to-settle', {
    access: 'admin',
    answer: z.array(predictionRowSchema),
  }),
  call('POST', 'prediction-settle', {
    access: 'admin',
    right: 'site.lists',
    json: predictionSettleInput,
    answer: done,
  }),
  call('POST', 'prediction-void', {
    access: 'admin',
    right: 'site.lists',
    json: predictionVoidInput,
    answer: done,
  }),
  call('GET', 'prediction-history', {
    access: 'admin',
    params: predictionIdQuery,
    answer: z.array(predictionEventSchema),
  }),
  // additions: the responsible-gambling texts (siteTexts.ts)
  call('GET', 'site-texts', { access: 'public', answer: siteTextsSchema }),
  call('POST', 'site-texts', {
    access: 'admin',
    right: 'staff.manage',
    json: siteTextsInput,
    answer: done.extend({ texts: siteTextsSchema }),
  }),
  // additions: staff (staffCalls.ts, roles.ts)
  call('GET', 'staff', { access: 'admin', right: 'staff.invite', answer: staffAnswer }),
  /** An editor may invite contributors and authors only (403 for another role). */
  call('POST', 'staff-invite', {
    access: 'admin',
    right: 'staff.invite',
    json: inviteInput,
    answer: invitationCreatedAnswer,
  }),
  call('DELETE', 'staff-invitation', {
    access: 'admin',
    right: 'staff.invite',
    params: idQuery,
    answer: done,
  }),
  call('GET', 'invitation', { access: 'public', params: tokenQuery, answer: invitationAnswer }),
  /** Makes the invitee's account and signs it in (a session cookie, as q=login). */
  call('POST', 'invitation-accept', {
    access: 'public',
    json: acceptInvitationInput,
    answer: done,
  }),
  call('POST', 'staff-role', {
    access: 'admin',
    right: 'staff.manage',
    json: staffRoleInput,
    answer: done,
  }),
  // additions: one's own account (accountCalls.ts)
  call('GET', 'account', { access: 'admin', answer: accountAnswer }),
  call('POST', 'account', { access: 'admin', json: accountInput, answer: done }),
  /** Needs the current password; ends the person's other sessions. */
  call('POST', 'account-password', { access: 'admin', json: passwordChangeInput, answer: done }),
  call('GET', 'account-sessions', { access: 'admin', answer: z.array(sessionRowSchema) }),
  call('DELETE', 'account-session', { access: 'admin', params: idQuery, answer: done }),
  call('POST', 'account-sessions-end-others', { access: 'admin', answer: done }),
  /** An `image` file (checked by content, as every upload): their photo, replacing the last. */
  call('POST', 'account-avatar', {
    access: 'admin',
    form: z.object({}),
    answer: done.extend({ avatar_path: z.string() }),
  }),
  call('DELETE', 'account-avatar', { access: 'admin', answer: done }),
  // additions: bylines (authorCalls.ts), an author's public page
  call('GET', 'author', { access: 'public', params: authorQuery, answer: authorAnswer }),
  /** The owner and editors read every entry; anyone else their own. */
  call('GET', 'audit-log', { access: 'admin', params: auditQuery, answer: auditAnswer }),
  call('POST', 'staff-suspend', {
    access: 'admin',
    right: 'staff.manage',
    json: staffSuspendInput,
    answer: done,
  }),
  /**
   * The owner resets someone else's password: a one-time link (its token answered once, mailed
   * too with SMTP_URL), and every session of theirs ends at once.
   */
  call('POST', 'staff-password-reset', {
    access: 'admin',
    right: 'staff.manage',
    json: passwordResetInput,
    answer: passwordResetCreatedAnswer,
  }),
  call('GET', 'password-reset', {
    access: 'public',
    params: tokenQuery,
    answer: passwordResetAnswer,
  }),
  /** Sets the new password, uses the link up and signs the person in (as q=login). */
  call('POST', 'password-reset', {
    access: 'public',
    json: passwordResetDoneInput,
    /** `signed_in` false: they use two-factor login, and log in with the new password and a code. */
    answer: done.extend({ signed_in: z.boolean() }),
  }),
  /** The owner deletes an account; its posts (and all else of theirs) go to `posts_to` first. */
  call('DELETE', 'staff-member', {
    access: 'admin',
    right: 'staff.manage',
    params: staffDeleteQuery,
    answer: done,
  }),
  // additions: two-factor login (twoFactorCalls.ts); anyone signed in, for their own account
  call('GET', 'two-factor', { access: 'admin', answer: twoFactorAnswer }),
  /** A new pending secret (replacing one not yet confirmed); 409 when 2FA is already on. */
  call('POST', 'two-factor-setup', { access: 'admin', answer: twoFactorSetupAnswer }),
  /** A right code turns it on; the answer carries the recovery codes, this once. */
  call('POST', 'two-factor-confirm', {
    access: 'admin',
    json: twoFactorCodeInput,
    answer: recoveryCodesAnswer,
  }),
  call('POST', 'two-factor-disable', {
    access: 'admin',
    json: twoFactorPasswordInput,
    answer: done,
  }),
  call('POST', 'two-factor-recovery-codes', {
    access: 'admin',
    json: twoFactorPasswordInput,
    answer: recoveryCodesAnswer,
  }),
  /** The owner requires 2FA of all staff (only with their own on). */
  call('POST', 'two-factor-required', {
    access: 'admin',
    right: 'staff.manage',
    json: twoFactorRequiredInput,
    answer: done,
  }),
  /** The login's second step: a TOTP or recovery code for q=login's challenge (as q=login). */
  call('POST', 'login-code', { access: 'public', json: loginCodeInput, answer: done }),
  // additions: cookie-free analytics (analyticsCalls.ts)
  /** The page-view beacon: 204 with no body, counted or not. */
  call('POST', 'hit', { access: 'public', json: hitInput, answer: z.null() }),
  call('GET', 'analytics', {
    access: 'admin',
    right: 'site.analytics',
    params: analyticsQuery,
    answer: analyticsAnswer,
  }),
  call('GET', 'analytics-summary', {
    access: 'admin',
    right: 'site.analytics',
    answer: analyticsSummaryAnswer,
  }),
  /** A post's own figures: its author's, and anyone's with `site.analytics` (else 403). */
  call('GET', 'analytics-post', {
    access: 'admin',
    right: 'posts.write',
    params: idQuery,
    answer: analyticsPostAnswer,
  }),
  call('GET', 'most-read', {
    access: 'public',
    params: mostReadQuery,
    answer: z.array(postSchema).max(MOST_READ_MAX),
  }),
  call('GET', 'trending', { access: 'public', params: trendingQuery, answer: z.array(postSchema) }),
  // additions: banner campaigns (campaignCalls.ts), kept with the right to keep banners
  call('GET', 'campaigns', {
    access: 'admin',
    right: 'site.lists',
    params: campaignListQuery,
    answer: z.array(campaignSchema),
  }),
  call('GET', 'campaign', {
    access: 'admin',
    right: 'site.lists',
    params: idQuery,
    answer: campaignSchema,
  }),
  /** `campaignFields`, an `image` file (the 5:1 desktop creative) and an optional `phone_image`. */
  call('POST', 'campaigns', {
    access: 'admin',
    right: 'site.lists',
    form: campaignFields,
    answer: done.extend({ id: z.number().int().positive(), campaign: campaignSchema }),
  }),
  /** `campaignUpdateFields`; `image` and `phone_image` files replace the creatives when sent. */
  call('POST', 'campaign-update', {
    access: 'admin',
    right: 'site.lists',
    form: campaignUpdateFields,
    answer: done.extend({ campaign: campaignSchema }),
  }),
  /** With its counters, report links and (when nothing else names them) its images. */
  call('DELETE', 'campaign-delete', {
    access: 'admin',
    right: 'site.lists',
    params: idQuery,
    answer: done,
  }),
  /**
   * A reader's page saw a banner (`served`) or had it in view (`viewable`: half of it for one
   * second). A beacon (text/plain or JSON): 204 without a body, counted only for people who may be
   * counted (no bots, DNT, GPC, prefetches, staff).
   */
  call('POST', 'ad-event', { access: 'public', json: adEventInput, answer: z.null() }),
  /**
   * A campaign's figures by day and in total. With `id`: staff with `site.analytics`; with
   * `token` (a report link): anyone holding it, never cached.
   */
  call('GET', 'campaign-report', {
    access: 'admin',
    right: 'site.analytics',
    params: campaignReportQuery,
    answer: campaignReportAnswer,
  }),
  /** The same figures as a CSV download (text/csv, an attachment). */
  call('GET', 'campaign-report-csv', {
    access: 'admin',
    right: 'site.analytics',
    params: idQuery,
    answer: z.string(),
  }),
  call('POST', 'campaign-report-link', {
    access: 'admin',
    right: 'site.analytics',
    json: campaignReportLinkInput,
    answer: campaignReportLinkCreated,
  }),
  call('GET', 'campaign-report-links', {
    access: 'admin',
    right: 'site.analytics',
    params: idQuery,
    answer: z.array(campaignReportLinkSchema),
  }),
  call('DELETE', 'campaign-report-link', {
    access: 'admin',
    right: 'site.analytics',
    params: idQuery,
    answer: done,
  }),
  // additions: site data (siteDataCalls.ts), the owner's: import, export, restore, backups
  /**
   * Starts an import as a job (one at a time) and answers it at once: the body is the export file
   * (WordPress or Ghost) and then the zip of its images, up to IMPORT_MAX_BYTES together, checked
   * by their content.
   */
  call('POST', 'site-import', {
    access: 'admin',
    right: 'site.data',
    params: importStartQuery,
    file: true,
    answer: importJobAnswer,
  }),
  /** The latest import: its progress while it runs, its report once done. */
  call('GET', 'site-import', { access: 'admin', right: 'site.data', answer: importJobAnswer }),
  call('GET', 'site-backups', { access: 'admin', right: 'site.data', answer: siteBackupsAnswer }),
  /** The full export (the same archive as `npm run export`), a .tar.gz attachment. */
  call('GET', 'site-export', { access: 'admin', right: 'site.data', answer: z.string() }),
  /** An `archive` file, restored into an empty site only; every session ends with it. */
  call('POST', 'site-restore', {
    access: 'admin',
    right: 'site.data',
    form: z.object({}),
    answer: siteRestoreAnswer,
  }),
] as const;

type Row = (typeof TABLE)[number];
type KeyOfRow<R extends Row> = `${R['method']} ${R['q']}`;

/** The table by `"METHOD q"`. */
export type Calls = { [R in Row as KeyOfRow<R>]: R };
export type CallKey = keyof Calls;

export const CALLS = Object.fromEntries(
  TABLE.map((row) => [`${row.method} ${row.q}`, row]),
) as unknown as Calls;

/** What the call answers on success (the reference server's shape). */
export type CallAnswer<K extends CallKey> = z.output<Calls[K]['answer']>;

type ParamsPart<R> = R extends { params: infer P extends z.ZodType }
  ? object extends Sent<P>
    ? { params?: Sent<P> }
    : { params: Sent<P> }
  : object;
type JsonPart<R> = R extends { json: infer J extends z.ZodType } ? { json: Sent<J> } : object;
type FormPart<R> = R extends { form: z.ZodType } ? { form: FormData } : object;

/**
 * What each call sends besides its `q` and method: `params` (query string), a `json` body or a
 * multipart `form`, typed from the schemas the reference server reads them with.
 */
export type CallInput<K extends CallKey> = ParamsPart<Calls[K]> &
  JsonPart<Calls[K]> &
  FormPart<Calls[K]>;
