/**
 * Deleting a staff member (an addition; the owner): everything of theirs that would stop the
 * delete (their posts, and any other row that names them as its own: posts.author_id is ON DELETE
 * RESTRICT) first goes to the staff member the owner chose, then the account goes, in one
 * transaction, so nothing is lost. What only mentions them lets go by itself: sessions and reset
 * links go with the account, invitations forget who sent them, and the audit log keeps the name
 * it wrote (actor_name) with its link to the account cleared.
 */
import type { Context } from 'hono';

import type { CallKey } from '../../src/contract/calls';
import { staffDeleteQuery } from '../../src/contract/staffCalls';
import { actor } from '../auth/guard';
import type { Queryable } from '../db/connect';
import { HttpError } from '../http/errors';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { lockMember } from './staff';

interface Reference {
  /** schema-qualified and quoted, from the catalogue */
  table: string;
  column: string;
}

/**
 * Every column whose foreign key to admin_users would refuse the delete (RESTRICT or NO ACTION):
 * read from the catalogue, so a table added later is handed over too, not a 500.
 */
async function holdingReferences(tx: Queryable): Promise<Reference[]> {
  const { rows } = await tx.query<Reference>(
    `SELECT format('%I.%I', n.nspname, t.relname) AS table, format('%I', a.attname) AS column
     FROM pg_constraint k
     JOIN pg_class t ON t.oid = k.conrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
     WHERE k.contype = 'f' AND k.confrelid = 'admin_users'::regclass
       AND k.confdeltype IN ('a', 'r') AND cardinality(k.conkey) = 1
     ORDER BY 1, 2`,
  );
  return rows;
}

const deleteMember: Handler = async (c: Context, deps) => {
  const { id, posts_to: receiverId } = parseQuery(c, staffDeleteQuery);
  if (id === actor(c).id) throw new HttpError(409, 'You cannot delete your own account');
  if (receiverId === id) {
    throw new HttpError(400, 'Choose someone else to receive their posts');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (member.role === 'owner' && member.otherOwners === 0) {
      throw new HttpError(
        409,
        'The last owner cannot be deleted. Make someone else an owner first.',
      );
    }
    const { rows } = await tx.query<{ id: number; name: string; avatar_path: string | null }>(
      `SELECT id, coalesce(nullif(display_name, ''), username) AS name, avatar_path
       FROM admin_users WHERE id = ANY($1) FOR UPDATE`,
      [[id, receiverId ?? id]],
    );
    const gone = rows.find((row) => Number(row.id) === id)!;
    const receiver = rows.find((row) => Number(row.id) === receiverId);
    if (receiverId !== undefined && !receiver) {
      throw new HttpError(400, 'The staff member chosen to receive the posts does not exist');
    }
    const { rows: counted } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM posts WHERE author_id = $1',
      [id],
    );
    const posts = counted[0]!.n;
    for (const ref of await holdingReferences(tx)) {
      if (receiver) {
        await tx.query(`UPDATE ${ref.table} SET ${ref.column} = $2 WHERE ${ref.column} = $1`, [
          id,
          receiver.id,
        ]);
        continue;
      }
      const held = await tx.query(`SELECT 1 FROM ${ref.table} WHERE ${ref.column} = $1 LIMIT 1`, [
        id,
      ]);
      if (held.rows[0]) {
        throw new HttpError(
          400,
          posts > 0
            ? `${gone.name} has ${posts === 1 ? '1 post' : `${posts} posts`}: choose who receives them`
            : `Choose who receives what ${gone.name} made`,
        );
      }
    }
    await tx.query('DELETE FROM admin_users WHERE id = $1', [id]);
    const released = await deps.uploads.release(tx, gone.avatar_path);
    return {
      name: gone.name,
      receiver: receiver?.name,
      posts,
      avatar: released ? gone.avatar_path : null,
    };
  });
  await deps.uploads.dropCached(outcome.avatar);
  c.set(
    'auditDetail',
    outcome.receiver ? `${outcome.name} · posts to ${outcome.receiver}` : outcome.name,
  );
  const moved =
    outcome.receiver && outcome.posts > 0
      ? ` ${outcome.posts === 1 ? 'Their post is' : `Their ${outcome.posts} posts are`} now ${outcome.receiver}'s.`
      : '';
  return c.json({ status: 'success', message: `${outcome.name}'s account deleted.${moved}` });
};

export const staffDeleteHandlers = {
  'DELETE staff-member': deleteMember,
} satisfies Partial<Record<CallKey, Handler>>;
