/**
 * The selection grid's search box: finds a post among many with q=search-posts. The search runs
 * 500 ms after typing stops (the spec's search delay) or at once on Enter; Escape or "Clear
 * search" goes back to browsing the pages.
 */
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../contract/schemas';
import { AdminSearchBox } from '../ui/AdminSearchBox';
import { buttonClass } from '../ui/styles';

export const SEARCH_DELAY_MS = 500;

export function PopularSearch({
  keyword,
  onSearch,
}: {
  /** The keyword searched for ('' while browsing). */
  keyword: string;
  /** Must be stable (a state setter): the pending search restarts when it changes. */
  onSearch: (keyword: string) => void;
}) {
  const [text, setText] = useState(keyword);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === keyword) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, keyword, onSearch]);

  const clear = () => {
    setText('');
    onSearch('');
    input.current?.focus();
  };

  return (
    <form
      role="search"
      aria-label="Posts"
      className="flex w-full flex-wrap items-center gap-2 sm:w-auto"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <AdminSearchBox
        className="min-w-0 flex-1 sm:w-64"
        label="Search posts"
        hideLabel
        ref={input}
        placeholder="Search posts"
        maxLength={LIMITS.keywordMax}
        value={text}
        onChange={setText}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            clear();
          }
        }}
      />
      {text && (
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={clear}>
          Clear search
        </button>
      )}
    </form>
  );
}
