/** Structured logging: one JSON object per line. Never bodies, cookies or passwords. */
import type { MiddlewareHandler } from 'hono';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(fields: LogFields): void;
  error(fields: LogFields): void;
}

/** Loggers with lines not yet written, flushed when the process exits. */
const unflushed = new Set<() => void>();
let exitHookInstalled = false;

/**
 * Info lines are gathered and written once per turn of the event loop: under load a write per
 * request (a system call each, stdout being synchronous for pipes and files) cost more than the
 * request itself. Error lines are written at once, after what was gathered, so order holds; the
 * rest is written before the process exits (signal handlers end with `process.exit`).
 */
export function jsonLogger(
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Logger {
  let pending = '';
  const line = (level: string, fields: LogFields) =>
    `${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`;
  const flush = () => {
    unflushed.delete(flush);
    if (!pending) return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const pendingFlush of [...unflushed]) pendingFlush();
    });
  }
  return {
    info: (fields) => {
      if (!pending) {
        unflushed.add(flush);
        setImmediate(flush);
      }
      pending += line('info', fields);
    },
    error: (fields) => {
      flush();
      err.write(line('error', fields));
    },
  };
}

/** Keeps the lines in memory (tests read them from `lines`). */
export function memoryLogger(): Logger & { lines: (LogFields & { level: string })[] } {
  const lines: (LogFields & { level: string })[] = [];
  return {
    lines,
    info: (fields) => lines.push({ level: 'info', ...fields }),
    error: (fields) => lines.push({ level: 'error', ...fields }),
  };
}

/** Longest value of a request-controlled field written to a line (a 1 MB `q` is not logged). */
const MAX_FIELD = 200;
const clip = (value: string) =>
  value.length > MAX_FIELD ? `${value.slice(0, MAX_FIELD)}…` : value;

/** The message of an error answer (JSON `{message}` or short plain text), for the log line. */
async function errorMessage(res: Response): Promise<string | undefined> {
  if (res.headers.has('content-encoding') || !res.body) return undefined;
  const type = res.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = (await res.clone().json()) as { message?: unknown };
      return typeof body.message === 'string' ? clip(body.message) : undefined;
    }
    if (type.startsWith('text/plain')) return clip(await res.clone().text());
  } catch {
    // An unreadable body: the status says enough.
  }
  return undefined;
}

/**
 * One line per request: method, path, q (API calls), status, ms, and for refusals and failures
 * the message the caller got. Never the query's other values, bodies, cookies or headers: those
 * carry passwords, session tokens and what readers searched for.
 */
export function requestLog(
  log: Logger,
  options: { enabled: boolean; apiPath: string },
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (!options.enabled) return;
    const url = new URL(c.req.url);
    const status = c.res.status;
    const fields: LogFields = {
      method: c.req.method,
      path: clip(url.pathname),
      q:
        url.pathname === options.apiPath
          ? clip(url.searchParams.get('q') ?? '') || null
          : undefined,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 400) fields.error = await errorMessage(c.res);
    log.info(fields);
  };
}
