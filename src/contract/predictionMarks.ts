/**
 * A prediction's constants, without zod: the reader's code (the odds formats, the cards' loader)
 * uses them without downloading the validator. The schema is predictions.ts.
 */

/** Odds below this are no bet anyone offers; above the other, a typo. */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1001;
export const STAKE_MIN = 0.5;
export const STAKE_MAX = 10;

/** The markets a pick is made in; `line` marks those priced at a line (2.5 goals, −1.5). */
export const MARKETS = {
  '1x2': { label: 'Match result (1X2)', line: false },
  btts: { label: 'Both teams to score', line: false },
  'over-under': { label: 'Over/under', line: true },
  'asian-handicap': { label: 'Asian handicap', line: true },
  'european-handicap': { label: 'European handicap', line: true },
  'draw-no-bet': { label: 'Draw no bet', line: false },
  outright: { label: 'Outright', line: false },
  other: { label: 'Other', line: false },
} as const;
export type Market = keyof typeof MARKETS;

/** How a settled pick ended. */
export const RESULTS = ['won', 'lost', 'void', 'half-won', 'half-lost'] as const;
export type PickResult = (typeof RESULTS)[number];

/** Each result as people read it (the cards, the admin's settling, the record). */
export const RESULT_LABELS: Record<PickResult, string> = {
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  'half-won': 'Half won',
  'half-lost': 'Half lost',
};

/** A result with its final score, as the history and the settling log write it: "Won, 2–1". */
export const resultText = (result: PickResult, score: string): string =>
  score ? `${RESULT_LABELS[result]}, ${score}` : RESULT_LABELS[result];

/** The attribute that marks a prediction in post HTML. */
export const PREDICTION_ATTRIBUTE = 'data-bp-prediction';

/** The event as one line: "Northbridge FC vs Harlow Athletic", or the event's own name. */
export function eventName(p: { home: string; away: string; event: string }): string {
  return p.home && p.away ? `${p.home} vs ${p.away}` : p.event;
}

/** The market as shown: "Over/under 2.5", "Asian handicap −0.75", the label of an `other`. */
export function marketName(p: {
  market: Market;
  line: number | null;
  marketLabel: string;
}): string {
  if (p.market === 'other') return p.marketLabel;
  const { label, line: priced } = MARKETS[p.market];
  if (!priced || p.line === null) return label;
  const value =
    p.line < 0 ? `\u2212${-p.line}` : p.market === 'over-under' ? `${p.line}` : `+${p.line}`;
  return `${label} ${p.line === 0 ? '0' : value}`;
}
