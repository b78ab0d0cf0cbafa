/**
 * The full-screen search: a keyword box and the All Content / Posts / Categories filters. The
 * request goes out 500 ms after typing stops; a blank keyword sends nothing and clears the
 * results. States: the prompt, searching, results, or none found.
 */
import { useRef, useState } from 'react';
import { LIMITS } from '../../../contract/limits';
import { Modal } from '../../../components/Modal';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { useSearchCategoriesQuery, useSearchPostsQuery } from '../api';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { SearchFilters } from './SearchFilters';
import { SearchMessage } from './SearchMessage';
import { SearchResultList } from './SearchResultList';
import type { SearchFilter } from './filterOptions';

export const SEARCH_DEBOUNCE_MS = 500;
const KEYWORD_MAX = LIMITS.keywordMax;

export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<SearchFilter>('all');
  const inputRef = useRef<HTMLInputElement>(null);

  const trimmed = keyword.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const waiting = trimmed !== settled;
  // A blank keyword clears at once; a new one is searched only once typing has settled.
  const term = trimmed ? settled : '';
  const byCategory = filter === 'categories';

  const posts = useSearchPostsQuery(term, { skip: !term || byCategory });
  const categories = useSearchCategoriesQuery(term, { skip: !term || !byCategory });
  const search = byCategory ? categories : posts;
  const results = search.currentData ?? [];
  const searching = waiting || search.isFetching;

  let body;
  if (!trimmed) {
    body = <SearchMessage text="Please enter a keyword to start your search" />;
  } else if (searching) {
    body = <Spinner label="Searching" className="py-16" />;
  } else if (results.length === 0) {
    body = <SearchMessage text={`No results found for "${term}"`} />;
  } else {
    body = (
      <>
        <p
          role="status"
          className="mb-3 px-1 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400"
        >
          {results.length === 1 ? '1 result' : `${results.length} results`}
        </p>
        <SearchResultList results={results} keyword={term} onPick={onClose} />
      </>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Search"
      closeLabel="Close search"
      variant="top"
      size="xl"
      duration={0.45}
      initialFocusRef={inputRef}
      bodyClassName="flex min-h-0 flex-1 flex-col"
    >
      {/* pt-1: the box's focus ring reaches 2 px outside it, and the modal's body clips at its edge. */}
      <div className="shrink-0 space-y-4 border-b border-slate-200 px-5 pt-1 pb-5 sm:px-6 dark:border-white/10">
        <div className="relative">
          <label htmlFor="search-keyword" className="sr-only">
            Keyword
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={inputRef}
            id="search-keyword"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={KEYWORD_MAX}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={byCategory ? 'Search categories…' : 'Search posts…'}
            className="h-14 w-full rounded-2xl border-0 bg-slate-100 pl-12 pr-12 text-lg text-slate-900 placeholder:text-slate-500 focus:bg-white focus:ring-2 focus:ring-brand-500 focus:outline-none dark:bg-ink-900 dark:focus:bg-ink-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:ring-brand-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {keyword && (
            <button
              type="button"
              aria-label="Clear keyword"
              onClick={() => {
                setKeyword('');
                inputRef.current?.focus();
              }}
              className="absolute right-2 top-1/2 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-white/10 dark:hover:text-white"
            >
              <Icon name="close" className="h-4 w-4" />
            </button>
          )}
        </div>
        <SearchFilters value={filter} onChange={setFilter} />
      </div>
      <div className="min-h-48 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4">
        {body}
      </div>
    </Modal>
  );
}
