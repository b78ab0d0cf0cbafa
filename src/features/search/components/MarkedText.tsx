import type { ReactNode } from 'react';
import type { MarkRange } from '../../../contract/searchPassage';

/**
 * Plain text with the given ranges in <mark>: the text is split, never parsed as HTML. Ranges
 * must be in order and inside the text (snippet.ts checks the server's).
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly MarkRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of marks) {
    if (from > at) parts.push(text.slice(at, from));
    parts.push(
      <mark
        key={from}
        className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900 dark:bg-amber-300/20 dark:text-amber-100"
      >
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
