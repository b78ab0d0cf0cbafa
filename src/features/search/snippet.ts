/**
 * The snippet a search hit shows, with its matched words: the reference server's passage and
 * ranges (checked here: a range that does not fit its text is dropped), else the spec's first
 * characters of the text with the keyword's words found in them.
 */
import type { SearchResult } from '../../contract/schemas';
import {
  matchRanges,
  searchTerms,
  SNIPPET_CHARS,
  type MarkRange,
  type Snippet,
} from '../../contract/searchPassage';
import { excerptChars } from '../../contract/text';

export type SearchHit = SearchResult & { snippet?: Snippet };

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Ranges in order, inside `text`, not overlapping; anything else is no range at all. */
function validMarks(value: unknown, text: string): MarkRange[] {
  if (!Array.isArray(value)) return [];
  const marks: MarkRange[] = [];
  let last = 0;
  for (const item of value) {
    if (!Array.isArray(item) || item.length !== 2) return [];
    const [from, to] = item as unknown[];
    if (!Number.isInteger(from) || !Number.isInteger(to)) return [];
    const [a, b] = [from as number, to as number];
    if (a < last || b <= a || b > text.length) return [];
    marks.push([a, b]);
    last = b;
  }
  return marks;
}

/** `results` (normalised from `raw`) with the snippet each raw hit carried, by slug. */
export function withSnippets(results: SearchResult[], raw: unknown): SearchHit[] {
  if (!Array.isArray(raw)) return results;
  const bySlug = new Map<string, Snippet>();
  for (const item of raw) {
    if (isRec(item) && typeof item.slug === 'string' && typeof item.snippet === 'string') {
      bySlug.set(item.slug, {
        text: item.snippet,
        marks: validMarks(item.snippet_marks, item.snippet),
      });
    }
  }
  return results.map((result) => {
    const snippet = bySlug.get(result.slug);
    return snippet ? { ...result, snippet } : result;
  });
}

/** What the hit shows under its title, and which words of it to mark. */
export function snippetOf(hit: SearchHit, keyword: string): Snippet {
  if (hit.snippet) return hit.snippet;
  const text = excerptChars(hit.text, SNIPPET_CHARS);
  return { text, marks: matchRanges(text, searchTerms(keyword)) };
}
