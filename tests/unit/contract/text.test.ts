import { describe, expect, it } from 'vitest';
import { excerptChars, excerptWords, readingMinutes, stripHtml } from '../../../src/contract/text';
import { formatLongDate, formatShortDate } from '../../../src/lib/dates';
import { slugify } from '../../../src/lib/slug';

describe('text helpers', () => {
  it('strips markup and decodes entities', () => {
    expect(stripHtml('<p>Hi&nbsp;<b>there</b> &amp; you</p><script>x()</script>')).toBe(
      'Hi there & you',
    );
  });
  it('cuts to 40 words with an ellipsis', () => {
    const html = `<p>${Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')}</p>`;
    const out = excerptWords(html, 40);
    expect(out.split(' ')).toHaveLength(40);
    expect(out.endsWith('…')).toBe(true);
    expect(excerptWords('<p>two words</p>', 40)).toBe('two words');
  });
  it('cuts to 100 characters', () => {
    expect(excerptChars('x'.repeat(150), 100)).toBe(`${'x'.repeat(100)}…`);
  });
});

describe('dates', () => {
  it('formats short and long US dates', () => {
    expect(formatShortDate('2026-03-01T10:00:00.000Z')).toBe('Mar 1, 2026');
    expect(formatLongDate('2026-03-01 10:00:00')).toBe('March 1, 2026');
    expect(formatShortDate('nonsense')).toBe('');
  });
});

describe('slug rule', () => {
  it('lowercases, drops symbols, trims and hyphenates spaces', () => {
    expect(slugify('  Derby Day: Who Wins?  ')).toBe('derby-day-who-wins');
    expect(slugify('Top 5 Poker-Tips')).toBe('top-5-poker-tips');
  });
  it('reads 220 words a minute, in whole minutes, at least 1', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(readingMinutes(`<p>${words(440)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>${words(100)}</h2><ul><li>${words(230)}</li></ul>`)).toBe(2);
    expect(readingMinutes(`<p>${words(329)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(331)}</p>`)).toBe(2);
    expect(readingMinutes('<p>One.</p><script>lots of words here</script>')).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });
});
