/** Every call of the contract (the calls table, src/contract/calls.ts) with its handler. */
import type { Context } from 'hono';
import { CALLS, type CallKey, type Method } from '../src/contract/calls';
import type { Right } from '../src/contract/roles';
import { authHandlers } from './resources/auth';
import { bannerHandlers } from './resources/banners';
import { categoryHandlers } from './resources/categories';
import { editorialHandlers } from './resources/editorial';
import { popularHandlers } from './resources/popular';
import { predictionHandlers } from './resources/predictions';
import { revisionHandlers } from './resources/revisions';
import { isAdminPostRead, postHandlers } from './resources/posts';
import { searchHandlers } from './resources/search';
import { shareLinkHandlers } from './resources/shareLinks';
import { siteTextsHandlers } from './resources/siteTexts';
import { staffHandlers } from './resources/staff';
import { staffDeleteHandlers } from './resources/staffDelete';
import { staffResetHandlers } from './resources/staffReset';
import { auditHandlers } from './resources/audit';
import { accountHandlers } from './resources/account';
import { authorHandlers } from './resources/authors';
import { twoFactorHandlers } from './resources/twoFactor';
import { analyticsHandlers } from './resources/analytics';
import { campaignAdminHandlers } from './resources/campaigns/admin';
import { campaignEventHandlers } from './resources/campaigns/events';
import { campaignReportHandlers, isAdminReportRead } from './resources/campaigns/report';
import { siteDataHandlers } from './resources/siteData/handlers';
import type { Handler } from './types';

export const HANDLERS: Record<CallKey, Handler> = {
  ...postHandlers,
  ...categoryHandlers,
  ...popularHandlers,
  ...bannerHandlers,
  ...searchHandlers,
  ...authHandlers,
  ...editorialHandlers,
  ...revisionHandlers,
  ...shareLinkHandlers,
  ...predictionHandlers,
  ...siteTextsHandlers,
  ...staffHandlers,
  ...staffResetHandlers,
  ...staffDeleteHandlers,
  ...auditHandlers,
  ...accountHandlers,
  ...authorHandlers,
  ...twoFactorHandlers,
  ...analyticsHandlers,
  ...campaignAdminHandlers,
  ...campaignEventHandlers,
  ...campaignReportHandlers,
  ...siteDataHandlers,
};

export type { Method };

/**
 * Admin writes that never change what readers see (an autosave, share links, staff and session
 * changes): they leave the public caches, and the other instances' caches, as they are. An
 * autosave comes every 20 s while the admin types; emptying the caches each time would make every
 * reader's next request a miss. (A profile's name is not among them: readers see it on posts.)
 */
const READER_NEUTRAL: ReadonlySet<CallKey> = new Set<CallKey>([
  'POST post-autosave',
  'POST share-links',
  'DELETE share-link-delete',
  'POST staff-invite',
  'DELETE staff-invitation',
  'POST staff-role',
  'POST staff-suspend',
  'POST staff-password-reset',
  'POST account-password',
  'DELETE account-session',
  'POST account-sessions-end-others',
  'POST two-factor-setup',
  'POST two-factor-confirm',
  'POST two-factor-disable',
  'POST two-factor-recovery-codes',
  'POST two-factor-required',
  'POST campaign-report-link',
  'DELETE campaign-report-link',
]);
/**
 * Public reads never cached: the session state, a share link's post (valid until revoked), an
 * invitation and a password reset link (valid until used), a campaign report by its link (valid
 * until revoked), and the banners (each request draws its campaigns: resources/banners.ts).
 */
const UNCACHED: ReadonlySet<CallKey> = new Set<CallKey>([
  'GET session',
  'GET shared-post',
  'GET invitation',
  'GET password-reset',
  // Views move them: kept a minute by their handlers instead (resources/analyticsLists.ts).
  'GET most-read',
  'GET trending',
  'GET campaign-report',
  'GET banners',
]);

/** Calls that are admin reads or public ones by their parameters (else the table's access). */
const ADMIN_BY_PARAMS: Partial<Record<CallKey, (c: Context) => boolean>> = {
  'GET post': isAdminPostRead,
  'GET campaign-report': isAdminReportRead,
};

export interface Route {
  key: CallKey;
  handler: Handler;
  /**
   * Needs a session: the table's `access`, but `GET post&id=` (the admin form's read) does and
   * `GET campaign-report&token=` (a report link's reader) does not.
   */
  isAdmin(c: Context): boolean;
  /** The right the call needs beyond a session (the table's `right`). */
  right: Right | undefined;
  /** A public read whose answer may carry a validator (never the session state). */
  cacheable(c: Context): boolean;
  /** An admin write that changes nothing readers see (see READER_NEUTRAL). */
  readerNeutral: boolean;
}

/** q → method → route. */
export const ROUTES = new Map<string, Map<Method, Route>>();
for (const key of Object.keys(HANDLERS) as CallKey[]) {
  const { method, q, access } = CALLS[key];
  const call = CALLS[key];
  const right = 'right' in call ? call.right : undefined;
  const admin = access === 'admin';
  const route: Route = {
    key,
    handler: HANDLERS[key],
    isAdmin: ADMIN_BY_PARAMS[key] ?? (() => admin),
    right,
    cacheable: (c) => method === 'GET' && !UNCACHED.has(key) && !route.isAdmin(c),
    readerNeutral: READER_NEUTRAL.has(key),
  };
  if (!ROUTES.has(q)) ROUTES.set(q, new Map());
  ROUTES.get(q)!.set(method, route);
}
