/** The popular list: at most 6 posts in the admin's order. */
import { LIMITS, popularSaveInput } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { isForeignKeyViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseWith, readJson } from '../http/input';
import type { Handler } from '../types';
import { POST_COLUMNS, POST_FROM, toPopularPost, visibleAt, type PostRow } from './postRows';

/** Only the visible posts of the list: a post moved back to draft leaves it until published. */
const listPopular: Handler = async (c, { db, now }) => {
  const { rows } = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM popular pp JOIN ${POST_FROM} ON p.id = pp.post_id
     WHERE ${visibleAt(1)} ORDER BY pp.position`,
    [now()],
  );
  return c.json(rows.map(toPopularPost));
};

const unknownPosts = (ids: number[]) =>
  new HttpError(
    400,
    `post_ids: no post has the id ${ids.join(', ')}. Reload the list and choose again.`,
  );

/** Replaces the whole list in one transaction: the old list stays if anything is refused. */
const savePopular: Handler = async (c, { db }) => {
  const body = await readJson(c);
  if (Array.isArray(body.post_ids) && body.post_ids.length > LIMITS.popularMax) {
    throw new HttpError(400, 'Max 6 posts allowed!');
  }
  const { post_ids: ids } = parseWith(popularSaveInput, body);
  try {
    await db.transaction(async (tx) => {
      const found = await tx.query<{ id: number }>('SELECT id FROM posts WHERE id = ANY($1)', [
        ids,
      ]);
      const known = new Set(found.rows.map((r) => r.id));
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length > 0) throw unknownPosts(missing);
      await tx.query('DELETE FROM popular');
      if (ids.length > 0) {
        await tx.query(
          `INSERT INTO popular (post_id, position)
           SELECT id, ord::int FROM unnest($1::int[]) WITH ORDINALITY AS t(id, ord)`,
          [ids],
        );
      }
    });
  } catch (error) {
    // A post deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw unknownPosts(ids);
    throw error;
  }
  return c.json({ status: 'success', message: 'Popular posts saved' });
};

export const popularHandlers = {
  'GET popular': listPopular,
  'POST popular-save': savePopular,
} satisfies Partial<Record<CallKey, Handler>>;
