/** Posts: the public reads and the admin writes (multipart, with an optional image). */
import type { Context } from 'hono';
import {
  createPostFields,
  idQuery,
  pageQuery,
  slugQuery,
  updatePostFields,
} from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { actor } from '../auth/guard';
import {
  assertMayAssign,
  assertMayChange,
  assertMayLeave,
  lockForChange,
  type PostOwnership,
} from '../auth/postPolicy';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { formFields, parseQuery, parseWith, readForm } from '../http/input';
import type { Handler } from '../types';
import { readImage } from '../uploads/readImage';
import { recordRename } from './oldSlugs';
import { metaOf, publicationOf, type CurrentPublication, type MetaFields } from './publication';
import { recordRevision } from './revisions';
import { parseUpdatedAt, refuseStaleEdit } from './staleEdit';
import { proofsOf } from './predictions';
import { releasePredictions, syncPredictions } from './predictionSync';
import { sanitisePostHtml } from '../html/postHtml';
import {
  NEWEST_FIRST,
  POST_COLUMNS,
  POST_FROM,
  iso,
  keepWentLive,
  toEditorialPost,
  toPost,
  visibleAt,
  type PostRow,
} from './postRows';

export const DEFAULT_PAGE_LIMIT = 20;

/** Pagination (addition): with `page` or `limit`, one page plus `X-Total-Count`. */
export function pageOf(c: Context): { limit: number; offset: number } | null {
  const { page, limit } = parseQuery(c, pageQuery);
  if (page === undefined && limit === undefined) return null;
  const size = limit ?? DEFAULT_PAGE_LIMIT;
  return { limit: size, offset: ((page ?? 1) - 1) * size };
}

const slugTaken = (slug: string) =>
  new HttpError(409, `A post with the slug "${slug}" already exists. Choose another slug.`);
const noSuchCategory = () =>
  new HttpError(400, 'category_id does not match any category. Choose an existing category.');
const notFound = () => new HttpError(404, 'Post not found');
const noSuchAuthor = () =>
  new HttpError(400, 'author_id does not match any staff member. Choose a member of the staff.');

/** Maps the database's refusals of a post write to the caller's mistake. */
function postWriteError(error: unknown, slug: string): unknown {
  if (isUniqueViolation(error, 'posts_slug_key')) return slugTaken(slug);
  if (isForeignKeyViolation(error, 'posts_category_id_fkey')) return noSuchCategory();
  if (isForeignKeyViolation(error, 'posts_author_id_fkey')) return noSuchAuthor();
  // Two posts saved at once with one new prediction id: the second finds it taken.
  if (isUniqueViolation(error, 'predictions_pkey')) {
    return new HttpError(
      409,
      'A prediction in this post is already in another post. Give it a new id.',
    );
  }
  return error;
}

const listPosts: Handler = async (c, { db, now }) => {
  const page = pageOf(c);
  const at = now();
  if (!page) {
    const { rows } = await db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE ${visibleAt(1)} ORDER BY ${NEWEST_FIRST}`,
      [at],
    );
    return c.json(rows.map(toPost));
  }
  // A window count would read every row; with the newest-first index the page itself reads only
  // what it shows, and counting alone is cheap.
  const [{ rows }, count] = await Promise.all([
    db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE ${visibleAt(3)}
       ORDER BY ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
      [page.limit, page.offset, at],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts p WHERE ${visibleAt(1)}`, [at]),
  ]);
  const total = count.rows[0]!.n;
  c.header('X-Total-Count', String(total));
  return c.json(rows.map(toPost));
};

/**
 * `post&slug=` (public) or `post&id=` (admin form; the dispatcher checks the session). A slug the
 * post had before a rename answers the post itself plus `moved_to` (its current slug): clients
 * that know nothing of renames still get the post, and the app moves to the post's own URL. Not
 * a 301: browsers keep those for good, and the old slug may later be taken by a new post.
 * Readers get only a visible post (a draft or a post scheduled ahead is 404, by any slug); the
 * admin form reads any post by id, with its status and publication time.
 */
const getPost: Handler = async (c, { db, now }) => {
  if (c.req.query('id') !== undefined) {
    const { rows } = await db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.id = $1`,
      [parseQuery(c, idQuery).id],
    );
    if (!rows[0]) throw notFound();
    const at = now();
    return c.json({
      ...toEditorialPost(rows[0], at),
      predictions: await proofsOf(db, rows[0].id, at),
    });
  }
  const { slug } = parseQuery(c, slugQuery);
  const at = now();
  const { rows } = await db.query<PostRow & { moved: boolean }>(
    `SELECT ${POST_COLUMNS}, p.slug <> $1 AS moved FROM ${POST_FROM}
     WHERE (p.slug = $1 OR p.id = (SELECT post_id FROM post_old_slugs WHERE slug = $1))
       AND ${visibleAt(2)}
     ORDER BY p.slug = $1 DESC LIMIT 1`,
    [slug, at],
  );
  const row = rows[0];
  if (!row) throw notFound();
  const post = { ...toPost(row), predictions: await proofsOf(db, row.id, at) };
  return c.json(row.moved ? { ...post, moved_to: row.slug } : post);
};

const categoryPosts: Handler = async (c, { db, now }) => {
  const at = now();
  const { slug } = parseQuery(c, slugQuery);
  const page = pageOf(c);
  const category = await db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [
    slug,
  ]);
  if (!category.rows[0]) {
    throw new HttpError(404, 'Category not found', { body: { posts: [] } });
  }
  const categoryId = category.rows[0].id;
  const { rows } = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.category_id = $1 AND ${visibleAt(4)}
     ORDER BY ${NEWEST_FIRST} LIMIT $2 OFFSET $3`,
    [categoryId, page?.limit ?? null, page?.offset ?? 0, at],
  );
  if (page) {
    const total = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM posts p WHERE p.category_id = $1 AND ${visibleAt(2)}`,
      [categoryId, at],
    );
    c.header('X-Total-Count', String(total.rows[0]!.n));
  }
  return c.json({ posts: rows.map(toPost) });
};

const createPost: Handler = async (c, deps) => {
  const form = await readForm(c);
  const input = parseWith(createPostFields, formFields(form, ['image']));
  const now = deps.now();
  const publication = publicationOf(input, null, now);
  const staff = actor(c);
  assertMayLeave(staff, publication.status);
  assertMayAssign(staff, staff.id, input.author_id);
  const meta = metaOf(input, null);
  const image = await readImage(form, 'image', deps.settings);
  const content = sanitisePostHtml(input.content);
  try {
    // The image and its post are stored together, or neither is; its predictions too.
    const id = await deps.db.transaction(async (tx) => {
      const imagePath = image ? await deps.uploads.save(tx, image.bytes, image.ext) : null;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO posts (slug, title, excerpt, content, image_path, category_id,
           created_at, posted_at, updated_at, status, meta_title, meta_description, image_alt,
           author_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $11, $12, $13) RETURNING id`,
        [
          input.slug,
          input.title,
          input.excerpt.trim(),
          content,
          imagePath,
          input.category_id,
          now,
          publication.postedAt,
          publication.status,
          meta.meta_title,
          meta.meta_description,
          meta.image_alt,
          input.author_id ?? staff.id,
        ],
      );
      const id = rows[0]!.id;
      await syncPredictions(tx, id, content, now);
      await recordRevision(tx, id, 'save', now);
      return id;
    });
    return c.json({ status: 'success', message: 'Post added successfully', id, slug: input.slug });
  } catch (error) {
    throw postWriteError(error, input.slug);
  }
};

/** `image` replaces the picture; without one the stored picture is kept (`existingImage`). */
const updatePost: Handler = async (c, deps) => {
  const form = await readForm(c);
  const input = parseWith(updatePostFields, formFields(form, ['image']));
  const loadedAt = parseUpdatedAt(input.updated_at);
  const image = await readImage(form, 'image', deps.settings);
  const now = deps.now();
  const staff = actor(c);
  const content = sanitisePostHtml(input.content);
  let oldPath: string | null = null;
  let saved: { updated_at: Date; image_path: string | null } | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const newPath = image ? await deps.uploads.save(tx, image.bytes, image.ext) : null;
      const { rows } = await tx.query<
        CurrentPublication &
          MetaFields &
          PostOwnership & {
            slug: string;
            image_path: string | null;
            updated_at: Date;
          }
      >(
        `SELECT slug, image_path, updated_at, status, posted_at, created_at,
           meta_title, meta_description, image_alt, author_id
         FROM posts WHERE id = $1 FOR UPDATE`,
        [input.id],
      );
      const current = rows[0];
      if (!current) throw notFound();
      assertMayChange(staff, current);
      const publication = publicationOf(input, current, now);
      assertMayLeave(staff, publication.status);
      assertMayAssign(staff, current.author_id, input.author_id);
      const meta = metaOf(input, current);
      refuseStaleEdit(loadedAt, current.updated_at);
      oldPath = newPath ? current.image_path : null;
      const updated = await tx.query<{ updated_at: Date; image_path: string | null }>(
        `UPDATE posts SET slug = $2, title = $3, excerpt = $4, content = $5, category_id = $6,
           image_path = coalesce($7, image_path),
           updated_at = greatest($8::timestamptz, updated_at + interval '1 millisecond'),
           status = $9, posted_at = $10, meta_title = $11, meta_description = $12,
           image_alt = $13, author_id = coalesce($14, author_id), ${keepWentLive(8)}
         WHERE id = $1
         RETURNING updated_at, image_path`,
        [
          input.id,
          input.slug,
          input.title,
          input.excerpt.trim(),
          content,
          input.category_id,
          newPath,
          now,
          publication.status,
          publication.postedAt,
          meta.meta_title,
          meta.meta_description,
          meta.image_alt,
          input.author_id ?? null,
        ],
      );
      saved = updated.rows[0];
      // Refuses (and so writes nothing) when the save would change a locked prediction.
      await syncPredictions(tx, input.id, content, now);
      await recordRename(tx, input.id, current.slug, input.slug);
      await recordRevision(tx, input.id, 'save', now);
      // In the same transaction: a failed update keeps its old picture, a replaced one goes.
      if (oldPath && !(await deps.uploads.release(tx, oldPath))) oldPath = null;
    });
  } catch (error) {
    throw postWriteError(error, input.slug);
  }
  await deps.uploads.dropCached(oldPath);
  // The saved version: a form that stays open guards its next save against it.
  const version = { updated_at: iso(saved?.updated_at), image_path: saved?.image_path ?? null };
  return c.json({ status: 'success', message: 'Post updated successfully', ...version });
};

const deletePost: Handler = async (c, deps) => {
  const { id } = parseQuery(c, idQuery);
  const staff = actor(c);
  const released = await deps.db.transaction(async (tx) => {
    if (!(await lockForChange(tx, staff, id))) throw notFound();
    // Its open predictions go with it; a locked one refuses the delete.
    await releasePredictions(tx, id, deps.now());
    const { rows } = await tx.query<{ image_path: string | null }>(
      'DELETE FROM posts WHERE id = $1 RETURNING image_path',
      [id],
    );
    if (!rows[0]) throw notFound();
    const imagePath = rows[0].image_path;
    return (await deps.uploads.release(tx, imagePath)) ? imagePath : null;
  });
  await deps.uploads.dropCached(released);
  return c.json({ status: 'success', message: 'Post deleted successfully' });
};

export const postHandlers = {
  'GET posts': listPosts,
  'GET post': getPost,
  'GET category-posts': categoryPosts,
  'POST posts': createPost,
  'POST post-update': updatePost,
  'DELETE post-delete': deletePost,
} satisfies Partial<Record<CallKey, Handler>>;

/** Only for the dispatcher: `post&id=` reads the admin form's data. */
export const isAdminPostRead = (c: Context) => c.req.query('id') !== undefined;
