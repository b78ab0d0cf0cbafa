/**
 * A word-level diff of two plain texts, for people to read:
 *
 *   wordDiff('the quick fox', 'the slow fox')
 *   → [{ type: 'same', text: 'the ' }, { type: 'removed', text: 'quick' },
 *      { type: 'added', text: 'slow' }, { type: 'same', text: ' fox' }]
 *
 * Tokens are words, runs of whitespace and single punctuation marks; the longest common
 * subsequence of tokens is kept as 'same'. The 'same' parts with the 'removed' ones give back
 * `before`, with the 'added' ones `after`. Neighbouring runs of one type are merged, and a change
 * split only by a space reads as one change ("quick brown" → "slow red", not word by word).
 *
 * Bounded: the table is |before| × |after| tokens (after the common start and end are set aside);
 * beyond `maxCells` the texts are compared paragraph by paragraph instead (lines), and beyond that
 * again as a whole, so a long text never hangs the page.
 */

export type DiffType = 'same' | 'added' | 'removed';

export interface DiffPart {
  type: DiffType;
  text: string;
}

/** About 16 MB of table at most (4 bytes a cell), well under a second to fill. */
export const MAX_DIFF_CELLS = 4_000_000;

const TOKEN = /[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}\p{N}\p{M}_]+)*|\s+|[^\p{L}\p{N}\p{M}_\s]/gu;

/** Words (with inner apostrophes: "don't"), whitespace runs and single other characters. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Lines, each with its line break kept, so they join back into the text. */
function paragraphs(text: string): string[] {
  return text.match(/[^\n]*\n+|[^\n]+$/g) ?? [];
}

export function wordDiff(
  before: string,
  after: string,
  { maxCells = MAX_DIFF_CELLS }: { maxCells?: number } = {},
): DiffPart[] {
  if (before === after) return before ? [{ type: 'same', text: before }] : [];
  const words = diffTokens(tokenize(before), tokenize(after), maxCells);
  const parts = words ?? diffTokens(paragraphs(before), paragraphs(after), maxCells);
  return readable(
    parts ?? [
      { type: 'removed', text: before },
      { type: 'added', text: after },
    ],
  );
}

/** The diff of two token lists, or null when its table would exceed `maxCells`. */
function diffTokens(a: string[], b: string[], maxCells: number): DiffPart[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const n = endA - start;
  const m = endB - start;
  if ((n + 1) * (m + 1) > maxCells) return null;

  const parts: DiffPart[] = [];
  const push = (type: DiffType, text: string) => parts.push({ type, text });
  a.slice(0, start).forEach((t) => push('same', t));

  // lengths[i * (m + 1) + j]: the LCS of a[start + i …] and b[start + j …] (suffixes), so the
  // walk below goes forwards.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[start + i] === b[start + j]) {
      push('same', a[start + i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push('removed', a[start + i]!);
      i += 1;
    } else {
      push('added', b[start + j]!);
      j += 1;
    }
  }
  for (; i < n; i += 1) push('removed', a[start + i]!);
  for (; j < m; j += 1) push('added', b[start + j]!);

  a.slice(endA).forEach((t) => push('same', t));
  return parts;
}

/**
 * Runs merged, and each change gathered as all its removed text then all its added text: a
 * stretch of changes joined only by whitespace counts as one change (the whitespace goes to both
 * sides), so a rewritten phrase reads as "old phrase" → "new phrase".
 */
function readable(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  const emit = (type: DiffType, text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.type === type) last.text += text;
    else out.push({ type, text });
  };
  let removed = '';
  let added = '';
  const flush = () => {
    emit('removed', removed);
    emit('added', added);
    removed = '';
    added = '';
  };
  const inChange = () => removed !== '' || added !== '';

  for (let k = 0; k < parts.length; k += 1) {
    const part = parts[k]!;
    if (part.type === 'removed') removed += part.text;
    else if (part.type === 'added') added += part.text;
    else if (
      inChange() &&
      /^\s+$/.test(part.text) &&
      parts[k + 1] &&
      parts[k + 1]!.type !== 'same'
    ) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      emit('same', part.text);
    }
  }
  flush();
  return out;
}
