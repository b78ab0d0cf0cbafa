/**
 * The selection grid's search box: finds a post among many with q=search-posts. The search runs
 * 500 ms after typing stops (the spec's search delay) or at once on Enter; Escape or "Clear
 * search" goes back to browsing the pages.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../../contract/schemas';
import { controlClass } from '../../../components/form/formStyles';
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
  const inputId = useId();
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
      <label htmlFor={inputId} className="sr-only">
        Search posts
      </label>
      <input
        id={inputId}
        ref={input}
        type="search"
        placeholder="Search posts"
        autoComplete="off"
        maxLength={LIMITS.keywordMax}
        className={`${controlClass} min-w-0 flex-1 sm:w-64`}
        value={text}
        onChange={(e) => setText(e.target.value)}
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
