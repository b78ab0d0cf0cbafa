import { describe, expect, it } from 'vitest';
import { tokenize, wordDiff, type DiffPart } from '../../src/lib/wordDiff';

/** The text each side reads: 'same' with 'removed' is before, 'same' with 'added' is after. */
const side = (parts: DiffPart[], kind: 'removed' | 'added') =>
  parts
    .filter((p) => p.type === 'same' || p.type === kind)
    .map((p) => p.text)
    .join('');

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
  it('marks a replaced word as removed then added between unchanged text', () => {
    expect(wordDiff('the quick fox', 'the slow fox')).toEqual([
      { type: 'same', text: 'the ' },
      { type: 'removed', text: 'quick' },
      { type: 'added', text: 'slow' },
      { type: 'same', text: ' fox' },
    ]);
  });

  it('reads a rewritten phrase as one change, not word by word', () => {
    expect(wordDiff('a quick brown fox', 'a slow red fox')).toEqual([
      { type: 'same', text: 'a ' },
      { type: 'removed', text: 'quick brown' },
      { type: 'added', text: 'slow red' },
      { type: 'same', text: ' fox' },
    ]);
  });

  it('shows pure insertions and deletions', () => {
    expect(wordDiff('Odds explained', 'Roulette odds explained')).toEqual([
      { type: 'removed', text: 'Odds' },
      { type: 'added', text: 'Roulette odds' },
      { type: 'same', text: ' explained' },
    ]);
    expect(wordDiff('one two three', 'one three')).toEqual([
      { type: 'same', text: 'one ' },
      { type: 'removed', text: 'two ' },
      { type: 'same', text: 'three' },
    ]);
  });

  it('treats punctuation as its own token', () => {
    expect(wordDiff('Hello world.', 'Hello world!')).toEqual([
      { type: 'same', text: 'Hello world' },
      { type: 'removed', text: '.' },
      { type: 'added', text: '!' },
    ]);
  });

  it('answers one same part for equal texts and nothing for two empty ones', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ type: 'same', text: 'same text' }]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'new')).toEqual([{ type: 'added', text: 'new' }]);
    expect(wordDiff('old', '')).toEqual([{ type: 'removed', text: 'old' }]);
  });

  it('always gives back both texts from its parts', () => {
    const before = 'Roulette is a game of pure chance.\nEvery spin is independent of the last.';
    const after = 'Roulette is a game of chance, mostly.\nEach spin is independent.\nNew line.';
    const parts = wordDiff(before, after);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
    // Merged: no two neighbouring parts of one type.
    parts.slice(1).forEach((part, i) => expect(part.type).not.toBe(parts[i]!.type));
  });

  it('falls back to whole paragraphs past the bound, and still gives back both texts', () => {
    const before = 'alpha beta gamma\ndelta epsilon\nzeta eta theta\n';
    const after = 'Alpha beta gamma\ndelta epsilon\nzeta eta THETA\n';
    // Changes at both ends: too big a table for words (~13 × 13 tokens), small enough for lines.
    const parts = wordDiff(before, after, { maxCells: 20 });
    expect(parts).toEqual([
      { type: 'removed', text: 'alpha beta gamma\n' },
      { type: 'added', text: 'Alpha beta gamma\n' },
      { type: 'same', text: 'delta epsilon\n' },
      { type: 'removed', text: 'zeta eta theta\n' },
      { type: 'added', text: 'zeta eta THETA\n' },
    ]);
    expect(wordDiff('a b', 'c d', { maxCells: 1 })).toEqual([
      { type: 'removed', text: 'a b' },
      { type: 'added', text: 'c d' },
    ]);
  });

  it('compares long texts with changes everywhere quickly (bounded, never hangs)', () => {
    const words = (seed: number) =>
      Array.from({ length: 40_000 }, (_, i) => `w${(i * seed) % 997}`).join(' ');
    const paragraphsOf = (text: string) => text.replace(/(\S+ ){200}/g, '$&\n');
    const before = paragraphsOf(words(7));
    const after = paragraphsOf(words(11));
    const started = performance.now();
    const parts = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
  });
});
