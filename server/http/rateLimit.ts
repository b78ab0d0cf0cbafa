/**
 * Per-address rate limits on the calls worth abusing: search (full-text queries), admin writes
 * and beacons (page views, banner events). A token bucket per address and kind, in memory: `limit`
 * requests at once, refilled evenly over the window, so a steady client at the allowed pace is
 * never refused and a burst is cut off at `limit`. Over the limit: 429 JSON with Retry-After
 * (whole seconds until the next request would pass). By default each process counts on its own:
 * behind a load balancer the limit applies per instance. With RATE_LIMIT_SHARED on a PostgreSQL
 * server the buckets live in the database instead (one statement per limited request; the README
 * has what that costs).
 *
 * Kept rather than rate-limiter-flexible (11.4, measured against it on this machine): its memory
 * limiter counts fixed windows, so 60 requests around a window's edge passed where this bucket
 * lets 30 through at a limit of 30; it reads the real clock (the test clock cannot move it); it
 * answers through a promise and refuses by rejecting one (0.95M allowed and 0.21M refused takes/s
 * against 7.0M and 10.7M here); and its PostgreSQL limiter creates its own table at run time,
 * outside the numbered migrations.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from './request';
import { CALLS, type CallKey } from '../../src/contract/calls';
import type { Settings } from '../settings';
import { HttpError } from './errors';

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  at: number;
}

/** Addresses kept at most; beyond it full buckets are dropped first, then the oldest. */
const MAX_ADDRESSES = 10_000;

export class TokenBucket implements Buckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly limit: number,
    windowMs: number,
  ) {
    this.perMs = limit / windowMs;
  }

  /** Takes a token for `key` at `now`; answers 0 when allowed, else the ms until one is free. */
  take(key: string, now: number): number {
    const bucket = this.refilled(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs));
  }

  get size(): number {
    return this.buckets.size;
  }

  private refilled(key: string, now: number): Bucket {
    const found = this.buckets.get(key);
    if (found) {
      const elapsed = Math.max(0, now - found.at);
      found.tokens = Math.min(this.limit, found.tokens + elapsed * this.perMs);
      found.at = now;
      // Most recently used last, so that pruning drops the idle ones first.
      this.buckets.delete(key);
      this.buckets.set(key, found);
      return found;
    }
    if (this.buckets.size >= MAX_ADDRESSES) this.prune(now);
    const bucket = { tokens: this.limit, at: now };
    this.buckets.set(key, bucket);
    return bucket;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.limit) this.buckets.delete(key);
    }
    // Still full: everyone is busy; forget the least recently seen half.
    if (this.buckets.size >= MAX_ADDRESSES) {
      let drop = Math.ceil(this.buckets.size / 2);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}

/** What the shared buckets need of the database (the server's CounterDb has it). */
export interface CounterDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** One limit's buckets, in this process or in the database. */
interface Buckets {
  take(key: string, now: number): number | Promise<number>;
}

/**
 * The same token bucket, kept in the database (rate_buckets): every instance on it takes from
 * one bucket per address. One statement per request, atomic under concurrency (the row's lock).
 */
export class SharedTokenBucket implements Buckets {
  private readonly perMs: number;
  private prunedAt = 0;

  constructor(
    private readonly db: CounterDb,
    private readonly kind: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.perMs = limit / windowMs;
  }

  async take(key: string, now: number): Promise<number> {
    // Rows untouched for a whole window are full again: the same as no row. Dropped once a minute.
    if (now - this.prunedAt > 60_000) {
      this.prunedAt = now;
      void this.db
        .query('DELETE FROM rate_buckets WHERE kind = $1 AND at_ms < $2', [
          this.kind,
          now - this.windowMs,
        ])
        .catch(() => undefined);
    }
    // refilled = min(limit, tokens + elapsed × rate); a token is taken when refilled >= 1.
    const refilled = 'LEAST($3::float8, b.tokens + GREATEST(0, $5::float8 - b.at_ms) * $4::float8)';
    const { rows } = await this.db.query<{ tokens: number; allowed: boolean }>(
      `INSERT INTO rate_buckets AS b (kind, address, tokens, at_ms, allowed)
       VALUES ($1, $2, $3::float8 - 1, $5::float8, true)
       ON CONFLICT (kind, address) DO UPDATE SET
         tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
         allowed = ${refilled} >= 1,
         at_ms = GREATEST(b.at_ms, $5::float8)
       RETURNING tokens, allowed`,
      [this.kind, key.slice(0, 100), this.limit, this.perMs, now],
    );
    const row = rows[0]!;
    if (row.allowed) return 0;
    return Math.max(1, Math.ceil((1 - Number(row.tokens)) / this.perMs));
  }
}

export type LimitedKind = 'search' | 'write' | 'beacon';

/** Which limit a call of the contract falls under, if any. */
export function limitedKind(method: string, q: string | undefined): LimitedKind | null {
  if (q === undefined) return null;
  const key = `${method === 'HEAD' ? 'GET' : method} ${q}`;
  if (!(key in CALLS)) return null;
  if (q === 'search-posts' || q === 'search-categories') return 'search';
  // Page views and banner events: a flood is refused before it is read, and never counted.
  if (key === 'POST hit' || key === 'POST ad-event') return 'beacon';
  // Accepting an invitation or a password reset is a public write: limited like the admin's (its
  // token is a guess).
  if (key === 'POST invitation-accept' || key === 'POST password-reset') return 'write';
  return CALLS[key as CallKey].access === 'admin' && !key.startsWith('GET ') ? 'write' : null;
}

const MESSAGES: Record<LimitedKind, string> = {
  search: 'Too many searches. Please wait a moment and try again.',
  write: 'Too many changes in a short time. Please wait a moment and try again.',
  beacon: 'Too many events from this address. Please wait a moment.',
};

type RateSettings = Pick<
  Settings,
  | 'searchRateLimit'
  | 'searchRateWindowMs'
  | 'writeRateLimit'
  | 'writeRateWindowMs'
  | 'beaconRateLimit'
  | 'beaconRateWindowMs'
  | 'trustProxyHttps'
  | 'rateLimitShared'
  | 'databaseUrl'
>;

/** The limits as middleware for the API path; `now` is the clock (replaceable in tests). */
export function rateLimits(
  settings: RateSettings,
  now: () => Date,
  db?: CounterDb,
): MiddlewareHandler {
  // Counted in the database only on a PostgreSQL server (PGlite is one process anyway).
  const shared =
    settings.rateLimitShared && db && /^postgres(ql)?:\/\//i.test(settings.databaseUrl);
  const make = (kind: LimitedKind, limit: number, windowMs: number): Buckets | null => {
    if (limit <= 0) return null;
    return shared
      ? new SharedTokenBucket(db, kind, limit, windowMs)
      : new TokenBucket(limit, windowMs);
  };
  const buckets: Record<LimitedKind, Buckets | null> = {
    search: make('search', settings.searchRateLimit, settings.searchRateWindowMs),
    write: make('write', settings.writeRateLimit, settings.writeRateWindowMs),
    beacon: make('beacon', settings.beaconRateLimit, settings.beaconRateWindowMs),
  };
  return async (c: Context, next) => {
    const kind = limitedKind(c.req.method, c.req.query('q'));
    const bucket = kind ? buckets[kind] : null;
    if (kind && bucket) {
      const waitMs = await bucket.take(clientAddress(c, settings), now().getTime());
      if (waitMs > 0) {
        throw new HttpError(429, MESSAGES[kind], {
          headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)), 'Cache-Control': 'no-store' },
        });
      }
    }
    await next();
  };
}
