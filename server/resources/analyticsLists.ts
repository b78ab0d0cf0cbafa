/**
 * Addition (analytics): the readers' lists made of the views, "Most read" (q=most-read) and
 * "Trending" (q=trending), from the rollups the counting queue writes.
 */
import type { Context } from 'hono';
import { MOST_READ_MAX, mostReadQuery } from '../../src/contract/analyticsCalls';
import type { CallKey } from '../../src/contract/calls';
import { addDays, siteMoment } from '../analytics/siteTime';
import { assertAnalyticsOn } from '../analytics/enabled';
import { parseQuery } from '../http/input';
import type { Deps, Handler } from '../types';
import { pageOf } from './posts';
import { NEWEST_FIRST, POST_COLUMNS, POST_FROM, toPost, visibleAt, type PostRow } from './postRows';

/**
 * The readers' lists move with every view, which no admin write announces: they are kept out of
 * the public cache (routes.ts) and kept here for a minute each instead, per instance (by its
 * queue), by the server's clock; and a CDN may keep them as long.
 */
const LIST_KEPT_MS = 60_000;
const lists = new WeakMap<object, Map<string, { at: number; body: unknown; total?: string }>>();

async function keptList(
  c: Context,
  deps: Deps,
  make: () => Promise<{ body: unknown; total?: string }>,
): Promise<Response> {
  let kept = lists.get(deps.rollups);
  if (!kept) lists.set(deps.rollups, (kept = new Map()));
  const key = new URL(c.req.url).search;
  const now = deps.now().getTime();
  let entry = kept.get(key);
  if (!entry || now - entry.at > LIST_KEPT_MS || now < entry.at) {
    // Bounded: a flood of distinct parameters empties it rather than growing it.
    if (kept.size >= 1000) kept.clear();
    entry = { at: now, ...(await make()) };
    kept.set(key, entry);
  }
  c.header('Cache-Control', `public, max-age=${LIST_KEPT_MS / 1000}`);
  if (entry.total !== undefined) c.header('X-Total-Count', entry.total);
  return c.json(entry.body);
}

/** The most read published posts of the last 7 days (at most 6), never the one being read. */
const mostRead: Handler = async (c, deps) => {
  assertAnalyticsOn(deps.settings);
  const { exclude } = parseQuery(c, mostReadQuery);
  return keptList(c, deps, async () => {
    const now = deps.now();
    const today = siteMoment(now, deps.settings.siteTimeZone).day;
    const { rows } = await deps.db.query<PostRow>(
      `SELECT ${POST_COLUMNS}
       FROM ${POST_FROM}
       JOIN (SELECT post_id, sum(views) AS views FROM analytics_pages
              WHERE day >= $1 AND post_id > 0 GROUP BY post_id) v ON v.post_id = p.id
      WHERE ${visibleAt(2)} AND ($3::int IS NULL OR p.id <> $3) AND v.views > 0
      ORDER BY v.views DESC, ${NEWEST_FIRST}
      LIMIT $4`,
      [addDays(today, -6), now, exclude ?? null, MOST_READ_MAX],
    );
    return { body: rows.map(toPost) };
  });
};

/**
 * Every published post (as q=posts lists them), the most viewed in the last 48 hours first, then
 * the newest; paged as q=posts is (`page`, `limit`, X-Total-Count).
 */
const trending: Handler = async (c, deps) => {
  assertAnalyticsOn(deps.settings);
  const page = pageOf(c);
  return keptList(c, deps, async () => {
    const now = deps.now();
    const since = siteMoment(new Date(now.getTime() - 48 * 3600_000), deps.settings.siteTimeZone);
    const [{ rows }, count] = await Promise.all([
      deps.db.query<PostRow>(
        `SELECT ${POST_COLUMNS}
         FROM ${POST_FROM}
         LEFT JOIN (SELECT post_id, sum(views) AS views FROM analytics_post_hours
                     WHERE (day, hour) >= ($1::date, $2::int) GROUP BY post_id) v
           ON v.post_id = p.id
        WHERE ${visibleAt(3)}
        ORDER BY coalesce(v.views, 0) DESC, ${NEWEST_FIRST}
        LIMIT $4 OFFSET $5`,
        [since.day, since.hour, now, page?.limit ?? null, page?.offset ?? 0],
      ),
      page
        ? deps.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM posts p WHERE ${visibleAt(1)}`,
            [now],
          )
        : null,
    ]);
    return {
      body: rows.map(toPost),
      ...(count && { total: String(count.rows[0]!.n) }),
    };
  });
};

export const analyticsListHandlers = {
  'GET most-read': mostRead,
  'GET trending': trending,
} satisfies Partial<Record<CallKey, Handler>>;
