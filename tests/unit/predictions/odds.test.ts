import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  parseOdds,
  toAmerican,
  toFractional,
} from '../../../src/features/predictions/lib/odds';

/** Bookmakers' prices as they print them in the three formats. */
const PRICES: [decimal: number, fractional: string, american: string][] = [
  [1.2, '1/5', '\u2212500'],
  [1.5, '1/2', '\u2212200'],
  [1.67, '4/6', '\u2212149'],
  [1.91, '10/11', '\u2212110'],
  [2.0, 'Evens', '+100'],
  [2.1, '11/10', '+110'],
  [2.5, '6/4', '+150'],
  [3.13, '85/40', '+213'],
  [3.25, '9/4', '+225'],
  [11.0, '10/1', '+1000'],
  [34.0, '33/1', '+3300'],
];

describe('odds formats', () => {
  it.each(PRICES)('shows %s as %s and %s', (decimal, fractional, american) => {
    expect(formatOdds(decimal, 'decimal')).toBe(decimal.toFixed(2));
    expect(formatOdds(decimal, 'fractional')).toBe(fractional);
    expect(formatOdds(decimal, 'american')).toBe(american);
  });

  it('prints the traditional fraction, not the exact one: 1.91 is 10/11, not 91/100', () => {
    expect(toFractional(1.91)).toEqual([10, 11]);
    expect(toFractional(1.909)).toEqual([10, 11]);
  });

  it('falls back to the simplest fraction that prints as the price when it is off the ladder', () => {
    expect(toFractional(1.75)).toEqual([3, 4]);
    expect(toFractional(2.37)).toEqual([137, 100]);
  });

  it('rounds American prices the way bookmakers do', () => {
    expect(toAmerican(1.909)).toBe(-110);
    expect(toAmerican(2.05)).toBe(105);
  });
});

describe('reading typed odds', () => {
  it.each([
    ['2.10', 2.1],
    ['2,5', 2.5],
    ['10/11', 1.909],
    ['6-4', 2.5],
    ['evens', 2],
    ['EVS', 2],
    ['+150', 2.5],
    ['-110', 1.909],
    ['\u2212200', 1.5],
    ['100/1', 101],
  ])('reads "%s" as decimal %s', (text, decimal) => {
    expect(parseOdds(text)).toEqual({ ok: true, decimal });
  });

  it('keeps what it reads exactly as the formats show it again', () => {
    for (const [decimal, fractional, american] of PRICES) {
      const fromFraction = parseOdds(fractional === 'Evens' ? 'evens' : fractional);
      const fromAmerican = parseOdds(american);
      expect(fromFraction.ok && formatOdds(fromFraction.decimal, 'fractional')).toBe(fractional);
      expect(fromAmerican.ok && formatOdds(fromAmerican.decimal, 'american')).toBe(american);
      expect(parseOdds(String(decimal))).toEqual({ ok: true, decimal });
    }
  });

  it.each([
    ['', 'Enter the odds.'],
    ['1.01', 'Odds must be above 1.01.'],
    ['1', 'Odds must be above 1.01.'],
    ['1/200', 'Odds must be above 1.01.'],
    ['5000', 'Odds must be at most 1000/1.'],
    ['+50', 'American odds are +100 or more, or \u2212100 or less.'],
    ['3/0', 'Enter odds as decimal (2.10), fractional (11/10) or American (+110).'],
    ['two', 'Enter odds as decimal (2.10), fractional (11/10) or American (+110).'],
    ['<b>2</b>', 'Enter odds as decimal (2.10), fractional (11/10) or American (+110).'],
  ])('refuses "%s" with "%s"', (text, message) => {
    expect(parseOdds(text)).toEqual({ ok: false, message });
  });
});
