/**
 * The one counting queue of the server (views, visitors, banner impressions and clicks): events
 * are added in memory, aggregated by key, and written in batches as upserts into daily rollup
 * rows (`INSERT … ON CONFLICT … DO UPDATE SET n = t.n + excluded.n`), never a row per event. The
 * upserts add to what is there, so several instances on one PostgreSQL count exactly.
 *
 * - Written every `flushMs`, or at once when `batchEvents` events wait.
 * - Bounded: beyond `maxPending` waiting events, new ones are dropped (and counted in `dropped`).
 * - A batch whose write failed is tried once more on the next tick, then logged and dropped: a
 *   database that is away never crashes the server nor grows memory without end.
 * - `stop()` writes what waits (the graceful stop, deps.ts), and nothing is taken after it.
 *
 * Each batch is one transaction, its rows in one fixed order (table, then key): every instance
 * takes the rows' locks in the same order, so concurrent flushes wait for each other, never
 * deadlock. Table and column names come from `rollupTable`/`distinctSet` (checked identifiers
 * written in code), never from a request; values are always parameters.
 */
import type { Db, Queryable } from '../db/connect';
import type { Logger } from '../http/log';

/** A key column's value: a day ('2026-03-01'), a path, an id; null where the column allows it. */
export type KeyValue = string | number | null;

/** A rollup table: its key columns (a unique index on exactly them) and its counter columns. */
export interface RollupTable {
  readonly name: string;
  readonly keys: readonly string[];
  readonly counters: readonly string[];
}

/**
 * A set of distinct members per key (a day's visitors): a member is stored once per key, and the
 * first sighting of it on any instance adds 1 to `counts` (a counter of a rollup table with the
 * same key columns). The table's unique index is its keys and its member.
 */
export interface DistinctSet {
  readonly name: string;
  readonly keys: readonly string[];
  readonly member: string;
  readonly counts?: { readonly table: RollupTable; readonly counter: string };
}

/** The interface every counter codes against. */
export interface RollupQueue {
  add(table: RollupTable, key: Record<string, KeyValue>, increments: Record<string, number>): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export interface CountingQueue extends RollupQueue {
  /** Adds `member` to the set under `key` (counted once per key, across instances). */
  addDistinct(set: DistinctSet, key: Record<string, KeyValue>, member: string): void;
  /** Events waiting to be written (in the next batch). */
  readonly pending: number;
  /** Events dropped since the start: beyond the bound, after a stop, or in a batch that failed twice. */
  readonly dropped: number;
}

export interface QueueOptions {
  flushMs: number;
  batchEvents: number;
  maxPending: number;
  log: Pick<Logger, 'info' | 'error'>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a plain SQL identifier`);
  return name;
}

export function rollupTable(
  name: string,
  keys: readonly string[],
  counters: readonly string[],
): RollupTable {
  if (keys.length === 0 || counters.length === 0) {
    throw new Error(`rollup table ${name} needs key and counter columns`);
  }
  return {
    name: identifier(name),
    keys: keys.map(identifier),
    counters: counters.map(identifier),
  };
}

export function distinctSet(
  name: string,
  keys: readonly string[],
  member: string,
  counts?: { table: RollupTable; counter: string },
): DistinctSet {
  if (counts) {
    if (!counts.table.counters.includes(counts.counter)) {
      throw new Error(`${counts.table.name} has no counter ${counts.counter}`);
    }
    if (counts.table.keys.join() !== keys.join()) {
      throw new Error(`${name} and ${counts.table.name} must have the same key columns`);
    }
  }
  return { name: identifier(name), keys: keys.map(identifier), member: identifier(member), counts };
}

interface Row {
  values: KeyValue[];
  counts: number[];
}

/** Rollup rows by table name, then by key. */
type Rollups = Map<string, { table: RollupTable; rows: Map<string, Row> }>;

/** One batch: its rollup rows and distinct members. */
interface Batch {
  rollups: Rollups;
  distinct: Map<
    string,
    { set: DistinctSet; members: Map<string, { values: KeyValue[]; member: string }> }
  >;
  events: number;
  /** Its write was asked for (it is full): one ask per batch, however many events follow. */
  asked: boolean;
}

const emptyBatch = (): Batch => ({
  rollups: new Map(),
  distinct: new Map(),
  events: 0,
  asked: false,
});

/** The same key whatever the caller's types (5 and '5' are one row in the database). */
function keyOf(values: KeyValue[]): string {
  return JSON.stringify(values.map((v) => (v === null ? null : String(v))));
}

function keyValues(columns: readonly string[], key: Record<string, KeyValue>): KeyValue[] {
  return columns.map((column) => {
    const value = key[column];
    if (value === undefined) throw new Error(`the key has no ${column}`);
    return value;
  });
}

function addTo(rollups: Rollups, table: RollupTable, values: KeyValue[], counts: number[]): void {
  let entry = rollups.get(table.name);
  if (!entry) rollups.set(table.name, (entry = { table, rows: new Map() }));
  const id = keyOf(values);
  const row = entry.rows.get(id);
  if (row) row.counts.forEach((_, i) => (row.counts[i]! += counts[i]!));
  else entry.rows.set(id, { values, counts });
}

function copyOf(rollups: Rollups): Rollups {
  const copy: Rollups = new Map();
  for (const [name, { table, rows }] of rollups) {
    const copiedRows = new Map<string, Row>();
    for (const [id, row] of rows)
      copiedRows.set(id, { values: row.values, counts: [...row.counts] });
    copy.set(name, { table, rows: copiedRows });
  }
  return copy;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

const byName = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** `($1,$2),($3,$4)…` for `rows` rows of `width` parameters. */
function placeholders(rows: number, width: number): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, i) => `$${r * width + i + 1}`).join(',')})`,
  ).join(',');
}

/** New members inserted; their keys' counters get 1 each (merged into the batch's rollups). */
async function writeDistinct(tx: Queryable, batch: Batch, rollups: Rollups): Promise<void> {
  for (const [, { set, members }] of byName(batch.distinct)) {
    const columns = [...set.keys, set.member];
    for (const part of chunks(byName(members).map(([, m]) => m))) {
      const { rows } = await tx.query<Record<string, KeyValue>>(
        `INSERT INTO ${set.name} (${columns.join(', ')})
         VALUES ${placeholders(part.length, columns.length)}
         ON CONFLICT DO NOTHING
         RETURNING ${set.keys.map((k) => `${k}::text AS ${k}`).join(', ')}`,
        part.flatMap((m) => [...m.values, m.member]),
      );
      if (!set.counts) continue;
      const { table, counter } = set.counts;
      const counts = table.counters.map((c) => (c === counter ? 1 : 0));
      for (const row of rows) {
        // As text: a date comes back as the day it is, not as a Date in some time zone.
        addTo(rollups, table, keyValues(set.keys, row), [...counts]);
      }
    }
  }
}

async function writeRollups(tx: Queryable, rollups: Rollups): Promise<void> {
  for (const [, { table, rows }] of byName(rollups)) {
    const columns = [...table.keys, ...table.counters];
    const set = table.counters.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ');
    for (const part of chunks(byName(rows).map(([, row]) => row))) {
      await tx.query(
        `INSERT INTO ${table.name} AS t (${columns.join(', ')})
         VALUES ${placeholders(part.length, columns.length)}
         ON CONFLICT (${table.keys.join(', ')}) DO UPDATE SET ${set}`,
        part.flatMap((row) => [...row.values, ...row.counts]),
      );
    }
  }
}

export function createRollupQueue(db: Db, options: QueueOptions): CountingQueue {
  let batch = emptyBatch();
  /** A batch whose write failed once: tried again on the next tick. */
  let failed: Batch | null = null;
  let dropped = 0;
  let droppedLogged = 0;
  let stopped = false;
  let running: Promise<void> | null = null;

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  /** Room for one more event; counts a drop when there is none. */
  function admit(): boolean {
    if (stopped || batch.events >= options.maxPending) {
      dropped += 1;
      return false;
    }
    batch.events += 1;
    return true;
  }

  function full(): void {
    if (batch.events >= options.batchEvents && !batch.asked) {
      batch.asked = true;
      void flush();
    }
  }

  async function write(b: Batch): Promise<void> {
    await db.transaction(async (tx) => {
      // The new members' counts go into a copy: a failed try leaves the batch as it was, so its
      // second try counts them once.
      const rollups = copyOf(b.rollups);
      await writeDistinct(tx, b, rollups);
      await writeRollups(tx, rollups);
    });
  }

  async function writeOnce(): Promise<void> {
    if (failed) {
      const retry = failed;
      failed = null;
      try {
        await write(retry);
      } catch (error) {
        dropped += retry.events;
        options.log.error({
          msg: 'counted events dropped: their write failed twice',
          events: retry.events,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (batch.events === 0) return;
    const current = batch;
    batch = emptyBatch();
    try {
      await write(current);
    } catch (error) {
      failed = current;
      options.log.error({
        msg: 'writing counted events failed; tried again on the next tick',
        events: current.events,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (dropped > droppedLogged) {
      options.log.error({ msg: 'counted events dropped', dropped: dropped - droppedLogged });
      droppedLogged = dropped;
    }
  }

  /** One write at a time; a flush asked for during one runs after it. */
  function flush(): Promise<void> {
    const next = (running ?? Promise.resolve()).then(writeOnce);
    const settled = next.catch(() => undefined);
    running = settled;
    void settled.then(() => {
      if (running === settled) running = null;
    });
    return settled;
  }

  return {
    add(table, key, increments) {
      if (!admit()) return;
      addTo(
        batch.rollups,
        table,
        keyValues(table.keys, key),
        table.counters.map((c) => increments[c] ?? 0),
      );
      full();
    },
    addDistinct(set, key, member) {
      if (!admit()) return;
      let entry = batch.distinct.get(set.name);
      if (!entry) batch.distinct.set(set.name, (entry = { set, members: new Map() }));
      const values = keyValues(set.keys, key);
      entry.members.set(keyOf([...values, member]), { values, member });
      full();
    },
    flush,
    async stop() {
      clearInterval(timer);
      stopped = true;
      await flush();
      // What failed at the stop gets its second try now: there is no next tick.
      if (failed) await flush();
    },
    get pending() {
      return batch.events;
    },
    get dropped() {
      return dropped;
    },
  };
}
