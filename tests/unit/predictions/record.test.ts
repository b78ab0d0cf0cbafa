import { describe, expect, it } from 'vitest';
import { recordOf, type SettledPick } from '../../../src/features/predictions/lib/record';

const won = (odds: number, stake = 1): SettledPick => ({ result: 'won', odds, stake });
const lost = (odds: number, stake = 1): SettledPick => ({ result: 'lost', odds, stake });
const voided = (odds: number, stake = 1): SettledPick => ({ result: 'void', odds, stake });

describe('a record', () => {
  it('is empty, with no rates, before any pick is settled', () => {
    expect(recordOf([])).toEqual({
      settled: 0,
      won: 0,
      lost: 0,
      halfWon: 0,
      halfLost: 0,
      void: 0,
      strikeRate: null,
      profit: 0,
      staked: 0,
      yield: null,
      averageOdds: null,
      longestLosingRun: 0,
      currentRun: null,
    });
  });

  it('counts profit, strike rate, yield and average odds of won and lost picks', () => {
    const record = recordOf([won(2.0, 2), lost(1.8, 1), won(3.0, 1), lost(2.2, 1)]);
    expect(record).toMatchObject({
      settled: 4,
      won: 2,
      lost: 2,
      strikeRate: 50,
      profit: 2 + 2 - 1 - 1,
      staked: 5,
      yield: 40,
      averageOdds: 2.25,
    });
  });

  it('leaves void picks out of every figure and every run', () => {
    const withVoids = recordOf([lost(2), voided(5, 10), lost(2), voided(1.5), won(2)]);
    const without = recordOf([lost(2), lost(2), won(2)]);
    expect({ ...withVoids, void: 0 }).toEqual(without);
    expect(withVoids.void).toBe(2);
    expect(withVoids.longestLosingRun).toBe(2);
  });

  it('counts half results at half the stake, and as half a pick in the strike rate', () => {
    const record = recordOf([
      { result: 'half-won', odds: 1.9, stake: 2 },
      { result: 'half-lost', odds: 2.0, stake: 2 },
      won(2.0, 1),
    ]);
    // Half won: 1 unit at 1.90 wins 0.90; half lost: loses 1; won: wins 1.
    expect(record.profit).toBe(0.9);
    expect(record.staked).toBe(3);
    expect(record.yield).toBe(30);
    // Wins 0.5 + 0 + 1 over weights 0.5 + 0.5 + 1.
    expect(record.strikeRate).toBe(75);
    expect(record).toMatchObject({ settled: 3, halfWon: 1, halfLost: 1 });
  });

  it('finds the longest losing run and the current run, half losses counting as losses', () => {
    const picks: SettledPick[] = [
      lost(2),
      won(2),
      lost(2),
      { result: 'half-lost', odds: 2, stake: 1 },
      lost(2),
      won(2),
      { result: 'half-won', odds: 2, stake: 1 },
      won(2),
    ];
    const record = recordOf(picks);
    expect(record.longestLosingRun).toBe(3);
    expect(record.currentRun).toEqual({ kind: 'won', length: 3 });
    expect(recordOf(picks.slice(0, 5)).currentRun).toEqual({ kind: 'lost', length: 3 });
  });

  it('rounds money to two places and rates to one', () => {
    const record = recordOf([won(1.91), won(1.91), lost(1.91)]);
    expect(record.profit).toBe(0.82);
    expect(record.strikeRate).toBe(66.7);
    expect(record.yield).toBe(27.3);
  });
});

describe('record money at exact halves', () => {
  it('sums exactly and rounds half up, as the database does', () => {
    // 0.5 units won at 7.15 is +3.075 exactly (3.0749… summed in floating point).
    expect(recordOf([{ result: 'won', odds: 7.15, stake: 0.5 }]).profit).toBe(3.08);
    expect(recordOf([{ result: 'half-won', odds: 7.15, stake: 1 }]).profit).toBe(3.08);
    expect(
      recordOf([
        { result: 'lost', odds: 2, stake: 1.5 },
        { result: 'won', odds: 7.15, stake: 0.5 },
      ]).profit,
    ).toBe(1.58);
  });
});
