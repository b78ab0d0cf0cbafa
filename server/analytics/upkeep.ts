/**
 * What the analytics keep is kept no longer than it must be: finished days' salts and visitor
 * hashes (then no finished day's hash can be made again from an address), minute buckets older
 * than the real-time window, hourly post views beyond "Trending"'s 48 hours, and rollups older
 * than ANALYTICS_RETENTION_DAYS. Run on each instance's first view of a new day (intake.ts) and
 * every hour (deps.ts): each delete is idempotent, so instances may run it together.
 */
import type { Queryable } from '../db/connect';
import type { Settings } from '../settings';
import { addDays, siteMoment } from './siteTime';

/** Minute buckets kept: the 5 minutes of "real time" and some slack. */
export const RECENT_KEPT_MS = 10 * 60_000;

export async function pruneRecent(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM analytics_recent WHERE minute < $1', [
    new Date(now.getTime() - RECENT_KEPT_MS),
  ]);
}

export async function analyticsUpkeep(
  db: Queryable,
  settings: Pick<Settings, 'siteTimeZone' | 'analyticsRetentionDays'>,
  now: Date,
): Promise<void> {
  const today = siteMoment(now, settings.siteTimeZone).day;
  const kept = addDays(today, -settings.analyticsRetentionDays);
  await db.query('DELETE FROM analytics_salts WHERE day < $1', [today]);
  await db.query('DELETE FROM analytics_day_visitors WHERE day < $1', [today]);
  await db.query('DELETE FROM analytics_hour_visitors WHERE day < $1', [today]);
  await db.query('DELETE FROM analytics_post_hours WHERE day < $1', [addDays(today, -3)]);
  for (const table of [
    'analytics_days',
    'analytics_hours',
    'analytics_pages',
    'analytics_referrers',
  ]) {
    await db.query(`DELETE FROM ${table} WHERE day < $1`, [kept]);
  }
  await pruneRecent(db, now);
}

/** Every hour, on a timer that never holds the process open; stop() ends it. */
export function startAnalyticsUpkeep(
  db: Queryable,
  settings: Pick<Settings, 'siteTimeZone' | 'analyticsRetentionDays'>,
  now: () => Date,
  log: { error(fields: Record<string, string>): void },
  everyMs = 3600_000,
): { stop(): void } {
  const timer = setInterval(() => {
    analyticsUpkeep(db, settings, now()).catch((error: unknown) =>
      log.error({
        msg: 'analytics upkeep failed; tried again in an hour',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
