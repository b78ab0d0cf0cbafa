/**
 * A tipster's record, by the rules the About and Policy pages state:
 * - only settled picks count, and a void pick does not count at all;
 * - a half result (an Asian handicap's quarter line) counts half the stake: half won returns the
 *   winnings on half the stake, half lost loses half the stake, and either counts as half a pick
 *   in the strike rate;
 * - runs follow kickoff order; a void pick neither breaks nor extends one.
 *
 * The database computes the published record with the same rules (the server's tests hold the
 * two to the same figures); this is their reference.
 */

import type { PickResult } from '../../../contract/predictionMarks';

export interface SettledPick {
  result: PickResult;
  /** Decimal odds. */
  odds: number;
  /** Units staked. */
  stake: number;
}

export interface RecordFigures {
  /** Settled picks that count (voids excluded). */
  settled: number;
  won: number;
  lost: number;
  halfWon: number;
  halfLost: number;
  void: number;
  /** Share of picks won, half results as half a pick, in percent; null with nothing settled. */
  strikeRate: number | null;
  /** Units won or lost. */
  profit: number;
  /** Units staked, half results at half their stake. */
  staked: number;
  /** Profit per unit staked, in percent; null with nothing staked. */
  yield: number | null;
  /** Mean decimal odds of the picks that count; null with none. */
  averageOdds: number | null;
  longestLosingRun: number;
  /** The run the latest picks are on; null before the first settled pick. */
  currentRun: { kind: 'won' | 'lost'; length: number } | null;
}

const round = (value: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

/**
 * Money is summed exactly, in hundred-thousandths of a unit (odds have three places, stakes go in
 * half units, a half result halves them: every outcome is a whole number of these), then rounded
 * once, half up, as the database rounds its exact sums. Floating-point sums could land a hair
 * either side of a half (a loss of 3.075 read as 3.0749…).
 */
const exact = (value: number, step: number) => Math.round(value * step);

/** A pick's profit and stake counted, in hundred-thousandths of a unit. */
function exactOutcome({ result, odds, stake }: SettledPick): { profit: number; staked: number } {
  const halfUnits = exact(stake, 2);
  const winnings = halfUnits * (exact(odds, 1000) - 1000);
  switch (result) {
    case 'won':
      return { profit: winnings * 50, staked: halfUnits * 50_000 };
    case 'lost':
      return { profit: -halfUnits * 50_000, staked: halfUnits * 50_000 };
    case 'half-won':
      return { profit: winnings * 25, staked: halfUnits * 25_000 };
    case 'half-lost':
      return { profit: -halfUnits * 25_000, staked: halfUnits * 25_000 };
    case 'void':
      return { profit: 0, staked: 0 };
  }
}

/** Exact hundred-thousandths as units to two places, half up. */
const money = (value: number) => Math.round(value / 1000) / 100;

/** What one pick adds: its profit, the stake it counts and its weight in the strike rate. */
export function pickOutcome({ result, odds, stake }: SettledPick) {
  switch (result) {
    case 'won':
      return { profit: stake * (odds - 1), staked: stake, weight: 1, win: 1 };
    case 'lost':
      return { profit: -stake, staked: stake, weight: 1, win: 0 };
    case 'half-won':
      return { profit: (stake / 2) * (odds - 1), staked: stake / 2, weight: 0.5, win: 0.5 };
    case 'half-lost':
      return { profit: -stake / 2, staked: stake / 2, weight: 0.5, win: 0 };
    case 'void':
      return { profit: 0, staked: 0, weight: 0, win: 0 };
  }
}

/** The figures of picks given in kickoff order. Money to two places, rates to one. */
export function recordOf(picks: readonly SettledPick[]): RecordFigures {
  const counted = picks.filter((pick) => pick.result !== 'void');
  const count = (result: PickResult) => picks.filter((pick) => pick.result === result).length;
  let profit = 0;
  let staked = 0;
  let weight = 0;
  let wins = 0;
  let losingRun = 0;
  let longestLosingRun = 0;
  let currentRun = null as RecordFigures['currentRun'];
  for (const pick of counted) {
    const outcome = pickOutcome(pick);
    const counted = exactOutcome(pick);
    profit += counted.profit;
    staked += counted.staked;
    weight += outcome.weight;
    wins += outcome.win;
    const kind = outcome.profit > 0 ? 'won' : 'lost';
    losingRun = kind === 'lost' ? losingRun + 1 : 0;
    longestLosingRun = Math.max(longestLosingRun, losingRun);
    currentRun =
      currentRun?.kind === kind ? { kind, length: currentRun.length + 1 } : { kind, length: 1 };
  }
  const oddsTotal = counted.reduce((sum, pick) => sum + pick.odds, 0);
  return {
    settled: counted.length,
    won: count('won'),
    lost: count('lost'),
    halfWon: count('half-won'),
    halfLost: count('half-lost'),
    void: count('void'),
    strikeRate: weight > 0 ? round((wins / weight) * 100, 1) : null,
    profit: money(profit),
    staked: money(staked),
    yield: staked > 0 ? round((profit / staked) * 100, 1) : null,
    averageOdds: counted.length > 0 ? round(oddsTotal / counted.length, 2) : null,
    longestLosingRun,
    currentRun,
  };
}
