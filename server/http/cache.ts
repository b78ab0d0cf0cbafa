/**
 * The in-process cache of public answers (JSON reads, rendered pages, feeds): the first request
 * runs the handler, later identical ones are answered from memory with the validator computed
 * once. Any admin write empties it (the dispatcher calls `invalidate()`), and an answer computed
 * while a write was running is never stored, so a reader never sees stale data after a write
 * returned. Bounded (lru-cache): least recently used entries go first. An entry keeps its own
 * compressed bodies (brotli, gzip), each made on first demand and counted in its size.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Settings } from '../settings';
import {
  addVary,
  chooseEncoding,
  encode,
  mayCompress,
  MIN_COMPRESS_BYTES,
  type Encoding,
} from './encode';

/** Public reads: browsers and proxies may keep them but must revalidate (ETag) every time. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A weak validator of an answer's bytes. */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when `If-None-Match` names `etag` (or `*`). */
export function matchesEtag(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  return Boolean(header?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'));
}

interface CachedAnswer {
  /** The key it is kept under. */
  key: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  storedAt: number;
  /** Worth compressing (its type and size); its compressions, made once each, on demand. */
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
  /** Counted against the byte budget: body, compressions made so far and bookkeeping. */
  bytes: number;
}

export interface PublicCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** Larger answers are answered (with their validator) but not kept. */
  maxEntryBytes?: number;
  /** How long an entry may be served; Infinity when this process sees every write. */
  ttlMs?: number;
  now?: () => number;
  /**
   * The next moment answers change with no write at all (a scheduled post's publication time),
   * in ms, or null when none is ahead. Looked up once after each invalidation; when the moment
   * passes, the next read empties the cache, and no answer's max-age runs past it.
   */
  nextChange?: () => Promise<number | null>;
}

/** `cacheControl` with its max-age and s-maxage no longer than `seconds`. */
export function capMaxAge(cacheControl: string, seconds: number): string {
  const cap = Math.max(0, Math.floor(seconds));
  return cacheControl.replace(
    /\b(max-age|s-maxage)=(\d+)/gi,
    (_, name: string, value: string) => `${name}=${Math.min(Number(value), cap)}`,
  );
}

/** Headers of the handler's answer that the cache sets itself or must not replay. */
const OWN_HEADERS = new Set(['cache-control', 'etag', 'content-length', 'set-cookie', 'x-cache']);
/** Per entry bookkeeping (key, headers, object) counted against the byte budget. */
const ENTRY_OVERHEAD = 512;

export class PublicCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly maxEntryBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every invalidation: an answer computed across a bump is not stored. */
  private generation = 0;
  private readonly notKept = new WeakSet<Response>();
  /** Computations under way, by generation and key. */
  private readonly inflight = new Map<string, Promise<CachedAnswer | null>>();
  private readonly nextChange: (() => Promise<number | null>) | null;
  /** When the entries stop being true without a write; undefined until looked up. */
  private boundary: number | null | undefined = undefined;
  private boundaryLoad: Promise<void> | null = null;

  constructor(options: PublicCacheOptions = {}) {
    this.entries = new LRUCache({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 20 * 1024 * 1024,
      sizeCalculation: (entry) => entry.bytes,
    });
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? Infinity;
    this.now = options.now ?? Date.now;
    this.nextChange = options.nextChange ?? null;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Marks an answer of `produce` as one to send but not keep (e.g. a degraded fallback). */
  passThrough(response: Response): Response {
    this.notKept.add(response);
    return response;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.boundary = undefined;
  }

  /**
   * Empties the cache once the next scheduled moment has passed (a comparison on each read), and
   * looks the next one up after an invalidation (one query, shared by the readers waiting on it).
   */
  private async checkSchedule(): Promise<void> {
    if (!this.nextChange) return;
    if (this.boundary === null) return;
    if (this.boundary !== undefined) {
      if (this.now() < this.boundary) return;
      this.invalidate();
    }
    if (!this.boundaryLoad) {
      const generation = this.generation;
      const load: Promise<void> = this.nextChange().then(
        (at) => {
          // A write meanwhile may have scheduled something sooner: look again then.
          if (this.generation === generation) this.boundary = at;
        },
        // Unknown (database down): answers are sent but not kept, with no max-age.
        () => undefined,
      );
      this.boundaryLoad = load;
      void load.finally(() => {
        if (this.boundaryLoad === load) this.boundaryLoad = null;
      });
    }
    await this.boundaryLoad;
  }

  /** Seconds until the next scheduled moment; 0 when unknown, Infinity when none is ahead. */
  private secondsLeft(): number {
    if (!this.nextChange || this.boundary === null) return Infinity;
    if (this.boundary === undefined) return 0;
    return (this.boundary - this.now()) / 1000;
  }

  /**
   * The answer for `key`: from memory (`X-Cache: HIT`) or from `produce` (`MISS`), with an ETag,
   * 304 when the client already has it, and `cacheControl`. Only 200 answers are kept; others
   * (404, errors) pass through untouched. Identical requests arriving while the answer is being
   * computed wait for that one computation (`X-Cache: SHARED`) instead of each running it: after
   * a write empties the cache, a burst of readers costs one query, not fifty.
   */
  async answer(
    c: Context,
    key: string,
    produce: () => Promise<Response> | Response,
    cacheControl = PUBLIC_CACHE_CONTROL,
    /**
     * The key to keep the answer under when only its computation tells it (the banner campaigns
     * a rendered page drew: pages/bannerVariants.ts); `key` by default.
     */
    storeAs?: () => string,
  ): Promise<Response> {
    await this.checkSchedule();
    let entry = this.lookup(key);
    let state = 'HIT';
    // Per generation: a request after a write never waits for a computation from before it.
    const flight = `${this.generation} ${key}`;
    const running = entry ? undefined : this.inflight.get(flight);
    if (running) {
      entry = (await running) ?? undefined;
      state = 'SHARED';
    }
    if (!entry) {
      state = 'MISS';
      const job = this.compute(key, produce, storeAs);
      if (!this.inflight.has(flight)) {
        const shared = job.then(
          (computed) => (computed instanceof Response ? null : computed),
          () => null,
        );
        this.inflight.set(flight, shared);
        void shared.then(() => {
          if (this.inflight.get(flight) === shared) this.inflight.delete(flight);
        });
      }
      const computed = await job;
      if (computed instanceof Response) return computed;
      entry = computed;
    }
    const headers = new Headers(entry.headers);
    headers.set('ETag', entry.etag);
    const left = this.secondsLeft();
    headers.set('Cache-Control', left === Infinity ? cacheControl : capMaxAge(cacheControl, left));
    headers.set('X-Cache', state);
    if (entry.compressible) addVary(headers);
    if (matchesEtag(c, entry.etag)) {
      headers.delete('Content-Type');
      return new Response(null, { status: 304, headers });
    }
    let body = entry.body;
    const encoding = entry.compressible && chooseEncoding(c.req.header('Accept-Encoding'));
    // HEAD is answered with the length of the plain body, as it never makes a compression.
    if (encoding && c.req.method !== 'HEAD') {
      body = await this.compressed(entry.key, entry, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  }

  /** The entry's body in `encoding`: made once (a burst shares it), then counted in its size. */
  private async compressed(
    key: string,
    entry: CachedAnswer,
    encoding: Encoding,
  ): Promise<Uint8Array<ArrayBuffer>> {
    let job = entry.encoded[encoding];
    if (!job) {
      job = encode(entry.body, encoding, 'kept');
      entry.encoded[encoding] = job;
      void job.then(
        (bytes) => {
          if (this.entries.peek(key) !== entry) return;
          // lru-cache sizes an entry when it is set: set again to count the compression.
          entry.bytes += bytes.length;
          this.entries.delete(key);
          this.entries.set(key, entry);
        },
        () => delete entry.encoded[encoding],
      );
    }
    return job;
  }

  /** Runs `produce`; a 200 answer becomes an entry (kept when allowed), anything else is sent. */
  private async compute(
    key: string,
    produce: () => Promise<Response> | Response,
    storeAs?: () => string,
  ): Promise<CachedAnswer | Response> {
    const generation = this.generation;
    const response = await produce();
    if (response.status !== 200 || this.notKept.has(response)) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !OWN_HEADERS.has(name));
    const entry: CachedAnswer = {
      key: storeAs?.() ?? key,
      headers,
      body,
      etag: etagOf(body),
      storedAt: this.now(),
      compressible: mayCompress(response.headers) && body.length >= MIN_COMPRESS_BYTES,
      encoded: {},
      bytes: body.length + ENTRY_OVERHEAD,
    };
    const storable =
      generation === this.generation &&
      (!this.nextChange || this.boundary !== undefined) &&
      body.length <= this.maxEntryBytes &&
      !response.headers.has('set-cookie');
    if (storable) this.entries.set(entry.key, entry);
    return entry;
  }

  private lookup(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * With the embedded database this process sees every write, so entries live until one happens.
 * With a PostgreSQL server other instances may write too: their writes arrive through the change
 * feed (LISTEN/NOTIFY, server/db/changes.ts) and empty the cache at once; entries still expire
 * after a few seconds, a safety net for the moments the feed is reconnecting.
 */
export function publicCacheFor(
  settings: Pick<Settings, 'databaseUrl'>,
  options: Pick<PublicCacheOptions, 'now' | 'nextChange'> = {},
): PublicCache {
  const shared = /^postgres(ql)?:\/\//i.test(settings.databaseUrl);
  return new PublicCache({ ...options, ttlMs: shared ? 5_000 : Infinity });
}
