/**
 * The posts selected so far, in their order, each with a button to take it out. Shown whatever
 * page or search the grid shows, so a pick from another page is never out of sight.
 */
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { PopularChoice } from './choice';
import { PostThumb } from './PostThumb';

const titleOf = (choice: PopularChoice) => choice.title || `Post #${choice.id}`;

export function SelectedPosts({
  selected,
  onRemove,
}: {
  selected: readonly PopularChoice[];
  onRemove: (id: number) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);

  // The removed chip's button goes away: focus moves to the next one (or the heading), not to
  // the top of the page.
  const removeAt = (index: number) => {
    flushSync(() => onRemove(selected[index]!.id));
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? heading.current)?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        Selected posts
      </h3>
      {selected.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None yet: choose posts below.</p>
      ) : (
        <ol ref={list} aria-labelledby={headingId} className="flex flex-wrap gap-2">
          {selected.map((choice, index) => (
            <li
              key={choice.id}
              className="flex max-w-full items-center gap-2 rounded-full border border-brand-600 bg-brand-50 py-1 pl-1 pr-1 text-sm dark:border-brand-400 dark:bg-brand-950"
            >
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white dark:bg-brand-400 dark:text-ink-900"
              >
                {index + 1}
              </span>
              <PostThumb path={choice.image_path} className="h-6 w-8 shrink-0 rounded" />
              <span className="min-w-0 max-w-[14rem] truncate font-medium text-slate-900 dark:text-slate-50">
                {titleOf(choice)}
              </span>
              <button
                type="button"
                aria-label={`Remove ${titleOf(choice)}`}
                onClick={() => removeAt(index)}
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-brand-100 dark:text-slate-200 dark:hover:bg-brand-900"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
