/**
 * A counted page view, into the queue: the site's views and visitors of the day and hour, the
 * page's views (with the post or category it shows), the post's hourly views ("Trending"), the
 * referring site's host, and the visitor in this minute (real time).
 *
 * The visitor is `sha256(salt of the day, address, user agent)`, shortened: the salt is random per
 * site day, shared by every instance through analytics_salts, and deleted when the day is over.
 * Neither the address nor the user agent is stored, nor sent anywhere: only the hash is kept, and
 * only until the day ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { HitInput } from '../../src/contract/analyticsCalls';
import { ADMIN_ROOT, SITE_SEGMENTS } from '../../src/contract/pageRoutes';
import type { Queryable } from '../db/connect';
import { clientAddress, ownOrigin } from '../http/request';
import type { Deps } from '../types';
import { siteMoment } from './siteTime';
import {
  DAY_VISITORS,
  DAYS,
  HOUR_VISITORS,
  HOURS,
  PAGES,
  POST_HOURS,
  RECENT,
  REFERRERS,
} from './tables';
import { analyticsUpkeep, pruneRecent } from './upkeep';

/** What a path shows: a post (and its category), a category, or neither (0). */
interface Target {
  post_id: number;
  category_id: number;
}
const NOTHING: Target = { post_id: 0, category_id: 0 };

/** This instance's salt of the day, and the paths it resolved lately. */
interface Intake {
  salt: { day: string; value: Promise<string> } | null;
  targets: LRUCache<string, Target>;
  prunedMinute: number;
}

/** One per server instance: keyed by its queue (deps.rollups), made once per instance. */
const intakes = new WeakMap<object, Intake>();

function intakeOf(deps: Deps): Intake {
  let found = intakes.get(deps.rollups);
  if (!found) {
    found = {
      salt: null,
      // A renamed or unpublished post is seen as such within a minute.
      targets: new LRUCache<string, Target>({ max: 10_000, ttl: 60_000 }),
      prunedMinute: 0,
    };
    intakes.set(deps.rollups, found);
  }
  return found;
}

/** The day's salt, made by whichever instance asks first; a new day also runs the upkeep. */
function saltOf(intake: Intake, deps: Deps, day: string): Promise<string> {
  if (intake.salt?.day === day) return intake.salt.value;
  const value = (async () => {
    await deps.db.query(
      'INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
      [day, randomBytes(16).toString('base64url')],
    );
    const { rows } = await deps.db.query<{ salt: string }>(
      'SELECT salt FROM analytics_salts WHERE day = $1',
      [day],
    );
    // Yesterday's salt and hashes go now, not at the next hourly upkeep (which tries again, and
    // takes what other instances wrote of yesterday after this). This instance's first.
    await deps.rollups.flush();
    await analyticsUpkeep(deps.db, deps.settings, deps.now()).catch((error: unknown) =>
      deps.log.error({
        msg: 'analytics upkeep failed',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return rows[0]!.salt;
  })();
  intake.salt = { day, value };
  // A failure is not kept: the next view tries again.
  value.catch(() => {
    if (intake.salt?.value === value) intake.salt = null;
  });
  return value;
}

export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The referring site's host without `www.`; null for none, a non-web address or our own host. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const bare = (host: string) =>
    host
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  const host = bare(url.hostname);
  if (!host || host.length > 253 || host === bare(ownHost)) return null;
  return host;
}

/** Paths never counted: the admin (staff) and share links (their token is a secret). */
export function isUncountedPath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return first === ADMIN_ROOT || first === 'shared';
}

/** `/a/b/` → `/a/b`; the home page stays `/`. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function resolve(db: Queryable, path: string, now: Date): Promise<Target> {
  const segments = path.split('/').filter(Boolean).map(decoded);
  if (segments.some((s) => s === null)) return NOTHING;
  const [first, second] = segments as string[];
  if (segments.length === 1 && !SITE_SEGMENTS.has(first!)) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [
      first,
    ]);
    return rows[0] ? { post_id: 0, category_id: Number(rows[0].id) } : NOTHING;
  }
  if (segments.length !== 2) return NOTHING;
  const byCard = first === 'posts' || first === 'popular';
  if (!byCard && SITE_SEGMENTS.has(first!)) return NOTHING;
  const { rows } = await db.query<{ id: number; category_id: number }>(
    `SELECT p.id, p.category_id FROM posts p JOIN categories c ON c.id = p.category_id
      WHERE p.slug = $1 AND ($2::text IS NULL OR c.slug = $2)
        AND p.status = 'published' AND coalesce(p.posted_at, p.created_at) <= $3`,
    [second, byCard ? null : first, now],
  );
  return rows[0]
    ? { post_id: Number(rows[0].id), category_id: Number(rows[0].category_id) }
    : NOTHING;
}

async function targetOf(intake: Intake, db: Queryable, path: string, now: Date): Promise<Target> {
  const cached = intake.targets.get(path);
  if (cached) return cached;
  const found = await resolve(db, path, now);
  intake.targets.set(path, found);
  return found;
}

/** Counts one page view (the caller has checked the request is countable and the input valid). */
export async function recordHit(c: Context, deps: Deps, input: HitInput): Promise<void> {
  const path = normalisePath(input.path);
  if (isUncountedPath(path)) return;
  const intake = intakeOf(deps);
  const now = deps.now();
  const { day, hour } = siteMoment(now, deps.settings.siteTimeZone);
  const [salt, target] = await Promise.all([
    saltOf(intake, deps, day),
    targetOf(intake, deps.db, path, now),
  ]);
  const visitor = visitorHash(
    salt,
    clientAddress(c, deps.settings),
    c.req.header('user-agent') ?? '',
  );
  const host = referrerHost(input.referrer, new URL(ownOrigin(c, deps.settings)).hostname);
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const q = deps.rollups;
  q.add(DAYS, { day }, { views: 1 });
  q.add(HOURS, { day, hour }, { views: 1 });
  q.add(PAGES, { day, path, ...target }, { views: 1 });
  if (target.post_id > 0) q.add(POST_HOURS, { day, hour, post_id: target.post_id }, { views: 1 });
  if (host) q.add(REFERRERS, { day, host }, { views: 1 });
  q.addDistinct(DAY_VISITORS, { day }, visitor);
  q.addDistinct(HOUR_VISITORS, { day, hour }, visitor);
  q.addDistinct(RECENT, { minute: minute.toISOString() }, visitor);
  // Minute buckets past the real-time window, at most once a minute per instance.
  if (minute.getTime() !== intake.prunedMinute) {
    intake.prunedMinute = minute.getTime();
    void pruneRecent(deps.db, now).catch(() => undefined);
  }
}
