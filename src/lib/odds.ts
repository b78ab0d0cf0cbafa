/**
 * Odds in the three formats bookmakers print. A price is kept as decimal odds (the stake
 * returned per unit, stake included) to three places; fractional and American are views of it.
 *
 * Fractional odds are shown as the fractions bookmakers actually print (1.91 is 10/11, 1.67 is
 * 4/6, 3.13 is 85/40), not as the exact fraction of the decimal (91/100): a price that matches
 * one of the traditional ladder's, at two decimals, is shown as that one.
 *
 * In lib: the reader's cards and the admin's prediction form both read and show prices.
 */

import { MAX_ODDS, MIN_ODDS } from '../contract/predictionMarks';

export type OddsFormat = 'decimal' | 'fractional' | 'american';

export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

/** The traditional fractional ladder, as UK bookmakers print it. */
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [85, 40],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
  [150, 1],
  [200, 1],
  [250, 1],
  [500, 1],
  [1000, 1],
];

const cents = (value: number) => Math.round(value * 100);

/** Decimal odds kept to three places (10/11 is 1.909): what is stored. */
export function roundOdds(decimal: number): number {
  return Math.round(decimal * 1000) / 1000;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The fraction bookmakers would print for a decimal price: numerator and denominator. */
export function toFractional(decimal: number): [number, number] {
  const target = cents(decimal);
  const printed = LADDER.find(([n, d]) => cents(1 + n / d) === target);
  if (printed) return [printed[0], printed[1]];
  // Off the ladder: the simplest fraction that prints as the same price, else hundredths.
  for (let d = 1; d <= 10; d++) {
    const n = Math.round((decimal - 1) * d);
    if (n > 0 && cents(1 + n / d) === target) return [n / gcd(n, d), d / gcd(n, d)];
  }
  const n = target - 100;
  const g = gcd(n, 100);
  return [n / g, 100 / g];
}

/** The American (moneyline) price: +150 for 2.50, −110 for 1.91. */
export function toAmerican(decimal: number): number {
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : -Math.round(100 / (decimal - 1));
}

/** A price as the reader chose to see it: "2.10", "11/10" ("Evens" for 1/1), "+110". */
export function formatOdds(decimal: number, format: OddsFormat): string {
  if (format === 'fractional') {
    const [n, d] = toFractional(decimal);
    return n === d ? 'Evens' : `${n}/${d}`;
  }
  if (format === 'american') {
    const american = toAmerican(decimal);
    return american > 0 ? `+${american}` : `\u2212${-american}`;
  }
  return decimal.toFixed(2);
}

export type ParsedOdds = { ok: true; decimal: number } | { ok: false; message: string };

const TOO_LOW = `Odds must be above ${MIN_ODDS.toFixed(2)}.`;
const TOO_HIGH = `Odds must be at most ${MAX_ODDS - 1}/1.`;
const UNREADABLE = 'Enter odds as decimal (2.10), fractional (11/10) or American (+110).';

function checked(decimal: number): ParsedOdds {
  if (!Number.isFinite(decimal)) return { ok: false, message: UNREADABLE };
  const kept = roundOdds(decimal);
  if (kept <= MIN_ODDS) return { ok: false, message: TOO_LOW };
  if (kept > MAX_ODDS) return { ok: false, message: TOO_HIGH };
  return { ok: true, decimal: kept };
}

/**
 * Reads a price typed in any of the three formats: `2.1` or `2,10` (decimal), `11/10`, `11-10`
 * or `evens` (fractional), `+110` or `-110` (American: its sign is what tells it from a decimal
 * price).
 */
export function parseOdds(input: string): ParsedOdds {
  const text = input
    .trim()
    .replace(/\u2212/g, '-')
    .toLowerCase();
  if (text === '') return { ok: false, message: 'Enter the odds.' };
  if (text === 'evens' || text === 'evs' || text === 'even') return checked(2);
  const fraction = /^(\d+)\s*[/-]\s*(\d+)$/.exec(text);
  if (fraction) {
    const [n, d] = [Number(fraction[1]), Number(fraction[2])];
    if (d === 0) return { ok: false, message: UNREADABLE };
    return checked(1 + n / d);
  }
  const american = /^([+-])(\d+(?:\.\d+)?)$/.exec(text);
  if (american) {
    const value = Number(american[2]);
    if (value < 100)
      return { ok: false, message: 'American odds are +100 or more, or −100 or less.' };
    return checked(american[1] === '+' ? 1 + value / 100 : 1 + 100 / value);
  }
  const decimal = /^\d+(?:[.,]\d+)?$/.exec(text);
  if (decimal) return checked(Number(text.replace(',', '.')));
  return { ok: false, message: UNREADABLE };
}
