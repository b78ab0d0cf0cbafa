/** Editorial workflow: what this backend supports, and the admin's list of every post. */
import { adminPostsQuery, type AdminPostsAnswer } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { DEFAULT_PAGE_LIMIT } from './posts';
import {
  NEWEST_FIRST,
  POST_COLUMNS,
  POST_FROM,
  PUBLISHED_AT,
  toEditorialPost,
  visibleAt,
  type PostRow,
} from './postRows';
import { nextScheduled } from './schedule';
import { containsPattern } from './search';

/** Public and cacheable: the app shows the editorial controls only when this answers. */
const capabilities: Handler = (c, { settings }) =>
  c.json({
    editorial: true,
    time_zone: settings.siteTimeZone,
    predictions: true,
    site_texts: true,
    category_details: true,
    staff: true,
    // Counting views and its reports (ANALYTICS, on by default).
    analytics: settings.analytics,
    // Banner campaigns: rotation, impressions and clicks, reports (resources/campaigns/).
    campaigns: true,
    // Import from WordPress and Ghost, the full export and restore, the backups' state.
    site_data: true,
  });

/** Each status filter as a condition on `p` (`$1`: the clock). */
const STATUS_FILTERS = {
  all: 'true',
  draft: "p.status = 'draft'",
  scheduled: `p.status = 'published' AND ${PUBLISHED_AT} > $1`,
  published: visibleAt(1),
} as const;

/** Never cached (admin): drafts and scheduled posts too, with counts and what goes out next. */
const adminPosts: Handler = async (c, { db, now }) => {
  const query = parseQuery(c, adminPostsQuery);
  const at = now();
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = paged ? (query.limit ?? DEFAULT_PAGE_LIMIT) : null;
  const offset = paged ? ((query.page ?? 1) - 1) * limit! : 0;
  // $1 is named in every filter's query (PostgreSQL must know each parameter's type).
  const where = `$1::timestamptz IS NOT NULL AND ${STATUS_FILTERS[query.status ?? 'all']}
    AND ($2::text IS NULL OR p.title ILIKE $2 ESCAPE '\\' OR p.slug ILIKE $2 ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM categories sc
                 WHERE sc.id = p.category_id AND sc.name ILIKE $2 ESCAPE '\\'))`;
  const params = [at, query.search ? containsPattern(query.search) : null];
  const [posts, total, counts, next] = await Promise.all([
    db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE ${where}
       ORDER BY ${NEWEST_FIRST} LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts p WHERE ${where}`, params),
    db.query<AdminPostsAnswer['counts']>(
      `SELECT count(*)::int AS "all",
         (count(*) FILTER (WHERE ${STATUS_FILTERS.draft}))::int AS draft,
         (count(*) FILTER (WHERE ${STATUS_FILTERS.scheduled}))::int AS scheduled,
         (count(*) FILTER (WHERE ${STATUS_FILTERS.published}))::int AS published
       FROM posts p`,
      [at],
    ),
    nextScheduled(db, at),
  ]);
  const n = total.rows[0]!.n;
  if (paged) c.header('X-Total-Count', String(n));
  const answer: AdminPostsAnswer = {
    posts: posts.rows.map((row) => toEditorialPost(row, at)),
    total: n,
    counts: counts.rows[0]!,
    next_scheduled: next,
  };
  return c.json(answer);
};

export const editorialHandlers = {
  'GET capabilities': capabilities,
  'GET admin-posts': adminPosts,
} satisfies Partial<Record<CallKey, Handler>>;
