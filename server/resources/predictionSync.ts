/**
 * The predictions' proof (table predictions, migration 010), kept in step with the posts that
 * carry them. Every real write of a post's content (create, update, revision restore; never an
 * autosave) calls `syncPredictions` inside its own transaction, so the post and its picks are
 * written together or not at all:
 * - a new block is inserted (history: created), unless its kickoff has passed;
 * - a changed block is updated while it is open; from kickoff on (the server's clock), or once
 *   voided, its pick, market, line, odds, stake and kickoff are fixed, and a save that changes
 *   them, or removes the block, is refused (409) naming the prediction: nothing is written;
 * - a removed open block is deleted with its history.
 * Sport, competition and the event's name are descriptions, not terms: they follow the post.
 *
 * The lock itself is a fact of time, not an action: its history entry ('locked', at the
 * kickoff) is written by the first write that touches the pick after kickoff (a save of its post,
 * a settlement, a void), and `prediction-history` shows it from kickoff on even before that.
 */
import { eventName, type Prediction } from '../../src/contract/predictions';
import type { Queryable } from '../db/connect';
import { HttpError } from '../http/errors';
import { predictionBlocks } from '../html/predictionBlocks';

type Query = Pick<Queryable, 'query'>;

/** "2026-03-01 15:00 UTC". */
export function utcMinute(value: Date | string): string {
  const text = new Date(value).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`;
}

/** How a prediction is named in messages: "Northbridge FC vs Harlow Athletic: Northbridge FC to win". */
export const predictionLabel = (p: { event: string; pick: string }) => `${p.event}: ${p.pick}`;

/** The terms as the history records them: "Over 2.5 goals at 1.91, 2 units". */
export function termsOf(p: { pick: string; odds: number | string; stake: number | string }) {
  const stake = Number(p.stake);
  return `${p.pick} at ${Number(p.odds)}, ${stake} unit${stake === 1 ? '' : 's'}`;
}

interface StoredPrediction {
  id: string;
  post_id: number;
  post_title: string;
  event: string;
  market: string;
  line: number | null;
  market_label: string;
  pick: string;
  odds: number;
  stake: number;
  kickoff: Date | string;
  result: string | null;
}

const time = (value: Date | string) => new Date(value).getTime();

/** Whether a save changes what the proof fixes at kickoff. */
function termsChanged(stored: StoredPrediction, p: Prediction): boolean {
  return (
    stored.pick !== p.pick ||
    stored.market !== p.market ||
    stored.line !== p.line ||
    stored.market_label !== p.marketLabel ||
    stored.odds !== p.odds ||
    stored.stake !== p.stake ||
    time(stored.kickoff) !== time(p.kickoff)
  );
}

function refusal(stored: StoredPrediction, removed: boolean, now: Date): HttpError {
  const what = removed
    ? "it can't be removed from the post."
    : "its pick, market, odds, stake and kickoff can't change.";
  const label = predictionLabel(stored);
  // Voided before its kickoff: as fixed as a locked pick.
  if (time(stored.kickoff) > now.getTime()) {
    return new HttpError(409, `The prediction "${label}" was voided; ${what}`);
  }
  return new HttpError(
    409,
    `The prediction "${label}" locked at kickoff (${utcMinute(stored.kickoff)}); ${what}${stored.result === 'void' ? '' : ' Void it instead.'}`,
  );
}

function pastKickoff(p: Prediction, fresh: boolean): HttpError {
  const label = predictionLabel({ event: eventName(p), pick: p.pick });
  return new HttpError(
    400,
    fresh
      ? `The prediction "${label}" has its kickoff (${utcMinute(p.kickoff)}) in the past: a prediction must be published before kickoff.`
      : `The prediction "${label}" can't move its kickoff into the past (${utcMinute(p.kickoff)}).`,
  );
}

/** Writes the 'locked' history entry, at the kickoff, of the picks past kickoff that lack it. */
export async function recordLocks(
  tx: Query,
  now: Date,
  where: { postId: number } | { id: string },
): Promise<void> {
  const [column, value] = 'postId' in where ? ['post_id', where.postId] : ['id', where.id];
  await tx.query(
    `INSERT INTO prediction_events (prediction_id, event, at, detail)
     SELECT pr.id, 'locked', pr.kickoff, ''
     FROM predictions pr
     WHERE pr.${column} = $1 AND pr.kickoff <= $2
       AND NOT EXISTS (SELECT 1 FROM prediction_events e
                       WHERE e.prediction_id = pr.id AND e.event = 'locked')`,
    [value, now],
  );
}

/**
 * Within the post write's transaction, after the post's content is written: brings the post's
 * predictions in line with the blocks of `html` (the sanitised content), or refuses.
 */
export async function syncPredictions(
  tx: Query,
  postId: number,
  html: string,
  now: Date,
): Promise<void> {
  const { predictions } = predictionBlocks(html);
  const blocks = new Map<string, Prediction>();
  for (const p of predictions) {
    if (blocks.has(p.id)) {
      throw new HttpError(
        400,
        `The prediction "${predictionLabel({ event: eventName(p), pick: p.pick })}" appears twice in the post (id ${p.id}); each prediction needs its own id.`,
      );
    }
    blocks.set(p.id, p);
  }
  const { rows } = await tx.query<StoredPrediction>(
    `SELECT pr.id, pr.post_id, p.title AS post_title, pr.event, pr.market,
       pr.line::float8 AS line, pr.market_label, pr.pick, pr.odds::float8 AS odds,
       pr.stake::float8 AS stake, pr.kickoff, pr.result
     FROM predictions pr JOIN posts p ON p.id = pr.post_id
     WHERE pr.post_id = $1 OR pr.id = ANY($2)
     ORDER BY pr.kickoff, pr.id
     FOR UPDATE OF pr`,
    [postId, [...blocks.keys()]],
  );
  const stored = new Map(rows.map((row) => [row.id, row]));

  for (const row of rows) {
    if (row.post_id === postId) continue;
    throw new HttpError(
      409,
      `The prediction "${predictionLabel(row)}" (id ${row.id}) already belongs to the post "${row.post_title}"; a prediction can be in one post only. Give this one a new id.`,
    );
  }
  // Refusals first: a refused save writes nothing at all.
  for (const row of rows) {
    const fixed = time(row.kickoff) <= now.getTime() || row.result !== null;
    const block = blocks.get(row.id);
    if (fixed && (!block || termsChanged(row, block))) throw refusal(row, !block, now);
    if (!fixed && block && termsChanged(row, block) && time(block.kickoff) <= now.getTime()) {
      throw pastKickoff(block, false);
    }
  }
  for (const block of blocks.values()) {
    if (!stored.has(block.id) && time(block.kickoff) <= now.getTime()) {
      throw pastKickoff(block, true);
    }
  }

  for (const row of rows) {
    if (!blocks.has(row.id)) {
      await tx.query('DELETE FROM predictions WHERE id = $1', [row.id]);
    }
  }
  for (const block of blocks.values()) {
    const values = [
      block.id,
      block.sport,
      block.competition,
      eventName(block),
      block.market,
      block.line,
      block.marketLabel,
      block.pick,
      block.odds,
      block.stake,
      block.kickoff,
    ];
    if (stored.has(block.id)) {
      // Unchanged terms of a locked pick are written back as they are.
      await tx.query(
        `UPDATE predictions SET sport = $2, competition = $3, event = $4, market = $5,
           line = $6, market_label = $7, pick = $8, odds = $9, stake = $10, kickoff = $11
         WHERE id = $1`,
        values,
      );
    } else {
      await tx.query(
        `INSERT INTO predictions (id, post_id, sport, competition, event, market, line,
           market_label, pick, odds, stake, kickoff, created_at)
         VALUES ($1, $12, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13)`,
        [...values, postId, now],
      );
      await tx.query(
        `INSERT INTO prediction_events (prediction_id, event, at, detail)
         VALUES ($1, 'created', $2, $3)`,
        [block.id, now, termsOf(block)],
      );
    }
  }
  await recordLocks(tx, now, { postId });
}

/**
 * Within a post delete's transaction, before the post goes: its open predictions go with it; a
 * locked (or voided) one refuses the delete. The key on predictions.post_id refuses it too.
 */
export async function releasePredictions(tx: Query, postId: number, now: Date): Promise<void> {
  const { rows } = await tx.query<StoredPrediction>(
    `SELECT id, event, pick, kickoff, result FROM predictions
     WHERE post_id = $1 ORDER BY kickoff, id FOR UPDATE`,
    [postId],
  );
  const fixed = rows.find((row) => time(row.kickoff) <= now.getTime() || row.result !== null);
  if (fixed) {
    const why =
      time(fixed.kickoff) <= now.getTime()
        ? `locked at kickoff (${utcMinute(fixed.kickoff)})`
        : 'was voided';
    throw new HttpError(
      409,
      `This post can't be deleted: its prediction "${predictionLabel(fixed)}" ${why} and stays on the record. Void the prediction instead.`,
    );
  }
  await tx.query('DELETE FROM predictions WHERE post_id = $1', [postId]);
}
