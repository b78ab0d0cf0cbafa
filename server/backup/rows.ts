/**
 * A table's rows as the archive keeps them, and back. The same database content gives the same
 * text on PGlite and on PostgreSQL, whatever their settings: columns in name order (generated
 * ones left out, they are made again), rows in primary-key order compared byte by byte (COLLATE
 * "C", not the server's locale), timestamps as UTC ISO strings with microseconds, dates as
 * YYYY-MM-DD, numerics as their exact decimal text, integers and booleans as JSON's own. Each
 * serial column's next value travels too, so a restored site never reuses an id (analytics and
 * campaign figures name posts and campaigns by id without a foreign key).
 *
 * Rows go back in through json_populate_recordset: PostgreSQL itself parses every value with the
 * column's own type, in batches, whichever driver sends them.
 */
import type { Queryable } from '../db/connect';

export interface Column {
  name: string;
  /** information_schema's data_type ('integer', 'timestamp with time zone', 'ARRAY', …). */
  type: string;
}

/** One table in the archive (tables/<name>.json). */
export interface TableData {
  table: string;
  columns: string[];
  /** Each serial column's next value. */
  next: Record<string, number>;
  rows: unknown[][];
}

/** A value or table the archive cannot hold: a migration added a type this code does not know. */
export class UnsupportedColumnError extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The table's stored (not generated) columns, by name. */
export async function columnsOf(db: Queryable, table: string): Promise<Column[]> {
  const { rows } = await db.query<{ name: string; type: string }>(
    `SELECT column_name AS name, data_type AS type FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY column_name COLLATE "C"`,
    [table],
  );
  return rows;
}

/** The primary key's columns, in the key's order. */
async function primaryKeyOf(db: Queryable, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT a.attname AS name
     FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary
     ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [quote(table)],
  );
  if (rows.length === 0) throw new UnsupportedColumnError(`The table ${table} has no primary key`);
  return rows.map((r) => r.name);
}

const TEXT_TYPES = new Set(['text', 'character varying', 'character']);
const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);

/** The SQL that reads a column as the archive's text (null stays null). */
function readExpression(column: Column, table: string): string {
  const c = quote(column.name);
  switch (column.type) {
    case 'timestamp with time zone':
      return `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    case 'date':
      return `to_char(${c}, 'YYYY-MM-DD')`;
    case 'ARRAY':
      return `array_to_json(${c})::text`;
    case 'numeric':
    case 'boolean':
      return `${c}::text`;
    default:
      if (TEXT_TYPES.has(column.type)) return c;
      if (INTEGER_TYPES.has(column.type)) return `${c}::text`;
      throw new UnsupportedColumnError(
        `The archive cannot hold ${table}.${column.name} (${column.type})`,
      );
  }
}

/** The archive's JSON value of a column's text. */
function toJsonValue(column: Column, text: string | null): unknown {
  if (text === null) return null;
  if (column.type === 'boolean') return text === 'true';
  if (column.type === 'ARRAY') return JSON.parse(text) as unknown;
  if (INTEGER_TYPES.has(column.type)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : text;
  }
  return text;
}

/** Each serial column's next value (what the next insert would get). */
async function nextValues(db: Queryable, table: string, columns: Column[]) {
  const next: Record<string, number> = {};
  for (const column of columns) {
    if (!INTEGER_TYPES.has(column.type)) continue;
    const { rows } = await db.query<{ seq: string | null }>(
      'SELECT pg_get_serial_sequence($1, $2) AS seq',
      [quote(table), column.name],
    );
    const seq = rows[0]?.seq;
    if (!seq) continue;
    const state = await db.query<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${seq}`,
    );
    const { last, called } = state.rows[0]!;
    next[column.name] = Number(last) + (called ? 1 : 0);
  }
  return next;
}

/** A table's rows as the archive keeps them, without the columns in `leftOut`. */
export async function readTable(
  db: Queryable,
  table: string,
  leftOut: readonly string[] = [],
): Promise<TableData> {
  const all = await columnsOf(db, table);
  const columns = all.filter((c) => !leftOut.includes(c.name));
  const key = await primaryKeyOf(db, table);
  const order = key
    .map((name) => {
      const type = all.find((c) => c.name === name)?.type ?? '';
      return TEXT_TYPES.has(type) ? `${quote(name)} COLLATE "C"` : quote(name);
    })
    .join(', ');
  const select = columns.map((c, i) => `(${readExpression(c, table)}) AS c${i}`).join(', ');
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT ${select} FROM ${quote(table)} ORDER BY ${order}`,
  );
  return {
    table,
    columns: columns.map((c) => c.name),
    next: await nextValues(db, table, columns),
    rows: rows.map((row) => columns.map((c, i) => toJsonValue(c, row[`c${i}`] ?? null))),
  };
}

/** The JSON text of a table: one row a line, so that two archives compare line by line. */
export function tableJson(data: TableData): string {
  const head = JSON.stringify({ table: data.table, columns: data.columns, next: data.next });
  const rows = data.rows.map((row) => JSON.stringify(row)).join(',\n');
  return `${head.slice(0, -1)},"rows":[\n${rows}${rows ? '\n' : ''}]}\n`;
}

/** Rows per insert, at most, and JSON characters per insert, about. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

/**
 * Inserts the archive's rows. `extra` adds columns computed from other keys of each row's JSON
 * object (media's bytes from their base64). Triggers run as on any insert.
 */
export async function insertRows(
  db: Queryable,
  data: TableData,
  extra: { column: string; key: string; expression: (value: string) => string }[] = [],
  extraValues: (row: Record<string, unknown>) => Record<string, unknown> = () => ({}),
): Promise<void> {
  const names = [...data.columns, ...extra.map((e) => e.column)].map(quote).join(', ');
  const values = [
    ...data.columns.map((c) => `r.${quote(c)}`),
    ...extra.map((e) => e.expression(`j->>'${e.key}'`)),
  ].join(', ');
  const sql = `INSERT INTO ${quote(data.table)} (${names})
    SELECT ${values} FROM json_array_elements($1::json) AS j,
      LATERAL json_populate_record(NULL::${quote(data.table)}, j) AS r`;
  let batch: Record<string, unknown>[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.query(sql, [JSON.stringify(batch)]);
    batch = [];
    chars = 0;
  };
  for (const row of data.rows) {
    const object: Record<string, unknown> = {};
    data.columns.forEach((c, i) => (object[c] = row[i]));
    Object.assign(object, extraValues(object));
    batch.push(object);
    chars += JSON.stringify(object).length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  for (const [column, next] of Object.entries(data.next)) {
    await db.query('SELECT setval(pg_get_serial_sequence($1, $2), $3, false)', [
      quote(data.table),
      column,
      next,
    ]);
  }
}
