/**
 * A post's revision history (table post_revisions): every save and restore keeps the post as it
 * was written, the editor's autosave keeps unsaved work, at most `REVISIONS_KEPT` per post. A
 * restore writes an old revision back into the post and is itself a new revision: nothing is
 * lost.
 */
import {
  autosaveInput,
  idQuery,
  postIdQuery,
  REVISION_FIELDS,
  revisionRestoreInput,
  type Revision,
  type RevisionSummary,
} from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { actor } from '../auth/guard';
import { assertMayChange, type PostOwnership } from '../auth/postPolicy';
import type { Queryable } from '../db/connect';
import { isForeignKeyViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseQuery, parseWith, readJson } from '../http/input';
import type { Handler } from '../types';
import { sanitisePostHtml } from '../html/postHtml';
import { iso, PUBLISHED_AT } from './postRows';
import { syncPredictions } from './predictionSync';

type Query = Pick<Queryable, 'query'>;
export type RevisionKind = 'save' | 'autosave' | 'restore';

export const REVISIONS_KEPT = 50;

const postNotFound = () => new HttpError(404, 'Post not found');
const revisionNotFound = () => new HttpError(404, 'Revision not found');

/** The status the admin saw (`$2`: the clock), and the publication time, of post `p`. */
const STATUS_THEN = `CASE WHEN p.status = 'draft' THEN 'draft'
  WHEN ${PUBLISHED_AT} > $2 THEN 'scheduled' ELSE 'published' END`;
const PUBLISHED_THEN = `CASE WHEN p.status = 'draft' THEN p.posted_at ELSE ${PUBLISHED_AT} END`;

/** Drops the post's revisions beyond the newest `REVISIONS_KEPT`. */
async function prune(tx: Query, postId: number): Promise<void> {
  await tx.query(
    `DELETE FROM post_revisions WHERE post_id = $1 AND id NOT IN (
       SELECT id FROM post_revisions WHERE post_id = $1 ORDER BY id DESC LIMIT ${REVISIONS_KEPT})`,
    [postId],
  );
}

/** Within the write's transaction: keeps the post as it now is. Answers the revision's id. */
export async function recordRevision(
  tx: Query,
  postId: number,
  kind: Exclude<RevisionKind, 'autosave'>,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO post_revisions (post_id, kind, title, excerpt, content, category_id, image_path,
       status, published_at, meta_title, meta_description, image_alt, created_at)
     SELECT p.id, $3::text, p.title, p.excerpt, p.content, p.category_id, p.image_path,
       ${STATUS_THEN}, ${PUBLISHED_THEN}, p.meta_title, p.meta_description, p.image_alt,
       $2::timestamptz
     FROM posts p WHERE p.id = $1 RETURNING id`,
    [postId, now, kind],
  );
  await prune(tx, postId);
  return rows[0]!.id;
}

interface RevisionRow extends Omit<Revision, 'created_at' | 'published_at'> {
  created_at: Date | string;
  published_at: Date | string | null;
}

const REVISION_COLUMNS = `id, post_id, kind, title, excerpt, content, category_id, image_path,
  status, published_at, meta_title, meta_description, image_alt, created_at`;

function toRevision(row: RevisionRow): Revision {
  return { ...row, created_at: iso(row.created_at)!, published_at: iso(row.published_at) };
}

/** What differs between a revision and the one before it (every field set, for the first). */
function changedFields(revision: Revision, previous: Revision | null): RevisionSummary['changed'] {
  return REVISION_FIELDS.filter((field) =>
    previous
      ? revision[field] !== previous[field]
      : revision[field] !== null && revision[field] !== '',
  );
}

const listRevisions: Handler = async (c, { db }) => {
  const { post_id } = parseQuery(c, postIdQuery);
  const [post, revisions] = await Promise.all([
    db.query('SELECT 1 FROM posts WHERE id = $1', [post_id]),
    db.query<RevisionRow>(
      `SELECT ${REVISION_COLUMNS} FROM post_revisions WHERE post_id = $1 ORDER BY id`,
      [post_id],
    ),
  ]);
  if (!post.rows[0]) throw postNotFound();
  const all = revisions.rows.map(toRevision);
  const summaries: RevisionSummary[] = all.map((revision, i) => ({
    id: revision.id,
    kind: revision.kind,
    created_at: revision.created_at,
    status: revision.status,
    changed: changedFields(revision, all[i - 1] ?? null),
  }));
  return c.json(summaries.reverse());
};

const getRevision: Handler = async (c, { db }) => {
  const { id } = parseQuery(c, idQuery);
  const { rows } = await db.query<RevisionRow>(
    `SELECT ${REVISION_COLUMNS} FROM post_revisions WHERE id = $1`,
    [id],
  );
  if (!rows[0]) throw revisionNotFound();
  return c.json(toRevision(rows[0]));
};

/**
 * The post takes the revision's title, excerpt, content, category, meta fields and image; its
 * slug, status and publication time stay (publishing is decided by saving, not by history). An
 * image deleted since cannot come back: the post then keeps its current one (`image_kept`).
 */
const restoreRevision: Handler = async (c, deps) => {
  const { id } = parseWith(revisionRestoreInput, await readJson(c));
  const staff = actor(c);
  const now = deps.now();
  let released: string | null = null;
  const answer = await deps.db
    .transaction(async (tx) => {
      const { rows } = await tx.query<RevisionRow & { image_stored: boolean }>(
        `SELECT ${REVISION_COLUMNS},
           EXISTS (SELECT 1 FROM media WHERE path = r.image_path) AS image_stored
         FROM post_revisions r WHERE id = $1`,
        [id],
      );
      const revision = rows[0];
      if (!revision) throw revisionNotFound();
      const current = await tx.query<PostOwnership & { image_path: string | null }>(
        'SELECT image_path, author_id, status FROM posts WHERE id = $1 FOR UPDATE',
        [revision.post_id],
      );
      if (!current.rows[0]) throw postNotFound();
      assertMayChange(staff, current.rows[0]);
      const oldImage = current.rows[0].image_path;
      const imageKept = revision.image_path !== oldImage && !revision.image_stored;
      const image = revision.image_stored ? revision.image_path : oldImage;
      const content = sanitisePostHtml(revision.content);
      await tx.query(
        `UPDATE posts SET title = $2, excerpt = $3, content = $4, category_id = $5,
           image_path = $6, meta_title = $7, meta_description = $8, image_alt = $9,
           updated_at = greatest($10::timestamptz, updated_at + interval '1 millisecond')
         WHERE id = $1`,
        [
          revision.post_id,
          revision.title,
          revision.excerpt,
          content,
          revision.category_id,
          image,
          revision.meta_title,
          revision.meta_description,
          revision.image_alt,
          now,
        ],
      );
      // An old revision cannot bring back or change a locked prediction's terms (409).
      await syncPredictions(tx, revision.post_id, content, now);
      if (image !== oldImage && oldImage && (await deps.uploads.release(tx, oldImage))) {
        released = oldImage;
      }
      const revisionId = await recordRevision(tx, revision.post_id, 'restore', now);
      return { revision_id: revisionId, image_kept: imageKept };
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error, 'posts_category_id_fkey')) {
        throw new HttpError(
          409,
          "This revision's category no longer exists. Choose a category and save the post instead.",
        );
      }
      throw error;
    });
  await deps.uploads.dropCached(released);
  return c.json({ status: 'success', message: 'Revision restored', ...answer });
};

/** The slug rule of the app's forms; `draft` when the title has no letter or digit. */
function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 180);
  return /[a-z0-9]/.test(slug) ? slug : 'draft';
}

/**
 * Autosave. For a saved post: replaces its autosave since the last save, never touching the post
 * (readers, `updated_at` and so the form's conflict check stay as they were). For a post never
 * saved: creates it as a draft, so work survives a closed browser or another machine from the
 * first autosave on; it needs a title and a category, as any post does.
 */
const autosave: Handler = async (c, deps) => {
  const input = parseWith(autosaveInput, await readJson(c));
  const staff = actor(c);
  const now = deps.now();
  const content = sanitisePostHtml(input.content);
  const write = deps.db.transaction(async (tx) => {
    if (input.post_id === undefined) {
      if (!input.title.trim()) throw new HttpError(400, 'title is required to save a new draft');
      if (input.category_id == null) {
        throw new HttpError(400, 'category_id is required to save a new draft');
      }
      const base = input.slug ?? slugFromTitle(input.title);
      let postId: number | null = null;
      for (let n = 1; postId === null && n <= 50; n++) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO posts (slug, title, excerpt, content, category_id, status, created_at,
             updated_at, meta_title, meta_description, image_alt, author_id)
           VALUES ($1, $2, $3, $4, $5, 'draft', $6, $6, $7, $8, $9, $10)
           ON CONFLICT (slug) DO NOTHING RETURNING id`,
          [
            n === 1 ? base : `${base}-${n}`,
            input.title.trim(),
            input.excerpt.trim(),
            content,
            input.category_id,
            now,
            input.meta_title?.trim() || null,
            input.meta_description?.trim() || null,
            input.image_alt?.trim() || null,
            staff.id,
          ],
        );
        postId = rows[0]?.id ?? null;
      }
      if (postId === null) throw new HttpError(409, 'Choose another slug for this draft');
      return { postId, revisionId: await recordRevision(tx, postId, 'save', now), created: true };
    }
    const postId = input.post_id;
    const { rows } = await tx.query<PostOwnership & { category_id: number }>(
      'SELECT category_id, author_id, status FROM posts WHERE id = $1 FOR UPDATE',
      [postId],
    );
    if (!rows[0]) throw postNotFound();
    assertMayChange(staff, rows[0]);
    // The previous autosave since the post's last save or restore is replaced.
    await tx.query(
      `DELETE FROM post_revisions WHERE post_id = $1 AND kind = 'autosave'
         AND id > coalesce((SELECT max(id) FROM post_revisions
                            WHERE post_id = $1 AND kind <> 'autosave'), 0)`,
      [postId],
    );
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO post_revisions (post_id, kind, title, excerpt, content, category_id,
         image_path, status, published_at, meta_title, meta_description, image_alt, created_at)
       SELECT p.id, 'autosave', $3::text, $4::text, $5::text, $6::int, p.image_path,
         ${STATUS_THEN}, ${PUBLISHED_THEN}, $7::text, $8::text, $9::text, $2::timestamptz
       FROM posts p WHERE p.id = $1 RETURNING id`,
      [
        postId,
        now,
        input.title,
        input.excerpt,
        content,
        input.category_id ?? rows[0].category_id,
        input.meta_title?.trim() || null,
        input.meta_description?.trim() || null,
        input.image_alt?.trim() || null,
      ],
    );
    await prune(tx, postId);
    return { postId, revisionId: inserted.rows[0]!.id, created: false };
  });
  const answer = await write.catch((error: unknown) => {
    if (isForeignKeyViolation(error, 'posts_category_id_fkey')) {
      throw new HttpError(
        400,
        'category_id does not match any category. Choose an existing category.',
      );
    }
    throw error;
  });
  return c.json({
    status: 'success',
    message: answer.created ? 'Draft created' : 'Autosaved',
    post_id: answer.postId,
    revision_id: answer.revisionId,
    saved_at: now.toISOString(),
    created: answer.created,
  });
};

export const revisionHandlers = {
  'GET post-revisions': listRevisions,
  'GET post-revision': getRevision,
  'POST post-revision-restore': restoreRevision,
  'POST post-autosave': autosave,
} satisfies Partial<Record<CallKey, Handler>>;
