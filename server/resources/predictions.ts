/**
 * The predictions' record (src/contract/predictionCalls.ts): the public list and figures of the
 * published posts' picks, and the admin's settling, voiding and history. The table is kept in
 * step with the posts by predictionSync.ts; the figures are computed by predictionRecord.ts.
 */
import {
  predictionIdQuery,
  predictionRecordQuery,
  predictionSettleInput,
  predictionsQuery,
  predictionVoidInput,
  PREDICTIONS_PER_PAGE,
  type PredictionEvent,
  type PredictionProof,
  type PredictionRow,
  type PredictionsAnswer,
} from '../../src/contract/predictionCalls';
import { resultText, type PickResult } from '../../src/contract/predictionMarks';
import { marketName, type Market } from '../../src/contract/predictions';
import type { CallKey } from '../../src/contract/calls';
import type { Queryable } from '../db/connect';
import { HttpError } from '../http/errors';
import { parseQuery, parseWith, readJson } from '../http/input';
import type { Handler } from '../types';
import { iso, visibleAt } from './postRows';
import { PROFIT, recordFigures, roundHalfUp } from './predictionRecord';
import { predictionLabel, recordLocks, utcMinute } from './predictionSync';

type Query = Pick<Queryable, 'query'>;

const notFound = () => new HttpError(404, 'Prediction not found');

// ---------- what a post's answer says of its picks ----------

/** The record's word on each prediction of a post (`GET post` and the admin's post reads). */
export async function proofsOf(db: Query, postId: number, now: Date): Promise<PredictionProof[]> {
  const { rows } = await db.query<PredictionProof>(
    `SELECT id, result, score, void_reason, kickoff <= $2 AS locked, corrected
     FROM predictions WHERE post_id = $1 ORDER BY kickoff, id`,
    [postId, now],
  );
  return rows;
}

/**
 * The next kickoff after `now` (ms), or null: public answers change then with no write (a pick
 * locks; it leaves the upcoming list), so the public cache expires at that moment.
 */
export async function nextKickoff(db: Query, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    'SELECT min(kickoff) AS at FROM predictions WHERE kickoff > $1',
    [now],
  );
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

// ---------- the lists ----------

const ROW_COLUMNS = `pr.id, pr.post_id, p.slug AS post_slug, p.title AS post_title,
  c.slug AS category_slug, c.name AS category_name, pr.sport, pr.competition, pr.event,
  pr.kickoff, pr.market, pr.line::float8 AS line, pr.market_label, pr.pick,
  pr.odds::float8 AS odds, pr.stake::float8 AS stake, pr.result, pr.score, pr.void_reason,
  pr.settled_at, pr.corrected, ${roundHalfUp(PROFIT, 2)} AS profit`;
const ROW_FROM = `predictions pr JOIN posts p ON p.id = pr.post_id
  JOIN categories c ON c.id = p.category_id`;

interface RowSql extends Omit<PredictionRow, 'kickoff' | 'settled_at' | 'market'> {
  kickoff: Date | string;
  settled_at: Date | string | null;
  market: Market;
  line: number | null;
  market_label: string;
}

function toRow({ line, market_label, ...row }: RowSql): PredictionRow {
  return {
    ...row,
    kickoff: iso(row.kickoff)!,
    settled_at: iso(row.settled_at),
    market: marketName({ market: row.market, line, marketLabel: market_label }),
  };
}

/** A category by slug, for the filters; an unknown one is a 404 that names it. */
async function categoryBySlug(db: Query, slug: string | undefined) {
  if (!slug) return null;
  const { rows } = await db.query<{ id: number; slug: string; name: string }>(
    'SELECT id, slug, name FROM categories WHERE slug = $1',
    [slug],
  );
  if (!rows[0]) throw new HttpError(404, `No category has the slug "${slug}".`);
  return rows[0];
}

/** Each status filter (`$1`: the clock). Upcoming: not settled and not yet kicked off. */
const STATUS_FILTERS = {
  all: 'true',
  upcoming: 'pr.result IS NULL AND pr.kickoff > $1',
  settled: 'pr.result IS NOT NULL',
} as const;

/** Public: the published posts' picks, newest kickoff first, a page at a time. */
const listPredictions: Handler = async (c, { db, now }) => {
  const query = parseQuery(c, predictionsQuery);
  const at = now();
  const category = await categoryBySlug(db, query.category);
  const page = query.page ?? 1;
  const where = `${visibleAt(1)} AND ($2::int IS NULL OR p.category_id = $2)
    AND ${STATUS_FILTERS[query.status ?? 'all']}`;
  const params = [at, category?.id ?? null];
  const [items, total] = await Promise.all([
    db.query<RowSql>(
      `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE ${where}
       ORDER BY pr.kickoff DESC, pr.id LIMIT $3 OFFSET $4`,
      [...params, PREDICTIONS_PER_PAGE, (page - 1) * PREDICTIONS_PER_PAGE],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ROW_FROM} WHERE ${where}`, params),
  ]);
  const answer: PredictionsAnswer = {
    items: items.rows.map(toRow),
    total: total.rows[0]!.n,
    page,
    per_page: PREDICTIONS_PER_PAGE,
  };
  return c.json(answer);
};

/** Public: the figures of the published picks, of the whole site or of one category. */
const predictionRecord: Handler = async (c, { db, now }) => {
  const query = parseQuery(c, predictionRecordQuery);
  const category = await categoryBySlug(db, query.category);
  return c.json(await recordFigures(db, now(), category));
};

/** Admin: the picks past kickoff with no result yet (a void has one), oldest first; any post. */
const toSettle: Handler = async (c, { db, now }) => {
  const { rows } = await db.query<RowSql>(
    `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM}
     WHERE pr.kickoff <= $1 AND pr.result IS NULL ORDER BY pr.kickoff, pr.id`,
    [now()],
  );
  return c.json(rows.map(toRow));
};

// ---------- the admin's writes ----------

interface Current {
  id: string;
  event: string;
  pick: string;
  kickoff: Date | string;
  result: PickResult | null;
  score: string;
  void_reason: string;
}

/** The pick, locked for the write's transaction; 404 when there is none. */
async function current(tx: Query, id: string): Promise<Current> {
  const { rows } = await tx.query<Current>(
    `SELECT id, event, pick, kickoff, result, score, void_reason
     FROM predictions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function logEvent(tx: Query, id: string, event: string, at: Date, detail: string) {
  await tx.query(
    'INSERT INTO prediction_events (prediction_id, event, at, detail) VALUES ($1, $2, $3, $4)',
    [id, event, at, detail],
  );
}

/**
 * Settles a pick after its kickoff (409 before). Settling a settled pick again is a correction:
 * it is marked corrected and logged with what changed ("Won → Lost"). The same result and score
 * again change nothing.
 */
const settle: Handler = async (c, deps) => {
  const input = parseWith(predictionSettleInput, await readJson(c));
  const now = deps.now();
  const message = await deps.db.transaction(async (tx) => {
    const pick = await current(tx, input.id);
    if (new Date(pick.kickoff).getTime() > now.getTime()) {
      throw new HttpError(
        409,
        `The prediction "${predictionLabel(pick)}" kicks off at ${utcMinute(pick.kickoff)}: it can be settled only after kickoff.`,
      );
    }
    await recordLocks(tx, now, { id: pick.id });
    if (pick.result === input.result && pick.score === input.score) return 'Already settled';
    const correction = pick.result !== null;
    await tx.query(
      `UPDATE predictions SET result = $2, score = $3, void_reason = '', settled_at = $4,
         corrected = corrected OR $5
       WHERE id = $1`,
      [pick.id, input.result, input.score, now, correction],
    );
    const after = resultText(input.result, input.score);
    if (correction) {
      await logEvent(
        tx,
        pick.id,
        'corrected',
        now,
        `${resultText(pick.result!, pick.score)} → ${after}`,
      );
      return 'Settlement corrected';
    }
    await logEvent(tx, pick.id, 'settled', now, after);
    return 'Prediction settled';
  });
  return c.json({ status: 'success', message });
};

/**
 * Voids a pick, with a reason shown publicly; any time after it was made (before kickoff too:
 * it then stays fixed as a locked one). Voiding a settled pick corrects its settlement.
 */
const voidPrediction: Handler = async (c, deps) => {
  const input = parseWith(predictionVoidInput, await readJson(c));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const pick = await current(tx, input.id);
    if (pick.result === 'void') {
      throw new HttpError(409, `The prediction "${predictionLabel(pick)}" is already void.`);
    }
    await recordLocks(tx, now, { id: pick.id });
    await tx.query(
      `UPDATE predictions SET result = 'void', score = '', void_reason = $2, settled_at = $3,
         corrected = corrected OR $4
       WHERE id = $1`,
      [pick.id, input.reason, now, pick.result !== null],
    );
    const was = pick.result ? `${resultText(pick.result, pick.score)} → Void: ` : '';
    await logEvent(tx, pick.id, 'voided', now, `${was}${input.reason}`);
  });
  return c.json({ status: 'success', message: 'Prediction voided' });
};

/** Admin: a pick's history, oldest first; its lock shows from kickoff on even if not yet written. */
const history: Handler = async (c, { db, now }) => {
  const { id } = parseQuery(c, predictionIdQuery);
  const at = now();
  const [pick, events] = await Promise.all([
    db.query<{ kickoff: Date | string }>('SELECT kickoff FROM predictions WHERE id = $1', [id]),
    db.query<{ event: PredictionEvent['event']; at: Date | string; detail: string }>(
      `SELECT event, at, detail FROM prediction_events WHERE prediction_id = $1 ORDER BY at, id`,
      [id],
    ),
  ]);
  if (!pick.rows[0]) throw notFound();
  const answer: PredictionEvent[] = events.rows.map((e) => ({ ...e, at: iso(e.at)! }));
  const kickoff = new Date(pick.rows[0].kickoff);
  if (kickoff.getTime() <= at.getTime() && !answer.some((e) => e.event === 'locked')) {
    const locked: PredictionEvent = { event: 'locked', at: kickoff.toISOString(), detail: '' };
    const after = answer.findIndex((e) => Date.parse(e.at) > kickoff.getTime());
    answer.splice(after === -1 ? answer.length : after, 0, locked);
  }
  return c.json(answer);
};

export const predictionHandlers = {
  'GET predictions': listPredictions,
  'GET prediction-record': predictionRecord,
  'GET predictions-to-settle': toSettle,
  'POST prediction-settle': settle,
  'POST prediction-void': voidPrediction,
  'GET prediction-history': history,
} satisfies Partial<Record<CallKey, Handler>>;
