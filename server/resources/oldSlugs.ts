/**
 * A post's earlier slugs (table post_old_slugs), so links shared before a rename still reach it,
 * as WordPress's old-slug redirect does. A live post's own slug always wins over an old one.
 */
import type { Queryable } from '../db/connect';
import { visibleAt } from './postRows';

type Query = Pick<Queryable, 'query'>;

/** Within the rename's transaction: `from` now leads to the post, and `to` is no longer old. */
export async function recordRename(tx: Query, postId: number, from: string, to: string) {
  if (from === to) return;
  // The newest rename owns an old slug (two posts may have carried it in turn).
  await tx.query(
    `INSERT INTO post_old_slugs (slug, post_id) VALUES ($1, $2)
     ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
    [from, postId],
  );
  await tx.query('DELETE FROM post_old_slugs WHERE slug = $1', [to]);
}

/**
 * The current slug and category of the post that once had `slug`; null when none did, or when
 * readers cannot see it by `now`.
 */
export async function movedPost(
  db: Query,
  slug: string,
  now: Date,
): Promise<{ slug: string; category_slug: string } | null> {
  const { rows } = await db.query<{ slug: string; category_slug: string }>(
    `SELECT p.slug, c.slug AS category_slug
     FROM post_old_slugs o JOIN posts p ON p.id = o.post_id JOIN categories c ON c.id = p.category_id
     WHERE o.slug = $1 AND NOT EXISTS (SELECT 1 FROM posts live WHERE live.slug = $1)
       AND ${visibleAt(2)}`,
    [slug, now],
  );
  return rows[0] ?? null;
}
