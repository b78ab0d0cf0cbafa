/**
 * Search: PostgreSQL full-text search (stemmed, ranked) plus a case-insensitive substring match
 * so that partial words still find something, plus typo tolerance ("roulete" finds "roulette")
 * through the site's own word list (migration 016) and pg_trgm. Every step goes through an index
 * and ranks a bounded number of candidates, so a search costs milliseconds at 100,000 posts.
 * Plain SQL: works on PGlite and PostgreSQL alike. Each post hit carries the passage that matched
 * (`snippet`) and its matched words (`snippet_marks`).
 */
import { keywordQuery } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import {
  FUZZY_MIN,
  FUZZY_SIMILARITY,
  matchingPassage,
  searchTerms,
  SNIPPET_CHARS,
  TYPO_LENGTH_CHANGE,
} from '../../src/contract/searchPassage';
import { stripHtml } from '../../src/contract/text';
import type { Queryable } from '../db/connect';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { visibleAt } from './postRows';

/** Enough for the search overlay. */
export const SEARCH_LIMIT = 50;

/**
 * Each step ranks at most this many of its newest matches: a common word ("odds" in most of
 * 100,000 posts) costs as little as a rare one, and the newest matches are the ones readers want.
 */
const CANDIDATES = 200;

/** How many of the site's words one keyword word may be taken for, as a typo of each. */
const TYPO_ALTERNATIVES = 5;

/** A LIKE pattern matching the keyword anywhere, its wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Substring matching ("bankr" finds "Bankroll", "150%" finds "150%") needs three letters or
 * digits in a row: pg_trgm's index has nothing shorter to go on, and without it every post's
 * text would be read. A shorter keyword matches whole words (and their stems) only.
 */
const substringSearchable = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword);

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
 * The keyword ($1) as a full-text query. Written inline, not as a join, so that the planner sees
 * its words and picks the index or the newest-first walk by how common they are.
 */
const QUERY = `websearch_to_tsquery('english', $1)`;
const NEWEST = 'coalesce(p.posted_at, p.created_at) DESC, p.id DESC';

/**
 * The posts a keyword finds, best first, in up to three steps, each run only while fewer than
 * SEARCH_LIMIT are found:
 * 1. exact: title matches (its words, or a substring of it) first, then matches of the text's
 *    words (stemmed), ranked by full-text rank among each kind's newest CANDIDATES;
 * 2. substring matches in the text, newest first;
 * 3. typos: posts with the keyword's words or words they are one typo away from (typoQuery),
 *    ranked among the newest CANDIDATES.
 */
async function findPostIds(db: Queryable, keyword: string, at: Date): Promise<number[]> {
  const found = new Set<number>();
  const substring = substringSearchable(keyword);
  const pattern = containsPattern(keyword);
  const titleMatch = `(p.title_search @@ ${QUERY}${substring ? ` OR p.title ILIKE $3 ESCAPE '\\'` : ''})`;
  const exact = await db.query<{ id: number }>(
    `SELECT p.id FROM posts p
     WHERE p.id IN (
       (SELECT p.id FROM posts p WHERE ${titleMatch} AND ${visibleAt(2)}
        ORDER BY ${NEWEST} LIMIT ${CANDIDATES})
       UNION ALL
       (SELECT p.id FROM posts p WHERE p.search @@ ${QUERY} AND ${visibleAt(2)}
        ORDER BY ${NEWEST} LIMIT ${CANDIDATES}))
     ORDER BY ${titleMatch} DESC, ts_rank(p.search, ${QUERY}) DESC, ${NEWEST}
     LIMIT ${SEARCH_LIMIT}`,
    substring ? [keyword, at, pattern] : [keyword, at],
  );
  for (const { id } of exact.rows) found.add(id);

  if (substring && found.size < SEARCH_LIMIT) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT p.id FROM posts p
       WHERE p.body_text ILIKE $1 ESCAPE '\\' AND ${visibleAt(2)} AND NOT p.id = ANY($3::int[])
       ORDER BY ${NEWEST} LIMIT ${SEARCH_LIMIT - found.size}`,
      [pattern, at, [...found]],
    );
    for (const { id } of rows) found.add(id);
  }

  if (found.size < SEARCH_LIMIT) {
    const typos = await typoQuery(db, keyword);
    if (typos) {
      const { rows } = await db.query<{ id: number }>(
        `SELECT p.id FROM posts p
         WHERE p.id IN (
           SELECT p.id FROM posts p
           WHERE p.search @@ (${typos.sql}) AND ${visibleAt(1)} AND NOT p.id = ANY($2::int[])
           ORDER BY ${NEWEST} LIMIT ${CANDIDATES})
         ORDER BY ts_rank(p.search, ${typos.sql}) DESC, ${NEWEST}
         LIMIT ${SEARCH_LIMIT - found.size}`,
        [at, [...found], ...typos.params],
      );
      for (const { id } of rows) found.add(id);
    }
  }
  return [...found];
}

/**
 * The keyword's words with typos allowed, as a full-text query over parameters $3…: every word,
 * each as itself or as one of the site's words (search_words) it is a typo of, by the rule the
 * snippet's marks follow (similar enough, and about as long). Null when no word of the keyword
 * is a typo of a word the posts use.
 */
async function typoQuery(
  db: Queryable,
  keyword: string,
): Promise<{ sql: string; params: string[] } | null> {
  const terms = searchTerms(keyword);
  const fuzzy = terms.filter((term) => term.length >= FUZZY_MIN);
  if (fuzzy.length === 0) return null;
  const trgm = await trigramSchema(db);
  const { rows } = await db.query<{ term: string; word: string }>(
    `SELECT t.term, s.word
     FROM unnest($1::text[]) AS t(term),
       LATERAL (
         SELECT word FROM search_words
         WHERE word OPERATOR(${trgm}.%) t.term AND word <> t.term
           AND abs(length(word) - length(t.term)) <= $2
           AND ${trgm}.similarity(word, t.term) >= $3
         ORDER BY ${trgm}.similarity(word, t.term) DESC, word
         LIMIT ${TYPO_ALTERNATIVES}) AS s`,
    [fuzzy, TYPO_LENGTH_CHANGE, FUZZY_SIMILARITY],
  );
  if (rows.length === 0) return null;
  const params: string[] = [];
  const word = (text: string) => {
    params.push(text);
    return `plainto_tsquery('english', $${params.length + 2})`;
  };
  const groups = terms.map((term) => {
    const alternatives = [term, ...rows.filter((r) => r.term === term).map((r) => r.word)];
    return `(${alternatives.map(word).join(' || ')})`;
  });
  return { sql: groups.join(' && '), params };
}

/** Title matches first, then the text's matches, then typo matches; each with its passage. */
const searchPosts: Handler = async (c, { db, now }) => {
  const { keyword } = parseQuery(c, keywordQuery);
  const ids = await findPostIds(db, keyword, now());
  if (ids.length === 0) return c.json([]);
  const { rows } = await db.query<PostHit>(
    `SELECT p.id, p.slug, p.title, p.content, c.slug AS category_slug
     FROM posts p JOIN categories c ON c.id = p.category_id
     WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return c.json(
    ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { text, marks } = matchingPassage(stripHtml(row.content), keyword, SNIPPET_CHARS);
      return [{ ...row, snippet: text, snippet_marks: marks }];
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
    [keyword, containsPattern(keyword), keyword.length >= FUZZY_MIN],
  );
  return c.json(rows);
};

export const searchHandlers = {
  'GET search-posts': searchPosts,
  'GET search-categories': searchCategories,
} satisfies Partial<Record<CallKey, Handler>>;
