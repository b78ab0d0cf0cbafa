/**
 * A word diff as text: insertions underlined on green (<ins>), deletions struck through on red
 * (<del>), so colour is never the only sign; screen readers hear "added" / "removed" around them.
 */
import type { ReactNode } from 'react';
import type { DiffPart } from '../../../../lib/wordDiff';

export const insClass =
  'rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2 dark:bg-emerald-900/70 dark:text-emerald-50 dark:decoration-emerald-300';
export const delClass =
  'rounded-sm bg-red-100 text-red-950 line-through decoration-red-700 decoration-2 dark:bg-red-900/70 dark:text-red-50 dark:decoration-red-300';

/** One insertion or deletion, announced as such ("[added: …]") around its text. */
export function Change({ type, children }: { type: 'added' | 'removed'; children: ReactNode }) {
  const Tag = type === 'added' ? 'ins' : 'del';
  return (
    <Tag className={type === 'added' ? insClass : delClass}>
      <span className="sr-only">{` [${type}: `}</span>
      {children}
      <span className="sr-only">{'] '}</span>
    </Tag>
  );
}

export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800 dark:text-slate-200">
      {parts.map((part, i) =>
        part.type === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <Change key={i} type={part.type}>
            {part.text}
          </Change>
        ),
      )}
    </p>
  );
}
