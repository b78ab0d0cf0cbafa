/** Structured logging: one JSON object per line. Never bodies, cookies or passwords. */

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(fields: LogFields): void;
  error(fields: LogFields): void;
}

export function jsonLogger(
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Logger {
  const write = (stream: NodeJS.WritableStream, level: string, fields: LogFields) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`);
  return {
    info: (fields) => write(out, 'info', fields),
    error: (fields) => write(err, 'error', fields),
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
