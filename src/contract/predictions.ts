/**
 * A prediction: one structured pick inside a post (an addition to the seed's contract).
 *
 * It travels inside the post's HTML as one element that both sanitisers keep:
 *
 *     <div data-bp-prediction="{…the fields as JSON…}"><p>…the pick as plain text…</p></div>
 *
 * so a post saved through any backend (the seed's PHP one included) carries its predictions, and
 * a reader without the app (a feed reader) still reads the pick. The app draws a card from the
 * JSON; what a backend stores is never trusted further than this schema reads it, and a status
 * in the markup is shown "not proofed" unless the reference server's own record confirms it.
 */
import { z } from 'zod';
import { isWebLink } from './webLink';

import {
  eventName,
  marketName,
  MARKETS,
  MAX_ODDS,
  MIN_ODDS,
  PREDICTION_ATTRIBUTE,
  RESULTS,
  STAKE_MAX,
  STAKE_MIN,
  type Market,
  type PickResult,
} from './predictionMarks';

export { MARKETS, PREDICTION_ATTRIBUTE, RESULTS, type Market, type PickResult };
export { eventName, marketName };
const MARKET_KEYS = Object.keys(MARKETS) as [Market, ...Market[]];

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`);
const required = (what: string, max: number) =>
  text(what, max).min(1, `Enter the ${what.toLowerCase()}.`);

const oddsGrid = z.object({
  /** When the prices were taken (UTC). */
  asOf: z.iso.datetime({ error: 'Give the time the odds are as of.' }),
  bookmakers: z.array(required('Bookmaker', 40)).min(1).max(8),
  rows: z
    .array(
      z.object({
        market: required('Market', 60),
        prices: z.array(z.number().gt(MIN_ODDS).max(MAX_ODDS).nullable()),
      }),
    )
    .min(1)
    .max(12),
});

export const predictionSchema = z
  .object({
    /** Chosen by the editor when the pick is made: it keeps the pick's identity across edits. */
    id: z.string().regex(/^[a-z0-9]{12,32}$/, 'A prediction needs an id.'),
    sport: required('Sport', 40),
    competition: text('Competition', 80).default(''),
    /** Home and away, for a match; else `event` names it (an outright, a race). */
    home: text('Home side', 60).default(''),
    away: text('Away side', 60).default(''),
    event: text('Event', 120).default(''),
    /** UTC. */
    kickoff: z.iso.datetime({ offset: true, error: 'Enter the kickoff date and time.' }),
    market: z.enum(MARKET_KEYS, { error: 'Choose the market.' }),
    line: z
      .number({ error: 'The line must be a number.' })
      .multipleOf(0.25, 'The line goes in quarters (2.5, −0.75).')
      .min(-50, 'The line must be at least −50.')
      .max(500, 'The line must be at most 500.')
      .nullable()
      .default(null),
    /** The market's own name, for `other`. */
    marketLabel: text('Market', 60).default(''),
    pick: required('Pick', 80),
    /** Decimal odds, to three places. */
    odds: z
      .number({ error: 'Enter the odds.' })
      .gt(MIN_ODDS, `Odds must be above ${MIN_ODDS.toFixed(2)}.`)
      .max(MAX_ODDS, `Odds must be at most ${MAX_ODDS - 1}/1.`),
    stake: z
      .number({ error: 'Enter the stake.' })
      .min(STAKE_MIN, `The stake must be between ${STAKE_MIN} and ${STAKE_MAX} units.`)
      .max(STAKE_MAX, `The stake must be between ${STAKE_MIN} and ${STAKE_MAX} units.`)
      .multipleOf(0.5, 'The stake goes in half units.'),
    confidence: z.number().int().min(1).max(5).nullable().default(null),
    bookmakerUrl: z
      .string()
      .trim()
      .max(2000)
      .refine(
        (value) => value === '' || isWebLink(value),
        'The bookmaker link must be an http(s) address.',
      )
      .default(''),
    reason: required('Reason', 200),
    venue: text('Venue', 120).default(''),
    grid: oddsGrid.nullable().default(null),
    /** As the markup states it: proofed only when the reference server's record says so. */
    result: z.enum(RESULTS).nullable().default(null),
    score: text('Final score', 40).default(''),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const match = p.home !== '' || p.away !== '';
    if (match && (p.home === '' || p.away === ''))
      issue(p.home ? 'away' : 'home', 'Enter both sides, or name the event instead.');
    if (!match && p.event === '') issue('event', 'Enter the two sides or the event.');
    if (MARKETS[p.market].line && p.line === null) issue('line', 'Enter the line.');
    if (p.market === 'other' && p.marketLabel === '') issue('marketLabel', 'Name the market.');
    for (const [i, row] of (p.grid?.rows ?? []).entries()) {
      if (row.prices.length !== p.grid!.bookmakers.length) {
        issue('grid', `Row ${i + 1} of the odds grid needs one price per bookmaker.`);
      }
    }
  });

export type Prediction = z.infer<typeof predictionSchema>;
export type PredictionInput = z.input<typeof predictionSchema>;

/** A prediction read from the markup's JSON; null for anything the schema does not accept. */
export function readPrediction(json: string): Prediction | null {
  try {
    const parsed = predictionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The pick as one line of plain text: what a feed reader (or a page without the app) shows. */
export function predictionText(p: Prediction): string {
  const kickoff = `${p.kickoff.slice(0, 10)} ${p.kickoff.slice(11, 16)} UTC`;
  const stake = `${p.stake} unit${p.stake === 1 ? '' : 's'}`;
  return `Prediction: ${p.pick} (${marketName(p)}) at ${p.odds.toFixed(2)}, ${stake}. ${eventName(p)}, ${kickoff}.`;
}

/** The element a prediction is saved as in the post's HTML. */
export function predictionMarkup(p: Prediction): string {
  return `<div ${PREDICTION_ATTRIBUTE}="${escapeAttribute(JSON.stringify(p))}"><p>${escapeText(predictionText(p))}</p></div>`;
}
