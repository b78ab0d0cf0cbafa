/**
 * The reader's hand-written block reader accepts exactly what the contract's schema accepts, and
 * reads it the same, over valid blocks and each way a block can be broken.
 */
import { describe, expect, it } from 'vitest';
import { readPredictionBlock } from '../../../src/contract/predictionBlock';
import { predictionSchema } from '../../../src/contract/predictions';
import { NORTHBRIDGE_PICK } from '../../fixtures/predictions';

const grid = {
  asOf: '2026-11-27T09:00:00Z',
  bookmakers: ['Bet One', 'Punt Co'],
  rows: [
    { market: 'Northbridge', prices: [2.1, 2.05] },
    { market: 'Draw', prices: [3.4, null] },
  ],
};

const CASES: Array<[string, Record<string, unknown>]> = [
  ['the plain pick', {}],
  [
    'a full pick',
    {
      confidence: 4,
      venue: 'Mill Lane',
      bookmakerUrl: 'https://bet.example/x',
      grid,
      result: 'half-won',
      score: '2–1',
    },
  ],
  ['an outright', { home: '', away: '', event: 'League winner', market: 'outright' }],
  ['an over/under with its line', { market: 'over-under', line: 2.5, pick: 'Over' }],
  ['a quarter handicap', { market: 'asian-handicap', line: -0.75 }],
  ['an offset kickoff', { kickoff: '2026-11-28T15:00:00+05:30' }],
  ['padded text, trimmed', { pick: '  Northbridge FC  ', sport: ' Football ' }],
  ['odds at the floor', { odds: 1.01 }],
  ['odds just above it', { odds: 1.011 }],
  ['odds too long', { odds: 1002 }],
  ['odds as text', { odds: '2.1' }],
  ['a stake too big', { stake: 11 }],
  ['a stake too small', { stake: 0.25 }],
  ['a stake off the half units', { stake: 1.3 }],
  ['no pick', { pick: '' }],
  ['a pick too long', { pick: 'x'.repeat(81) }],
  ['one side only', { away: '' }],
  ['no sides, no event', { home: '', away: '', event: '' }],
  ['a line missing', { market: 'over-under' }],
  ['a line off the quarters', { market: 'over-under', line: 2.3 }],
  ['an unnamed other market', { market: 'other' }],
  ['a named other market', { market: 'other', marketLabel: 'Corners' }],
  ['an unknown market', { market: 'toString' }],
  ['a bad id', { id: 'X' }],
  ['a kickoff that is no date', { kickoff: 'tomorrow' }],
  ['a javascript: bookmaker link', { bookmakerUrl: 'javascript:alert(1)' }],
  ['a confidence of 6', { confidence: 6 }],
  ['a forged result', { result: 'won-big' }],
  ['a grid row short of a price', { grid: { ...grid, rows: [{ market: 'Draw', prices: [3.4] }] } }],
  ['a grid price too short', { grid: { ...grid, rows: [{ market: 'Draw', prices: [1.0, 2] }] } }],
  [
    'a grid without bookmakers',
    { grid: { ...grid, bookmakers: [], rows: [{ market: 'Draw', prices: [] }] } },
  ],
  ['a grid time with an offset', { grid: { ...grid, asOf: '2026-11-27T09:00:00+01:00' } }],
  ['a sport as a number', { sport: 5 }],
];

describe('the reader reads a block as the schema does', () => {
  it.each(CASES)('%s', (_name, change) => {
    const block = { ...NORTHBRIDGE_PICK, ...change };
    const parsed = predictionSchema.safeParse(block);
    expect(readPredictionBlock(JSON.stringify(block))).toEqual(parsed.success ? parsed.data : null);
  });

  it('reads broken JSON and what is not an object as nothing', () => {
    expect(readPredictionBlock('{"id":')).toBeNull();
    expect(readPredictionBlock('[1]')).toBeNull();
    expect(readPredictionBlock('null')).toBeNull();
  });
});
