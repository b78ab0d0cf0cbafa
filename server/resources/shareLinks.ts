/**
 * Previews and share links (table share_links): the admin reads any post as readers would see
 * it; a share link lets someone without an account read that one post, whatever its status,
 * until it expires (by the server's clock) or is revoked. The token is 256 random bits, shown
 * once; only its SHA-256 is stored, so a copy of the database opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { idQuery, postIdQuery, shareLinkInput, type ShareLink } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { actor } from '../auth/guard';
import { assertOwnPost, type PostOwnership } from '../auth/postPolicy';
import { isForeignKeyViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseQuery, parseWith, readJson } from '../http/input';
import type { Handler } from '../types';
import { iso, POST_COLUMNS, POST_FROM, toEditorialPost, type PostRow } from './postRows';
import { proofsOf } from './predictions';

const DAY_MS = 86_400_000;
/** 32 bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const postNotFound = () => new HttpError(404, 'Post not found');

/** `post-preview&id=` (admin): the post in the public shape plus its status, whatever it is. */
const previewPost: Handler = async (c, { db, now }) => {
  const { id } = parseQuery(c, idQuery);
  const { rows } = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.id = $1`,
    [id],
  );
  if (!rows[0]) throw postNotFound();
  const at = now();
  return c.json({ ...toEditorialPost(rows[0], at), predictions: await proofsOf(db, id, at) });
};

const createShareLink: Handler = async (c, { db, now }) => {
  const input = parseWith(shareLinkInput, await readJson(c));
  const post = await db.query<PostOwnership>('SELECT author_id FROM posts WHERE id = $1', [
    input.post_id,
  ]);
  if (!post.rows[0]) throw postNotFound();
  assertOwnPost(actor(c), post.rows[0].author_id);
  const token = randomBytes(32).toString('base64url');
  const created = now();
  const expires = new Date(created.getTime() + input.days * DAY_MS);
  const { rows } = await db
    .query<{ id: number }>(
      `INSERT INTO share_links (post_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.post_id, hashOf(token), created, expires],
    )
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? postNotFound() : error;
    });
  return c.json({
    status: 'success',
    message: 'Share link created',
    id: rows[0]!.id,
    token,
    expires_at: expires.toISOString(),
  });
};

const listShareLinks: Handler = async (c, { db }) => {
  const { post_id } = parseQuery(c, postIdQuery);
  const [post, links] = await Promise.all([
    db.query('SELECT 1 FROM posts WHERE id = $1', [post_id]),
    db.query<{ id: number; created_at: Date; expires_at: Date; revoked: boolean }>(
      `SELECT id, created_at, expires_at, revoked_at IS NOT NULL AS revoked
       FROM share_links WHERE post_id = $1 ORDER BY id DESC`,
      [post_id],
    ),
  ]);
  if (!post.rows[0]) throw postNotFound();
  const answer: ShareLink[] = links.rows.map((row) => ({
    id: row.id,
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at)!,
    revoked: row.revoked,
  }));
  return c.json(answer);
};

/** Revokes at once on every instance: shared-post is never cached. Revoking twice is fine. */
const revokeShareLink: Handler = async (c, { db, now }) => {
  const { id } = parseQuery(c, idQuery);
  const link = await db.query<PostOwnership>(
    'SELECT p.author_id FROM share_links l JOIN posts p ON p.id = l.post_id WHERE l.id = $1',
    [id],
  );
  if (!link.rows[0]) throw new HttpError(404, 'Share link not found');
  assertOwnPost(actor(c), link.rows[0].author_id);
  const { rows } = await db.query(
    `UPDATE share_links SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 RETURNING id`,
    [id, now()],
  );
  if (!rows[0]) throw new HttpError(404, 'Share link not found');
  return c.json({ status: 'success', message: 'Share link revoked' });
};

/**
 * `shared-post&token=` (public): the post in the public shape while its link is valid. Never
 * kept by a browser or proxy and never indexed; an unknown, malformed, expired or revoked token
 * is the same 404 as a missing post.
 */
const sharedPost: Handler = async (c, { db, now }) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  const token = c.req.query('token') ?? '';
  if (!TOKEN_PATTERN.test(token)) throw postNotFound();
  const { rows } = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM share_links s JOIN ${POST_FROM} ON p.id = s.post_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [hashOf(token), now()],
  );
  if (!rows[0]) throw postNotFound();
  const at = now();
  // With its status, so the page can tell the reader the post is not out yet.
  return c.json({
    ...toEditorialPost(rows[0], at),
    predictions: await proofsOf(db, rows[0].id, at),
  });
};

export const shareLinkHandlers = {
  'GET post-preview': previewPost,
  'POST share-links': createShareLink,
  'GET share-links': listShareLinks,
  'DELETE share-link-delete': revokeShareLink,
  'GET shared-post': sharedPost,
} satisfies Partial<Record<CallKey, Handler>>;
