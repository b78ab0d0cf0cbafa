import type { Ref } from 'react';
import { Icon } from '../../../../components/Icon';
import { controlClass, labelClass } from '../../../../components/form/formStyles';
import { POST_MESSAGES } from '../messages';

/**
 * The admin list's search box, with how many posts match. The count sits in a polite live region
 * that is always rendered, so screen readers hear each new count as the admin types.
 */
export function PostsSearch({
  value,
  onChange,
  onFocus,
  status,
  note,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  /** "12 of 38 posts" while searching, else empty. */
  status: string;
  /** Said beside the count when the search covers only part of the posts. */
  note?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4">
      <div className="w-full sm:max-w-sm">
        <label htmlFor="admin-posts-search" className={labelClass}>
          {POST_MESSAGES.searchLabel}
        </label>
        <div className="relative mt-1">
          <Icon
            name="search"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            ref={inputRef}
            id="admin-posts-search"
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={onFocus}
            placeholder="Title, category or slug"
            autoComplete="off"
            spellCheck={false}
            className={`${controlClass} pl-9`}
          />
        </div>
      </div>
      <p className="text-sm text-slate-700 sm:pb-2 dark:text-slate-300">
        <span aria-live="polite" aria-atomic="true">
          {status}
        </span>
        {note && <span className="text-slate-600 dark:text-slate-400"> {note}</span>}
      </p>
    </div>
  );
}
