/**
 * Tells every instance on one PostgreSQL database that an admin write changed what readers see,
 * so each drops its cached answers and pages at once instead of when their TTL runs out.
 *
 * The writing instance sends `NOTIFY` (through the pool, after its transaction committed) on a
 * channel named after the schema, with what changed as the payload. Every instance `LISTEN`s on a
 * connection of its own, outside the pool (a pooled client would be handed to queries and could
 * miss notifications between them). When that connection is lost it reconnects with backoff and,
 * since notifications sent meanwhile are gone, reports a change of everything. The embedded
 * database (PGlite) is one process: its writes already empty its own cache, and it has no feed.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { Logger } from '../http/log';
import type { Queryable } from './connect';

export interface Change {
  /** What was written (the call, e.g. `post-update`), or `*` after a reconnect. */
  what: string;
}

export interface ChangeFeed {
  /** Sends `what` to the other instances; never throws (the TTL is the safety net). */
  publish(what: string): Promise<void>;
  /** Calls `listener` for each change made by another instance; answers the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /** Resolves once listening (tests; the first connection may fail and be retried). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  connectTimeoutMs: number;
  log: Logger;
  /** First and longest wait before reconnecting (ms); the wait doubles in between. */
  retryMs?: [number, number];
  /** How often the listening connection is checked with a query (ms). */
  heartbeatMs?: number;
}

/** How the listening connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'betpulse change feed';

const isPostgres = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** A double-quoted identifier. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The feed for a PostgreSQL `databaseUrl`; null for PGlite (one process sees every write). */
export async function openChangeFeed(
  databaseUrl: string,
  db: Queryable,
  options: ChangeFeedOptions,
): Promise<ChangeFeed | null> {
  if (!isPostgres(databaseUrl)) return null;
  // Instances on other schemas of the same database (tests, staging) must not hear each other.
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const channel = `betpulse_changes:${rows[0]?.schema ?? 'public'}`.slice(0, 63);
  const feed = new PgChangeFeed(databaseUrl, db, channel, options);
  feed.start();
  return feed;
}

class PgChangeFeed implements ChangeFeed {
  private readonly instance = randomUUID();
  private readonly listeners = new Set<(change: Change) => void>();
  /** The listening connection, or the one being opened. */
  private client: Client | null = null;
  private live = false;
  private closed = false;
  private failures = 0;
  private everConnected = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private listening!: Promise<void>;
  private resolveListening!: () => void;

  constructor(
    private readonly url: string,
    private readonly db: Queryable,
    private readonly channel: string,
    private readonly options: ChangeFeedOptions,
  ) {
    this.listening = new Promise((resolve) => (this.resolveListening = resolve));
  }

  start(): void {
    void this.connect();
    const every = this.options.heartbeatMs ?? 10_000;
    this.heartbeat = setInterval(() => void this.check(), every);
    this.heartbeat.unref();
  }

  ready(): Promise<void> {
    return this.listening;
  }

  async publish(what: string): Promise<void> {
    try {
      const payload = JSON.stringify({ what, from: this.instance });
      await this.db.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
    } catch (error) {
      this.options.log.error({
        msg: 'change not sent to other instances',
        what,
        error: String(error),
      });
    }
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private emit(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      keepAlive: true,
      application_name: FEED_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      if (message.channel !== this.channel) return;
      let change: { what?: unknown; from?: unknown } = {};
      try {
        change = JSON.parse(message.payload ?? '{}') as typeof change;
      } catch {
        // A foreign payload still means something changed.
      }
      if (change.from === this.instance) return; // its own write already emptied its cache
      this.emit({ what: typeof change.what === 'string' ? change.what : '*' });
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    this.live = false;
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted(this.channel)}`);
    } catch (error) {
      // Once per outage; the database being down is already answered as 503 by the API.
      if (this.failures === 0) {
        this.options.log.info({
          msg: 'change feed: cannot listen, retrying',
          error: String(error),
        });
      }
      this.lost(client);
      return;
    }
    if (this.closed || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.live = true;
    this.failures = 0;
    // Notifications sent while it was not listening are gone: everything may have changed.
    if (this.everConnected) {
      this.options.log.info({ msg: 'change feed: listening again' });
      this.emit({ what: '*' });
    }
    this.everConnected = true;
    this.resolveListening();
  }

  /** The listening connection failed or ended: drop it and try again after a backoff. */
  private lost(client: Client): void {
    if (this.client !== client) return; // an earlier connection, already replaced
    if (this.live) {
      this.options.log.info({ msg: 'change feed: connection lost, retrying' });
    }
    this.client = null;
    this.live = false;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed || this.retryTimer) return;
    const [first, longest] = this.options.retryMs ?? [250, 10_000];
    const wait = Math.min(longest, first * 2 ** this.failures) * (0.75 + Math.random() * 0.5);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }

  /** A connection can die without a word (a dropped network): a query finds out. */
  private async check(): Promise<void> {
    const client = this.client;
    if (!client || !this.live) return;
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('heartbeat timeout')), 5000).unref(),
    );
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch {
      this.lost(client);
    }
  }
}
