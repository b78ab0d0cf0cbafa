/**
 * Scheduling with no job runner: a scheduled post is a published one whose publication time is
 * still ahead. Public queries compare with the clock, and the public cache expires at the next
 * such moment (this lookup), so the post appears at its minute without any write.
 */
import type { Queryable } from '../db/connect';
import { iso } from './postRows';

export interface NextScheduled {
  id: number;
  title: string;
  /** UTC, ISO 8601. */
  published_at: string;
}

/** The post that goes out next after `now`, or null when none is scheduled. */
export async function nextScheduled(
  db: Pick<Queryable, 'query'>,
  now: Date,
): Promise<NextScheduled | null> {
  const { rows } = await db.query<{ id: number; title: string; at: Date | string }>(
    `SELECT id, title, coalesce(posted_at, created_at) AS at FROM posts
     WHERE status = 'published' AND coalesce(posted_at, created_at) > $1
     ORDER BY coalesce(posted_at, created_at), id LIMIT 1`,
    [now],
  );
  const row = rows[0];
  return row ? { id: row.id, title: row.title, published_at: iso(row.at)! } : null;
}
