import type { Ref } from 'react';
import { MESSAGES } from '../messages';
import type { Suggestion } from '../lib/suggestionStore';
import { SuggestionCard } from './SuggestionCard';

/** This tab's stored suggestions, newest first, with their count. The heading takes focus after a delete. */
export function SuggestionList({
  items,
  categoryLabel,
  onDelete,
  headingRef,
}: {
  items: Suggestion[];
  categoryLabel: string;
  onDelete: (suggestion: Suggestion) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="suggestions-list-title" className="flex flex-col gap-4">
      <h2
        id="suggestions-list-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        Your submissions{' '}
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm text-brand-800 dark:bg-brand-900/70 dark:text-brand-200">
          ({items.length})
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-white/15 dark:text-slate-400">
          {MESSAGES.empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <SuggestionCard suggestion={item} categoryLabel={categoryLabel} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
