/**
 * Health for load balancers and orchestrators:
 *   GET /healthz  the process is up and serving (200), whatever the database does;
 *   GET /readyz   the database answers and its migrations are this code's (200), else 503.
 * Both are JSON and never cached.
 */
import type { Hono } from 'hono';
import { latestMigration } from './db/migrate';
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from './http/errors';
import type { Deps } from './types';

/** A readiness probe must answer fast: a database slower than this is not ready. */
const READY_TIMEOUT_MS = 2000;

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the database is not ready, or null when it is. */
async function notReady(deps: Pick<Deps, 'db' | 'settings'>, expected: number) {
  try {
    const { rows } = await within(
      deps.db.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM schema_migrations',
      ),
      Math.min(READY_TIMEOUT_MS, deps.settings.databaseQueryTimeoutMs),
    );
    const version = rows[0]?.version ?? 0;
    return version >= expected ? null : `migrations pending: at ${version}, expected ${expected}`;
  } catch {
    return DATABASE_DOWN_MESSAGE;
  }
}

export function mountHealth(app: Hono, deps: Pick<Deps, 'db' | 'settings'>): void {
  let expected: Promise<number> | null = null;
  app.on(['GET', 'HEAD'], '/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.on(['GET', 'HEAD'], '/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    expected ??= latestMigration();
    const problem = await notReady(deps, await expected);
    if (problem === null) return c.json({ status: 'ok', database: 'ok' });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ status: 'error', message: problem }, 503);
  });
}
