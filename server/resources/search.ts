/**
 * Search: PostgreSQL full-text search (stemmed, ranked) plus a case-insensitive substring match
 * so that partial words still find something. Plain SQL: works on PGlite and PostgreSQL alike.
 */
import { keywordQuery } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { visibleAt } from './postRows';

/** Enough for the search overlay; the newest matches win ties. */
export const SEARCH_LIMIT = 50;

/** A LIKE pattern matching the keyword anywhere, its wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Title matches first, then by full-text rank, then newest. */
const searchPosts: Handler = async (c, { db, now }) => {
  const { keyword } = parseQuery(c, keywordQuery);
  const { rows } = await db.query(
    `SELECT p.id, p.slug, p.title, p.content, c.slug AS category_slug
     FROM posts p JOIN categories c ON c.id = p.category_id,
       websearch_to_tsquery('english', $1) AS q
     WHERE (p.search @@ q OR p.title ILIKE $2 ESCAPE '\\' OR p.body_text ILIKE $2 ESCAPE '\\')
       AND ${visibleAt(3)}
     ORDER BY (p.title ILIKE $2 ESCAPE '\\' OR to_tsvector('english', p.title) @@ q) DESC,
       ts_rank(p.search, q) DESC, coalesce(p.posted_at, p.created_at) DESC, p.id DESC
     LIMIT ${SEARCH_LIMIT}`,
    [keyword, containsPattern(keyword), now()],
  );
  return c.json(rows);
};

/** Name matches first, then description matches, alphabetically. */
const searchCategories: Handler = async (c, { db }) => {
  const { keyword } = parseQuery(c, keywordQuery);
  const { rows } = await db.query(
    `SELECT id, slug, name, description
     FROM categories, websearch_to_tsquery('english', $1) AS q
     WHERE name ILIKE $2 ESCAPE '\\' OR description ILIKE $2 ESCAPE '\\'
       OR to_tsvector('english', name || ' ' || description) @@ q
     ORDER BY (name ILIKE $2 ESCAPE '\\' OR to_tsvector('english', name) @@ q) DESC, name, id
     LIMIT ${SEARCH_LIMIT}`,
    [keyword, containsPattern(keyword)],
  );
  return c.json(rows);
};

export const searchHandlers = {
  'GET search-posts': searchPosts,
  'GET search-categories': searchCategories,
} satisfies Partial<Record<CallKey, Handler>>;
