/**
 * One small database interface over PGlite (embedded, default) or a PostgreSQL server (`pg`).
 * Same SQL for both; parameterised queries only. `open.ts` builds the implementations.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: everything or nothing. Use only `tx` inside `fn`. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
