/**
 * Search snippets: the passage of a text where the keyword matched, and where in it the matched
 * words are, as plain text plus [start, end) ranges. The reference server sends them with each
 * post hit; the search overlay marks the ranges (never building HTML from the text), and marks
 * the keyword's words itself in a snippet a backend sent without ranges.
 */

/** The spec's search snippet: 100 characters of text. */
export const SNIPPET_CHARS = 100;

/** [start, end) character offsets of a matched word in a snippet's text. */
export type MarkRange = [number, number];

export interface Snippet {
  text: string;
  marks: MarkRange[];
}

/** A keyword's words, lower-cased, once each (the words search matches one by one). */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().match(WORD) ?? [])];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** Terms this short match a word's start only: no typo tolerance for "in" or "nba". */
export const FUZZY_MIN = 4;
/** pg_trgm's similarity between a term and a word at which a typo still counts as that word. */
export const FUZZY_SIMILARITY = 0.5;
/** A typo adds or drops at most this many letters: "ball" is no typo of "baseball". */
export const TYPO_LENGTH_CHANGE = 2;
/** How far before the match a passage may start at its sentence's start instead of mid-way. */
const SENTENCE_LEAD = 40;
/** How much text a passage keeps before the match when it starts mid-sentence. */
const CONTEXT_LEAD = 25;

/** Trigrams as pg_trgm counts them: each word padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity() of two words: shared trigrams over all distinct trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/**
 * Whether `word` is `term` with a typo ("roulete" for "roulette"): similar enough by pg_trgm's
 * measure and about as long. The server's search takes a keyword's word for the site's words by
 * the same rule (server/resources/search.ts).
 */
export function isTypoOf(word: string, term: string): boolean {
  return (
    term.length >= FUZZY_MIN &&
    Math.abs(word.length - term.length) <= TYPO_LENGTH_CHANGE &&
    trigramSimilarity(word, term) >= FUZZY_SIMILARITY
  );
}

/** Whether `word` (lower-cased) is what `term` looks for: the word itself, a form of it, or,
 * with `fuzzy`, the word with a typo ("roulete" for "roulette"). */
function wordMatches(word: string, term: string, fuzzy: boolean): boolean {
  if (word.startsWith(term)) return true;
  if (term.length < FUZZY_MIN) return false;
  if (word.includes(term)) return true;
  // "timings" finds "timing", as the stemmed full-text search does.
  if (word.length >= FUZZY_MIN && term.startsWith(word) && term.length - word.length <= 3) {
    return true;
  }
  return fuzzy && isTypoOf(word, term);
}

/** The ranges of the words of `text` that match one of `terms`, in order. */
export function matchRanges(text: string, terms: readonly string[], fuzzy = false): MarkRange[] {
  if (terms.length === 0) return [];
  const ranges: MarkRange[] = [];
  for (const found of text.matchAll(WORD)) {
    const word = found[0].toLowerCase();
    if (terms.some((term) => wordMatches(word, term, fuzzy))) {
      ranges.push([found.index, found.index + found[0].length]);
    }
  }
  return ranges;
}

/**
 * The passage of plain `text` around the first word matching `keyword` (typos tolerated), about
 * `size` characters, cut at words with an ellipsis where it was cut, and the matching words in
 * it. No match (the keyword matched the title only): the text's first `size` characters.
 */
export function matchingPassage(text: string, keyword: string, size: number): Snippet {
  const all = matchRanges(text, searchTerms(keyword), true);
  const first = all[0];
  let start = 0;
  if (first && first[1] > size) {
    const sentence = sentenceStart(text, first[0]);
    start = Math.min(
      first[0],
      first[0] - sentence <= SENTENCE_LEAD ? sentence : wordStart(text, first[0] - CONTEXT_LEAD),
    );
  }
  let end = Math.max(start + size, first ? first[1] : 0);
  if (end < text.length) end = wordEnd(text, end, first ? first[1] : start);
  else end = text.length;

  const cut = end < text.length;
  let body = text.slice(start, end).trimEnd();
  if (cut) body = body.replace(/[\s.,;:–—-]+$/, '');
  const before = start > 0 ? '…' : '';
  const shift = before.length - start;
  const marks = all
    .filter(([from, to]) => from >= start && to <= start + body.length)
    .map(([from, to]): MarkRange => [from + shift, to + shift]);
  return { text: `${before}${body}${cut ? '…' : ''}`, marks };
}

/** Where the sentence holding `index` starts: after the last ". ", "! " or "? " before it. */
function sentenceStart(text: string, index: number): number {
  const head = text.slice(0, index);
  const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  return stop < 0 ? 0 : stop + 2;
}

/** The start of the word at or after `index`. */
function wordStart(text: string, index: number): number {
  const space = text.indexOf(' ', Math.max(0, index));
  return space < 0 ? Math.max(0, index) : space + 1;
}

/** The end of the last whole word before `index`, but never before `min`. */
function wordEnd(text: string, index: number, min: number): number {
  const space = text.lastIndexOf(' ', index);
  return space > min ? space : index;
}
