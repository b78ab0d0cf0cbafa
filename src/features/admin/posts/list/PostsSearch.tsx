import type { Ref } from 'react';
import { AdminSearchBox } from '../../ui/AdminSearchBox';
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
      <AdminSearchBox
        className="w-full sm:max-w-sm"
        label={POST_MESSAGES.searchLabel}
        ref={inputRef}
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        placeholder="Title, category or slug"
      />
      <p className="text-sm text-slate-700 sm:pb-2 dark:text-slate-300">
        <span aria-live="polite" aria-atomic="true">
          {status}
        </span>
        {note && <span className="text-slate-600 dark:text-slate-400"> {note}</span>}
      </p>
    </div>
  );
}
