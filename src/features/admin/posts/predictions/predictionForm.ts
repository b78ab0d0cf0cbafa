/**
 * The prediction form's values (text, as typed) and how they become a Prediction: the kickoff
 * and the grid's time are read in the site's zone and stored in UTC, the odds are read in any of
 * the three formats and stored as decimal, and every value goes through the contract's schema,
 * whose messages are shown at their fields.
 */
import {
  MARKETS,
  predictionSchema,
  type Market,
  type Prediction,
} from '../../../../contract/predictions';
import { formatOdds, parseOdds } from '../../../../lib/odds';
import { fromZonedInput, toZonedInput } from '../time';

export interface GridValues {
  /** `datetime-local`, in the site's zone. */
  asOf: string;
  bookmakers: string[];
  rows: { market: string; prices: string[] }[];
}

export interface PredictionFormValues {
  sport: string;
  competition: string;
  /** A match between two sides, or an event named on its own (an outright, a race). */
  kind: 'match' | 'event';
  home: string;
  away: string;
  event: string;
  venue: string;
  /** `datetime-local`, in the site's zone. */
  kickoff: string;
  market: Market;
  line: string;
  marketLabel: string;
  pick: string;
  /** As typed: 2.10, 11/10, +110. */
  odds: string;
  stake: string;
  /** '' or 1 to 5. */
  confidence: string;
  bookmakerUrl: string;
  reason: string;
  grid: GridValues | null;
}

export type PredictionField = Exclude<keyof PredictionFormValues, 'kind'>;
/** A price in the grid: `grid.<row>.<column>`. */
export type GridCell = `grid.${number}.${number}`;
export type PredictionErrors = Partial<Record<PredictionField | GridCell | 'gridAsOf', string>>;

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const FIELD_ORDER: readonly PredictionField[] = [
  'sport',
  'competition',
  'home',
  'away',
  'event',
  'venue',
  'kickoff',
  'market',
  'line',
  'marketLabel',
  'pick',
  'odds',
  'stake',
  'confidence',
  'bookmakerUrl',
  'reason',
  'grid',
];

export const MESSAGES = {
  pastKickoff: 'The kickoff has passed: a new pick must be made before it.',
  kickoffIntoPast: "A pick still to come can't have its kickoff moved into the past.",
  kickoff: 'Enter the kickoff date and time.',
  gridAsOf: 'Give the time the odds are as of.',
  home: 'Enter the home side.',
  away: 'Enter the away side.',
  event: 'Name the event (an outright, a race).',
} as const;

export function emptyGrid(): GridValues {
  return {
    asOf: '',
    bookmakers: ['', ''],
    rows: [{ market: '', prices: ['', ''] }],
  };
}

export function emptyValues(): PredictionFormValues {
  return {
    sport: 'Football',
    competition: '',
    kind: 'match',
    home: '',
    away: '',
    event: '',
    venue: '',
    kickoff: '',
    market: '1x2',
    line: '',
    marketLabel: '',
    pick: '',
    odds: '',
    stake: '1',
    confidence: '',
    bookmakerUrl: '',
    reason: '',
    grid: null,
  };
}

/** A saved prediction as the form shows it. */
export function valuesOf(p: Prediction, timeZone: string): PredictionFormValues {
  return {
    sport: p.sport,
    competition: p.competition,
    kind: p.home || p.away ? 'match' : 'event',
    home: p.home,
    away: p.away,
    event: p.event,
    venue: p.venue,
    kickoff: toZonedInput(p.kickoff, timeZone),
    market: p.market,
    line: p.line === null ? '' : String(p.line),
    marketLabel: p.marketLabel,
    pick: p.pick,
    odds: String(p.odds),
    stake: String(p.stake),
    confidence: p.confidence === null ? '' : String(p.confidence),
    bookmakerUrl: p.bookmakerUrl,
    reason: p.reason,
    grid: p.grid && {
      asOf: toZonedInput(p.grid.asOf, timeZone),
      bookmakers: [...p.grid.bookmakers],
      rows: p.grid.rows.map((row) => ({
        market: row.market,
        prices: row.prices.map((price) => (price === null ? '' : String(price))),
      })),
    },
  };
}

/** What the odds as typed will be stored as, for the field's hint; null while unreadable. */
export function oddsPreview(typed: string): string | null {
  const parsed = parseOdds(typed);
  if (!parsed.ok) return null;
  const d = parsed.decimal;
  return `Stored as ${d} in decimal (${formatOdds(d, 'fractional')}, ${formatOdds(d, 'american')}).`;
}

const number = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : Number(typed.trim().replace(',', '.').replace('\u2212', '-'));

/**
 * The prediction the values describe, or the errors to show at the fields. `original`: the pick
 * as saved, null for a new one, whose kickoff must be still to come at `now`.
 */
export function toPrediction(
  values: PredictionFormValues,
  {
    id,
    original,
    timeZone,
    now,
  }: { id: string; original: Prediction | null; timeZone: string; now: number },
): { ok: true; prediction: Prediction } | { ok: false; errors: PredictionErrors } {
  const isNew = original === null;
  const errors: PredictionErrors = {};
  // A time left as it was keeps its stored form (to the second): an edit that did not touch the
  // kickoff must not look like one that moved it.
  const instant = (typed: string, stored: string | undefined) =>
    stored && typed === toZonedInput(stored, timeZone) ? stored : fromZonedInput(typed, timeZone);
  const kickoff = instant(values.kickoff, original?.kickoff);
  if (!kickoff) errors.kickoff = MESSAGES.kickoff;
  else if (Date.parse(kickoff) <= now) {
    // A new pick is made before its kickoff; a pick still to come can't be moved into the past.
    if (isNew) errors.kickoff = MESSAGES.pastKickoff;
    else if (Date.parse(original.kickoff) > now) errors.kickoff = MESSAGES.kickoffIntoPast;
  }
  const odds = parseOdds(values.odds);
  if (!odds.ok) errors.odds = odds.message;
  const match = values.kind === 'match';
  if (match && values.home.trim() === '') errors.home = MESSAGES.home;
  if (match && values.away.trim() === '') errors.away = MESSAGES.away;
  if (!match && values.event.trim() === '') errors.event = MESSAGES.event;

  let grid = null;
  if (values.grid) {
    const asOf = instant(values.grid.asOf, original?.grid?.asOf);
    if (!asOf) errors.gridAsOf = MESSAGES.gridAsOf;
    const rows = values.grid.rows.map((row, r) => ({
      market: row.market,
      prices: row.prices.map((typed, c) => {
        if (typed.trim() === '') return null;
        const price = parseOdds(typed);
        if (!price.ok) errors[`grid.${r}.${c}`] = price.message;
        return price.ok ? price.decimal : null;
      }),
    }));
    grid = { asOf: asOf ?? '', bookmakers: values.grid.bookmakers, rows };
  }

  const parsed = predictionSchema.safeParse({
    id,
    sport: values.sport,
    competition: values.competition,
    home: match ? values.home : '',
    away: match ? values.away : '',
    event: match ? '' : values.event,
    venue: values.venue,
    kickoff: kickoff ?? '',
    market: values.market,
    line: MARKETS[values.market].line ? (number(values.line) ?? null) : null,
    marketLabel: values.market === 'other' ? values.marketLabel : '',
    pick: values.pick,
    odds: odds.ok ? odds.decimal : 0,
    stake: number(values.stake),
    confidence: values.confidence === '' ? null : Number(values.confidence),
    bookmakerUrl: values.bookmakerUrl,
    reason: values.reason,
    grid,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second, at] = issue.path;
      const key = String(first) as keyof PredictionErrors;
      if (first !== 'grid' || second === undefined) {
        errors[key] ??= issue.message;
      } else if (second === 'asOf') {
        errors.gridAsOf ??= issue.message;
      } else {
        // A bookmaker's name or a row's market: one message for the grid, saying which.
        const where = second === 'bookmakers' ? 'Bookmaker' : 'Row';
        errors.grid ??=
          typeof at === 'number' ? `${where} ${at + 1}: ${issue.message}` : issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, prediction: parsed.data! };
}
