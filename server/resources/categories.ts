/** Categories: the public list and the admin writes (JSON bodies). */
import {
  categoryInput,
  categoryUpdateInput,
  idQuery,
  type Category,
} from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { HttpError, withErrorFields } from '../http/errors';
import { parseQuery, parseWith, readJson } from '../http/input';
import type { Handler } from '../types';
import { visibleAt } from './postRows';

/** `post_count` counts what readers see (`$1`: the clock). */
const CATEGORY_SELECT = `SELECT c.id, c.name, c.slug, c.description, c.betting, c.topics,
  (SELECT count(*)::int FROM posts p WHERE p.category_id = c.id AND ${visibleAt(1)}) AS post_count
  FROM categories c`;

/** Topic labels travel as one JSON list parameter (the same on PGlite and PostgreSQL). */
const TOPICS_PARAM = (n: number) =>
  `ARRAY(SELECT jsonb_array_elements_text($${n}::text::jsonb))::text[]`;

const slugTaken = (slug: string) =>
  new HttpError(409, `A category with the slug "${slug}" already exists. Choose another slug.`);
const notFound = () => new HttpError(404, 'Category not found');

const listCategories: Handler = async (c, { db, now }) => {
  const { rows } = await db.query<Category>(`${CATEGORY_SELECT} ORDER BY c.id`, [now()]);
  return c.json(rows);
};

const getCategory: Handler = async (c, { db, now }) => {
  const { id } = parseQuery(c, idQuery);
  const { rows } = await db.query<Category>(`${CATEGORY_SELECT} WHERE c.id = $2`, [now(), id]);
  if (!rows[0]) throw notFound();
  return c.json(rows[0]);
};

/** Answers `{success, message}` (the seed's shape for this one call), also when refused. */
const addCategory: Handler = withErrorFields(
  async (c, { db }) => {
    const input = parseWith(categoryInput, await readJson(c));
    const { rows } = await db
      .query<{ id: number }>(
        `INSERT INTO categories (name, slug, description, betting, topics)
         VALUES ($1, $2, $3, coalesce($4, true), ${TOPICS_PARAM(5)}) RETURNING id`,
        [
          input.name,
          input.slug,
          input.description?.trim() ?? '',
          input.betting ?? null,
          JSON.stringify(input.topics ?? []),
        ],
      )
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'categories_slug_key') ? slugTaken(input.slug) : error;
      });
    return c.json({ success: true, message: 'Category added successfully!', id: rows[0]!.id });
  },
  () => ({ success: false }),
);

/** Without `description` (or `betting`, or `topics`) the stored one is kept. */
const updateCategory: Handler = async (c, { db }) => {
  const input = parseWith(categoryUpdateInput, await readJson(c));
  const { rows } = await db
    .query<{ id: number }>(
      `UPDATE categories SET name = $2, slug = $3, description = coalesce($4, description),
         betting = coalesce($5, betting),
         topics = CASE WHEN $6::text IS NULL THEN topics ELSE ${TOPICS_PARAM(6)} END
       WHERE id = $1 RETURNING id`,
      [
        input.id,
        input.name,
        input.slug,
        input.description?.trim() ?? null,
        input.betting ?? null,
        input.topics ? JSON.stringify(input.topics) : null,
      ],
    )
    .catch((error: unknown) => {
      throw isUniqueViolation(error, 'categories_slug_key') ? slugTaken(input.slug) : error;
    });
  if (!rows[0]) throw notFound();
  return c.json({ status: 'success', message: 'Category updated successfully' });
};

/**
 * Refused (409) while the category still has posts: no post is ever orphaned. The foreign key
 * decides, so a post added at the same moment cannot slip through. Failures carry `{error}`.
 */
const deleteCategory: Handler = withErrorFields(
  async (c, { db }) => {
    const { id } = parseQuery(c, idQuery);
    try {
      const { rows } = await db.query('DELETE FROM categories WHERE id = $1 RETURNING id', [id]);
      if (!rows[0]) throw notFound();
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM posts WHERE category_id = $1',
        [id],
      );
      const n = rows[0]?.n ?? 0;
      throw new HttpError(
        409,
        `This category still has ${n} ${n === 1 ? 'post' : 'posts'}. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
      );
    }
    return c.json({ status: 'success', message: 'Category deleted successfully' });
  },
  (error) => ({ error: error.message }),
);

export const categoryHandlers = {
  'GET categories': listCategories,
  'GET category': getCategory,
  'POST categories': addCategory,
  'POST category-update': updateCategory,
  'DELETE category-delete': deleteCategory,
} satisfies Partial<Record<CallKey, Handler>>;
