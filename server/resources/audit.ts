/**
 * q=audit-log (an addition): the audit log, newest first, by page, filtered by kind of item and
 * by staff member. The owner and editors (who may invite, so answer for the team) read everyone's
 * entries; anyone else reads their own, which is what their dashboard's "Recent activity" shows.
 */
import { auditQuery, type AuditEntry } from '../../src/contract/auditCalls';
import type { CallKey } from '../../src/contract/calls';
import { can } from '../../src/contract/roles';
import { actor } from '../auth/guard';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { iso } from './postRows';

const DEFAULT_LIMIT = 50;

const auditLog: Handler = async (c, { db }) => {
  const query = parseQuery(c, auditQuery);
  const staff = actor(c);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  // Only their own entries for a role that does not answer for the team.
  const actorId = can(staff.role, 'staff.invite') ? (query.actor ?? null) : staff.id;
  const where = `($1::int IS NULL OR actor_id = $1) AND ($2::text IS NULL OR item_kind = $2)`;
  const params = [actorId, query.kind ?? null];
  const [rows, total] = await Promise.all([
    db.query<Omit<AuditEntry, 'at' | 'actor'> & { at: Date; actor_name: string }>(
      `SELECT id, at, actor_name, action, item_kind, item_id, detail, address FROM audit_log
       WHERE ${where} ORDER BY at DESC, id DESC LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`, params),
  ]);
  return c.json({
    entries: rows.rows.map(({ actor_name, ...row }) => ({
      ...row,
      id: Number(row.id),
      at: iso(row.at)!,
      actor: actor_name,
    })),
    total: total.rows[0]!.n,
  });
};

export const auditHandlers = {
  'GET audit-log': auditLog,
} satisfies Partial<Record<CallKey, Handler>>;
