/** Recognises PostgreSQL errors (PGlite and `pg` both carry `code` and `constraint`). */
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, HttpError } from '../http/errors';

interface PgError {
  code: string;
  constraint?: string;
}

function asPgError(error: unknown): PgError | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/** A unique constraint refused the write (the index, not a prior SELECT, decides under races). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = asPgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/**
 * A foreign key refused the write or the delete (23503; an ON DELETE RESTRICT key refuses a
 * delete with 23001).
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const pg = asPgError(error);
  return (
    (pg?.code === '23503' || pg?.code === '23001') &&
    (constraint === undefined || pg.constraint === constraint)
  );
}

/**
 * The database server did not answer (down, restarting, unreachable, too slow): the request may
 * succeed later, so it is refused 503 with Retry-After, never 500, like any other refusal. Only
 * the `pg` driver throws it; its `cause` is the driver's error.
 */
export class DatabaseUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, DATABASE_DOWN_MESSAGE, {
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
    this.name = 'DatabaseUnavailableError';
    this.cause = cause;
  }
}

/** The server could not reach its database at start; the message is one line for the operator. */
export class DatabaseConnectError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'DatabaseConnectError';
  }
}

/** Network errors of the socket to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** Server states that pass: shutting down, starting up, out of connections, statement timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** What `pg` and `pg-pool` say when the socket ends, a connect or a query times out. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
];

/** An error that means the database server is not answering now, not that the request is bad. */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (code.startsWith('08')) return true; // connection_exception class
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message));
}
