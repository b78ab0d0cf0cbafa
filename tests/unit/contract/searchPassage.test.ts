import { describe, expect, it } from 'vitest';
import {
  isTypoOf,
  matchingPassage,
  matchRanges,
  searchTerms,
  trigramSimilarity,
} from '../../../src/contract/searchPassage';

const marked = ({ text, marks }: { text: string; marks: [number, number][] }) =>
  marks.map(([a, b]) => text.slice(a, b));

const LEAD =
  'Casino games look like a world of endless options and every table has its own rules. ';

describe('matchingPassage', () => {
  it('starts at the sentence of the first match when it lies past the first 100 characters', () => {
    const text = `${LEAD}${LEAD}On a European wheel there are 37 pockets. Every roulette payout ignores the zero.`;
    const snippet = matchingPassage(text, 'roulette', 100);
    expect(snippet.text).toBe('…Every roulette payout ignores the zero.');
    expect(marked(snippet)).toEqual(['roulette']);
  });

  it('keeps the text’s start when the match is in it, cut at a word with an ellipsis', () => {
    const text = `Roulette ${LEAD}${LEAD}`;
    const snippet = matchingPassage(text, 'ROULETTE', 40);
    expect(snippet.text).toBe('Roulette Casino games look like a world…');
    expect(marked(snippet)).toEqual(['Roulette']);
  });

  it('cuts mid-sentence, a little before the match, in a long sentence', () => {
    const text = `${'word '.repeat(60)}and then the zero arrives ${'word '.repeat(40)}`.trim();
    const snippet = matchingPassage(text, 'zero', 100);
    expect(snippet.text.startsWith('…word')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.indexOf('zero')).toBeLessThan(35);
    expect(marked(snippet)).toEqual(['zero']);
  });

  it('tolerates a typo and finds other forms of the word', () => {
    expect(marked(matchingPassage('Men’s tennis on clay.', 'tenis', 100))).toEqual(['tennis']);
    expect(marked(matchingPassage('Timing matters.', 'timings', 100))).toEqual(['Timing']);
    expect(marked(matchingPassage('The bets and betting.', 'bet', 100))).toEqual([
      'bets',
      'betting',
    ]);
  });

  it('is the text’s start, unmarked, when nothing in it matches', () => {
    expect(matchingPassage('Set a budget.', 'bankroll', 100)).toEqual({
      text: 'Set a budget.',
      marks: [],
    });
  });
});

describe('search words', () => {
  it('splits a keyword into its lower-cased words once each', () => {
    expect(searchTerms('Under_dogs UNDER & 2.5')).toEqual(['under', 'dogs', '2', '5']);
  });

  it('scores trigram similarity as pg_trgm does', () => {
    expect(trigramSimilarity('roulete', 'roulette')).toBeCloseTo(0.7);
    expect(trigramSimilarity('tenis', 'tennis')).toBeCloseTo(0.625);
  });

  it('takes a word for a typo when similar enough and about as long, at four letters or more', () => {
    expect(isTypoOf('roulette', 'roulete')).toBe(true);
    expect(isTypoOf('tennis', 'tenis')).toBe(true);
    // Similar enough by trigrams (0.56) but four letters shorter: another word.
    expect(trigramSimilarity('ball', 'baseball')).toBeGreaterThan(0.5);
    expect(isTypoOf('ball', 'baseball')).toBe(false);
    expect(isTypoOf('baseliner', 'baseball')).toBe(false);
    expect(isTypoOf('nbc', 'nba')).toBe(false);
  });

  it('marks exact words only unless asked to tolerate typos', () => {
    expect(matchRanges('a roulette wheel', ['roulete'])).toEqual([]);
    expect(matchRanges('a roulette wheel', ['roulete'], true)).toEqual([[2, 10]]);
  });
});
