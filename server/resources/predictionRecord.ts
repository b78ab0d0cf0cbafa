/**
 * The record's figures, computed by the database (PGlite and PostgreSQL alike) with the rules of
 * src/features/predictions/lib/record.ts (`recordOf`, their reference; the server's tests hold
 * the two to the same figures):
 * - only settled picks count, and a void pick does not count at all;
 * - a half result counts half the stake, and half a pick in the strike rate;
 * - runs follow kickoff order (then id); a void neither breaks nor extends one; a pick is a win
 *   of its run when its profit is above zero;
 * - money to two places, rates to one, each rounded half up as `Math.round` does.
 * Sums are exact (numeric): the odds and stakes are stored as sent. At an exact half (a loss of
 * 3.075 units) this rounds the exact value (−3.07); `recordOf` sums in floating point, which can
 * land either side of the half (−3.0750000000000002 → −3.08), so the two agree except there.
 */
import type { PredictionRecordAnswer } from '../../src/contract/predictionCalls';
import type { Queryable } from '../db/connect';
import { visibleAt } from './postRows';

type Query = Pick<Queryable, 'query'>;

/** A pick's profit in units (alias `pr`); null until settled, 0 for a void. */
export const PROFIT = `CASE pr.result
  WHEN 'won' THEN pr.stake * (pr.odds - 1)
  WHEN 'lost' THEN -pr.stake
  WHEN 'half-won' THEN pr.stake / 2 * (pr.odds - 1)
  WHEN 'half-lost' THEN -pr.stake / 2
  WHEN 'void' THEN 0 END`;

/** Rounded half up to `places`, as `Math.round(x * 10^places) / 10^places` does, as float8. */
export const roundHalfUp = (sql: string, places: number) =>
  `(floor((${sql}) * ${10 ** places} + 0.5) / ${10 ** places})::float8`;

interface FiguresRow {
  settled: number;
  won: number;
  lost: number;
  half_won: number;
  half_lost: number;
  void: number;
  upcoming: number;
  strike_rate: number | null;
  profit: number;
  staked: number;
  yield: number | null;
  average_odds: number | null;
  longest_losing_run: number;
  run_kind: 'won' | 'lost' | null;
  run_length: number | null;
}

/** The published picks (`$1`: the clock; `$2`: a category id, or null for every category). */
const PICKS = `SELECT pr.id, pr.kickoff, pr.odds, pr.result, ${PROFIT} AS profit,
    CASE WHEN pr.result IN ('won', 'lost') THEN pr.stake
         WHEN pr.result IN ('half-won', 'half-lost') THEN pr.stake / 2 ELSE 0 END AS staked,
    CASE WHEN pr.result IN ('won', 'lost') THEN 1
         WHEN pr.result IN ('half-won', 'half-lost') THEN 0.5 ELSE 0 END AS weight,
    CASE pr.result WHEN 'won' THEN 1 WHEN 'half-won' THEN 0.5 ELSE 0 END AS win
  FROM predictions pr JOIN posts p ON p.id = pr.post_id
  WHERE ${visibleAt(1)} AND ($2::int IS NULL OR p.category_id = $2)`;

const FIGURES = `WITH picks AS (${PICKS}),
  counted AS (
    SELECT *, CASE WHEN profit > 0 THEN 'won' ELSE 'lost' END AS kind,
      row_number() OVER (ORDER BY kickoff, id) AS n
    FROM picks WHERE result IS NOT NULL AND result <> 'void'),
  runs AS (
    SELECT kind, count(*)::int AS length, max(n) AS last
    FROM (SELECT kind, n, n - row_number() OVER (PARTITION BY kind ORDER BY n) AS run
          FROM counted) islands
    GROUP BY kind, run),
  latest AS (SELECT kind, length FROM runs ORDER BY last DESC LIMIT 1)
SELECT
  (SELECT count(*)::int FROM counted) AS settled,
  (SELECT count(*)::int FROM picks WHERE result = 'won') AS won,
  (SELECT count(*)::int FROM picks WHERE result = 'lost') AS lost,
  (SELECT count(*)::int FROM picks WHERE result = 'half-won') AS half_won,
  (SELECT count(*)::int FROM picks WHERE result = 'half-lost') AS half_lost,
  (SELECT count(*)::int FROM picks WHERE result = 'void') AS void,
  (SELECT count(*)::int FROM picks WHERE result IS NULL AND kickoff > $1) AS upcoming,
  (SELECT CASE WHEN sum(weight) > 0 THEN ${roundHalfUp('sum(win) / sum(weight) * 100', 1)} END
   FROM counted) AS strike_rate,
  (SELECT ${roundHalfUp('coalesce(sum(profit), 0)', 2)} FROM counted) AS profit,
  (SELECT ${roundHalfUp('coalesce(sum(staked), 0)', 2)} FROM counted) AS staked,
  (SELECT CASE WHEN sum(staked) > 0 THEN ${roundHalfUp('sum(profit) / sum(staked) * 100', 1)} END
   FROM counted) AS yield,
  (SELECT ${roundHalfUp('avg(odds)', 2)} FROM counted) AS average_odds,
  (SELECT coalesce(max(length), 0)::int FROM runs WHERE kind = 'lost') AS longest_losing_run,
  (SELECT kind FROM latest) AS run_kind,
  (SELECT length FROM latest) AS run_length`;

const MONTHS = `WITH picks AS (${PICKS})
SELECT to_char(kickoff AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS picks,
  ${roundHalfUp('sum(staked)', 2)} AS staked, ${roundHalfUp('sum(profit)', 2)} AS profit
FROM picks WHERE result IS NOT NULL AND result <> 'void'
GROUP BY 1 ORDER BY 1`;

/** The categories with published picks (`$1`: the clock), by name. */
const CATEGORIES = `SELECT DISTINCT c.slug, c.name
  FROM predictions pr JOIN posts p ON p.id = pr.post_id JOIN categories c ON c.id = p.category_id
  WHERE ${visibleAt(1)} ORDER BY c.name, c.slug`;

/** The record of the published picks, of one category or of all. */
export async function recordFigures(
  db: Query,
  now: Date,
  category: { id: number; slug: string; name: string } | null,
): Promise<PredictionRecordAnswer> {
  const params = [now, category?.id ?? null];
  const [figures, months, categories] = await Promise.all([
    db.query<FiguresRow>(FIGURES, params),
    db.query<PredictionRecordAnswer['months'][number]>(MONTHS, params),
    db.query<PredictionRecordAnswer['categories'][number]>(CATEGORIES, [now]),
  ]);
  const { run_kind, run_length, ...row } = figures.rows[0]!;
  return {
    category: category && { slug: category.slug, name: category.name },
    categories: categories.rows,
    ...row,
    current_run: run_kind && run_length ? { kind: run_kind, length: run_length } : null,
    months: months.rows,
  };
}
