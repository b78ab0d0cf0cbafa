/**
 * A prediction block read for display, without the validator: the reader's cards (and their
 * record page) read the block's JSON by hand, so a post with predictions does not download zod
 * in its first view. It accepts exactly what `predictionSchema` (predictions.ts) accepts, with
 * the same defaults; a test holds the two to each other over valid and broken blocks. Writes
 * (the admin's form, the server's record) use the schema, whose messages explain a refusal.
 */
import {
  MARKETS,
  MAX_ODDS,
  MIN_ODDS,
  RESULTS,
  STAKE_MAX,
  STAKE_MIN,
  type Market,
  type PickResult,
} from './predictionMarks';
import type { Prediction } from './predictions';
import { isWebLink } from './webLink';

const ID = /^[a-z0-9]{12,32}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

class Refused extends Error {}
const refuse = (): never => {
  throw new Refused();
};

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed text of at most `max` characters (at least one when `required`); absent: ''. */
function text(value: unknown, max: number, required = false): string {
  if (value === undefined && !required) return '';
  if (typeof value !== 'string') return refuse();
  const trimmed = value.trim();
  if (trimmed.length > max || (required && trimmed === '')) refuse();
  return trimmed;
}

function price(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value <= MIN_ODDS ||
    value > MAX_ODDS
  ) {
    refuse();
  }
  return value as number;
}

const isMultiple = (value: number, step: number) => Number.isInteger(value / step);

function datetime(value: unknown, pattern: RegExp): string {
  if (typeof value !== 'string' || !pattern.test(value) || Number.isNaN(Date.parse(value))) {
    refuse();
  }
  return value as string;
}

function line(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return refuse();
  if (!isMultiple(value, 0.25) || value < -50 || value > 500) refuse();
  return value;
}

function grid(value: unknown): Prediction['grid'] {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || !Array.isArray(value.bookmakers) || !Array.isArray(value.rows)) {
    return refuse();
  }
  const bookmakers = value.bookmakers.map((name) => text(name, 40, true));
  if (bookmakers.length < 1 || bookmakers.length > 8) refuse();
  if (value.rows.length < 1 || value.rows.length > 12) refuse();
  const rows = value.rows.map((row: unknown) => {
    if (!isObject(row) || !Array.isArray(row.prices)) return refuse();
    const prices = row.prices.map((p: unknown) => (p === null ? null : price(p)));
    if (prices.length !== bookmakers.length) refuse();
    return { market: text(row.market, 60, true), prices };
  });
  return { asOf: datetime(value.asOf, ISO_UTC), bookmakers, rows };
}

function fields(p: Fields): Prediction {
  if (typeof p.id !== 'string' || !ID.test(p.id)) refuse();
  const market = p.market as Market;
  if (typeof market !== 'string' || !Object.hasOwn(MARKETS, market)) refuse();
  const stake = p.stake;
  if (
    typeof stake !== 'number' ||
    !Number.isFinite(stake) ||
    stake < STAKE_MIN ||
    stake > STAKE_MAX ||
    !isMultiple(stake, 0.5)
  ) {
    refuse();
  }
  const confidence = p.confidence ?? null;
  if (
    confidence !== null &&
    !(Number.isInteger(confidence) && (confidence as number) >= 1 && (confidence as number) <= 5)
  ) {
    refuse();
  }
  const bookmakerUrl = p.bookmakerUrl === undefined ? '' : text(p.bookmakerUrl, 2000);
  if (bookmakerUrl !== '' && !isWebLink(bookmakerUrl)) refuse();
  const result = p.result ?? null;
  if (result !== null && !(RESULTS as readonly unknown[]).includes(result)) refuse();
  const prediction: Prediction = {
    id: p.id as string,
    sport: text(p.sport, 40, true),
    competition: text(p.competition, 80),
    home: text(p.home, 60),
    away: text(p.away, 60),
    event: text(p.event, 120),
    kickoff: datetime(p.kickoff, ISO_OFFSET),
    market,
    line: line(p.line),
    marketLabel: text(p.marketLabel, 60),
    pick: text(p.pick, 80, true),
    odds: price(p.odds),
    stake: stake as number,
    confidence: confidence as number | null,
    bookmakerUrl,
    reason: text(p.reason, 200, true),
    venue: text(p.venue, 120),
    grid: grid(p.grid),
    result: result as PickResult | null,
    score: text(p.score, 40),
  };
  const match = prediction.home !== '' || prediction.away !== '';
  if (match && (prediction.home === '' || prediction.away === '')) refuse();
  if (!match && prediction.event === '') refuse();
  if (MARKETS[market].line && prediction.line === null) refuse();
  if (market === 'other' && prediction.marketLabel === '') refuse();
  return prediction;
}

/** A prediction read from a block's JSON; null for anything `predictionSchema` would refuse. */
export function readPredictionBlock(json: string): Prediction | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return isObject(parsed) ? fields(parsed) : null;
  } catch (error) {
    if (error instanceof Refused || error instanceof SyntaxError) return null;
    throw error;
  }
}
