/**
 * The audit log (an addition): the dispatcher records every staff write that succeeded, and the
 * login handler every login and failed login. An entry says who (the name as it was then), what
 * (the call), which item (its kind and id, read from the request or the answer), a detail that
 * tells changes apart (a post's title and status, a member's role) and the client's address.
 */
import type { Context } from 'hono';

import type { AuditKind } from '../../src/contract/auditCalls';
import type { CallKey } from '../../src/contract/calls';
import type { Queryable } from '../db/connect';
import { clientAddress } from '../http/request';
import type { Logger } from '../http/log';
import type { Settings } from '../settings';
import type { AdminUser } from './sessions';

/** What each audited call is done to. */
const KIND_OF: Partial<Record<string, AuditKind>> = {
  posts: 'post',
  'post-update': 'post',
  'post-delete': 'post',
  'post-autosave': 'post',
  categories: 'category',
  'category-update': 'category',
  'category-delete': 'category',
  'popular-save': 'popular',
  banners: 'banner',
  'banner-delete': 'banner',
  campaigns: 'campaign',
  'campaign-update': 'campaign',
  'campaign-delete': 'campaign',
  'campaign-report-link': 'campaign',
  'post-revision-restore': 'revision',
  'share-links': 'share-link',
  'share-link-delete': 'share-link',
  'prediction-settle': 'prediction',
  'prediction-void': 'prediction',
  'site-texts': 'site-texts',
  'staff-invite': 'invitation',
  'staff-invitation': 'invitation',
  'staff-role': 'staff',
  'staff-suspend': 'staff',
  'staff-password-reset': 'staff',
  'staff-member': 'staff',
  account: 'staff',
  'account-password': 'staff',
  'account-session': 'session',
  'account-sessions-end-others': 'session',
  'account-avatar': 'staff',
  'two-factor-setup': 'staff',
  'two-factor-confirm': 'staff',
  'two-factor-disable': 'staff',
  'two-factor-recovery-codes': 'staff',
  'two-factor-required': 'staff',
  'site-import': 'site',
  'site-export': 'site',
};

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * What a handler knows of its change that the request does not say (a deleted member's
     * name): added to the entry's detail.
     */
    auditDetail: string;
  }
}

/**
 * Writes without an entry: an autosave every 20 s while someone types, and a restore (the
 * restored site's log is the archive's: resources/siteData/restore.ts).
 */
const UNAUDITED: ReadonlySet<string> = new Set<CallKey>([
  'POST post-autosave',
  'POST site-restore',
]);

export interface AuditEntryInput {
  actorId: number | null;
  actorName: string;
  action: string;
  itemKind?: string;
  itemId?: string;
  detail?: string;
  address: string;
  at: Date;
}

const clip = (text: unknown, max: number) =>
  typeof text === 'string' || typeof text === 'number' ? String(text).slice(0, max) : '';

export async function recordAudit(db: Queryable, entry: AuditEntryInput): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (at, actor_id, actor_name, action, item_kind, item_id, detail, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.at,
      entry.actorId,
      clip(entry.actorName, 200),
      clip(entry.action, 60),
      clip(entry.itemKind, 40),
      clip(entry.itemId, 100),
      clip(entry.detail, 200),
      clip(entry.address, 100),
    ],
  );
}

/** The body the handler read (Hono keeps it), as fields; nothing for a body it never had. */
async function sentFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  try {
    if (type === 'application/json') {
      const json: unknown = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
      return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    }
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      const form = await c.req.formData();
      const fields: Record<string, unknown> = {};
      for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
      return fields;
    }
  } catch {
    // The handler succeeded with it, so this does not happen; an entry without details will do.
  }
  return {};
}

/**
 * Records a staff write that succeeded: `answer` is what the handler sent back. The write is done
 * by then: a log that cannot be written is logged as an error, and the answer still goes out.
 */
export async function auditWrite(
  c: Context,
  deps: { db: Queryable; settings: Settings; now: () => Date; log: Logger },
  key: CallKey,
  staff: AdminUser,
  answer: Response,
): Promise<void> {
  try {
    await record(c, deps, key, staff, answer);
  } catch (error) {
    deps.log.error({
      msg: 'audit entry not written',
      q: key,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

async function record(
  c: Context,
  deps: { db: Queryable; settings: Settings; now: () => Date },
  key: CallKey,
  staff: AdminUser,
  answer: Response,
): Promise<void> {
  if (UNAUDITED.has(key) || answer.status >= 400) return;
  const q = key.slice(key.indexOf(' ') + 1);
  const sent = await sentFields(c);
  let answered: Record<string, unknown> = {};
  if (answer.headers.get('content-type')?.includes('application/json')) {
    answered = ((await answer.clone().json()) as Record<string, unknown> | null) ?? {};
  }
  // The item: named in the query string, the body, or (a new one) the answer.
  const itemId =
    [c.req.query('id'), c.req.query('type'), sent.id, sent.post_id, sent.type, answered.id]
      .map((value) => clip(value, 100))
      .find(Boolean) ?? '';
  const detail = [
    sent.title ?? sent.name ?? sent.email,
    sent.status,
    sent.role,
    sent.result,
    typeof sent.suspended === 'boolean' ? (sent.suspended ? 'suspended' : 'restored') : '',
    c.get('auditDetail'),
  ]
    .map((part) => clip(part, 120).trim())
    .filter(Boolean)
    .join(' · ');
  await recordAudit(deps.db, {
    actorId: staff.id,
    actorName: staff.displayName,
    action: key,
    itemKind: KIND_OF[q] ?? '',
    itemId,
    detail,
    address: clientAddress(c, deps.settings),
    at: deps.now(),
  });
}

/** Entries past the retention period go (run at logins). */
export async function purgeOldAudit(
  db: Queryable,
  now: Date,
  settings: Pick<Settings, 'auditRetentionDays'>,
): Promise<void> {
  const before = new Date(now.getTime() - settings.auditRetentionDays * 86_400_000);
  await db.query('DELETE FROM audit_log WHERE at < $1', [before]);
}
