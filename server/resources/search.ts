/**
 * Search: PostgreSQL full-text search (stemmed, ranked) plus a case-insensitive substring match
 * so that partial words still find something, plus pg_trgm's word similarity so that one typo
 * still finds the word ("roulete"). Plain SQL: works on PGlite and PostgreSQL alike. Each post hit
 * carries the passage that matched (`snippet`) and its matched words (`snippet_marks`).
 */
import { keywordQuery } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { matchingPassage, SNIPPET_CHARS } from '../../src/contract/searchPassage';
import { stripHtml } from '../../src/contract/text';
import type { Queryable } from '../db/connect';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { visibleAt } from './postRows';

/** Enough for the search overlay; the newest matches win ties. */
export const SEARCH_LIMIT = 50;

/** A LIKE pattern matching the keyword anywhere, its wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Keywords shorter than this match exactly only: a typo of "nba" could be any short word. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Where pg_trgm's functions are (migration 014 installs it in public, or it was there already in
 * another schema): its schema, quoted, so the SQL finds them whatever the search_path.
 */
const trigramSchemas = new WeakMap<Queryable, Promise<string>>();
function trigramSchema(db: Queryable): Promise<string> {
  let schema = trigramSchemas.get(db);
  if (!schema) {
    schema = db
      .query<{ schema: string }>(
        `SELECT quote_ident(n.nspname) AS schema
         FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
         WHERE e.extname = 'pg_trgm'`,
      )
      .then(({ rows }) => {
        if (!rows[0]) throw new Error('pg_trgm is not installed (migration 014)');
        return rows[0].schema;
      });
    void schema.catch(() => trigramSchemas.delete(db));
    trigramSchemas.set(db, schema);
  }
  return schema;
}

/**
 * Title matches first, then exact matches by full-text rank, then typo matches by similarity,
 * then newest. A typo match is the keyword's trigrams found in a stretch of the title or text
 * (word_similarity at pg_trgm's default 0.6 threshold for `<%`).
 */
const searchPosts: Handler = async (c, { db, now }) => {
  const { keyword } = parseQuery(c, keywordQuery);
  const trgm = await trigramSchema(db);
  const similar = (column: string) => `($4 AND $1 OPERATOR(${trgm}.<%) ${column})`;
  const { rows } = await db.query<PostHit>(
    `SELECT p.id, p.slug, p.title, p.content, c.slug AS category_slug
     FROM posts p JOIN categories c ON c.id = p.category_id,
       websearch_to_tsquery('english', $1) AS q
     WHERE (p.search @@ q OR p.title ILIKE $2 ESCAPE '\\' OR p.body_text ILIKE $2 ESCAPE '\\'
         OR ${similar('p.title')} OR ${similar('p.body_text')})
       AND ${visibleAt(3)}
     ORDER BY (p.title ILIKE $2 ESCAPE '\\' OR to_tsvector('english', p.title) @@ q) DESC,
       (p.search @@ q OR p.body_text ILIKE $2 ESCAPE '\\') DESC,
       ts_rank(p.search, q) DESC,
       greatest(${trgm}.word_similarity($1, p.title), ${trgm}.word_similarity($1, p.body_text)) DESC,
       coalesce(p.posted_at, p.created_at) DESC, p.id DESC
     LIMIT ${SEARCH_LIMIT}`,
    [keyword, containsPattern(keyword), now(), keyword.length >= FUZZY_MIN_LENGTH],
  );
  return c.json(
    rows.map((row) => {
      const { text, marks } = matchingPassage(stripHtml(row.content), keyword, SNIPPET_CHARS);
      return { ...row, snippet: text, snippet_marks: marks };
    }),
  );
};

interface PostHit {
  id: number;
  slug: string;
  title: string;
  content: string;
  category_slug: string;
}

/** Name matches first, then description matches, alphabetically; a typo in a name still finds it. */
const searchCategories: Handler = async (c, { db }) => {
  const { keyword } = parseQuery(c, keywordQuery);
  const trgm = await trigramSchema(db);
  const { rows } = await db.query(
    `SELECT id, slug, name, description
     FROM categories, websearch_to_tsquery('english', $1) AS q
     WHERE name ILIKE $2 ESCAPE '\\' OR description ILIKE $2 ESCAPE '\\'
       OR to_tsvector('english', name || ' ' || description) @@ q
       OR ($3 AND $1 OPERATOR(${trgm}.<%) name)
     ORDER BY (name ILIKE $2 ESCAPE '\\' OR to_tsvector('english', name) @@ q) DESC,
       ${trgm}.word_similarity($1, name) DESC, name, id
     LIMIT ${SEARCH_LIMIT}`,
    [keyword, containsPattern(keyword), keyword.length >= FUZZY_MIN_LENGTH],
  );
  return c.json(rows);
};

export const searchHandlers = {
  'GET search-posts': searchPosts,
  'GET search-categories': searchCategories,
} satisfies Partial<Record<CallKey, Handler>>;
