import { describe, expect, it } from 'vitest';
import { tokenize, wordDiff, type DiffPart } from '../../src/lib/wordDiff';

/** The text each side reads: 'same' with 'removed' is before, 'same' with 'added' is after. */
const side = (parts: DiffPart[], kind: 'removed' | 'added') =>
  parts
    .filter((p) => p.type === 'same' || p.type === kind)
    .map((p) => p.text)
    .join('');

/** Parts written as a word diff: `[-removed-]`, `{+added+}`, the rest the same. */
const parts = (marked: string): DiffPart[] =>
  [...marked.matchAll(/\[-(.*?)-\]|\{\+(.*?)\+\}|[^[{]+/gs)].map(([text, removed, added]) =>
    removed !== undefined
      ? { type: 'removed', text: removed }
      : added !== undefined
        ? { type: 'added', text: added }
        : { type: 'same', text },
  );

/** The parts give back both texts, and no two neighbours are of one type (merged). */
function expectBothTexts(diff: DiffPart[], before: string, after: string) {
  expect(side(diff, 'removed')).toBe(before);
  expect(side(diff, 'added')).toBe(after);
  diff.slice(1).forEach((part, i) => expect(part.type).not.toBe(diff[i]!.type));
}

describe('tokenize', () => {
  it('splits words, whitespace and punctuation, keeping apostrophes inside words', () => {
    expect(tokenize("Don't stop, Mumbai  2026!")).toEqual([
      "Don't",
      ' ',
      'stop',
      ',',
      ' ',
      'Mumbai',
      '  ',
      '2026',
      '!',
    ]);
  });

  it('keeps accented and non-Latin letters in their words', () => {
    expect(tokenize('café मुंबई')).toEqual(['café', ' ', 'मुंबई']);
  });
});

describe('wordDiff', () => {
  // Each case is a diff in word-diff markup ([-removed-]{+added+}): the texts it reads before and
  // after give back exactly its parts. A replaced word between unchanged text, a rewritten phrase
  // as one change (not word by word), pure insertions and deletions, punctuation as its own
  // token; one same part for equal texts, none for two empty ones.
  it.each([
    'the [-quick-]{+slow+} fox',
    'a [-quick brown-]{+slow red+} fox',
    '[-Odds-]{+Roulette odds+} explained',
    'one [-two -]three',
    'Hello world[-.-]{+!+}',
    'same text',
    '',
    '{+new+}',
    '[-old-]',
  ])('diffs the texts of %j into its parts', (marked) => {
    const expected = parts(marked);
    expect(wordDiff(side(expected, 'removed'), side(expected, 'added'))).toEqual(expected);
  });

  it('always gives back both texts from its parts', () => {
    const before = 'Roulette is a game of pure chance.\nEvery spin is independent of the last.';
    const after = 'Roulette is a game of chance, mostly.\nEach spin is independent.\nNew line.';
    expectBothTexts(wordDiff(before, after), before, after);
  });

  it('falls back to whole paragraphs past the bound, and still gives back both texts', () => {
    const before = 'alpha beta gamma\ndelta epsilon\nzeta eta theta\n';
    const after = 'Alpha beta gamma\ndelta epsilon\nzeta eta THETA\n';
    // Changes at both ends: too big a table for words (~13 × 13 tokens), small enough for lines.
    expect(wordDiff(before, after, { maxCells: 20 })).toEqual(
      parts(
        '[-alpha beta gamma\n-]{+Alpha beta gamma\n+}delta epsilon\n[-zeta eta theta\n-]{+zeta eta THETA\n+}',
      ),
    );
    expect(wordDiff('a b', 'c d', { maxCells: 1 })).toEqual(parts('[-a b-]{+c d+}'));
  });

  it('compares long texts with changes everywhere quickly (bounded, never hangs)', () => {
    const words = (seed: number) =>
      Array.from({ length: 40_000 }, (_, i) => `w${(i * seed) % 997}`).join(' ');
    const paragraphsOf = (text: string) => text.replace(/(\S+ ){200}/g, '$&\n');
    const before = paragraphsOf(words(7));
    const after = paragraphsOf(words(11));
    const started = performance.now();
    const diff = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(3000);
    expectBothTexts(diff, before, after);
  });
});
