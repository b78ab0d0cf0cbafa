/** The filter choice as a radio group (arrow keys move between options), styled as segments. */
import { searchFilters, type SearchFilter } from './filterOptions';

export function SearchFilters({
  value,
  onChange,
}: {
  value: SearchFilter;
  onChange: (value: SearchFilter) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Search in</legend>
      <div className="grid grid-cols-3 gap-1 rounded-full bg-slate-100 p-1 sm:inline-grid dark:bg-ink-900">
        {searchFilters.map((filter) => (
          <label key={filter.value} className="relative cursor-pointer">
            <input
              type="radio"
              name="search-filter"
              value={filter.value}
              checked={value === filter.value}
              onChange={() => onChange(filter.value)}
              className="peer sr-only"
            />
            <span className="block rounded-full px-2 py-1.5 text-center text-sm whitespace-nowrap sm:px-4 font-semibold text-slate-600 transition-colors peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 hover:text-slate-900 dark:text-slate-300 dark:peer-checked:bg-brand-400 dark:peer-checked:text-ink-900 dark:hover:text-white">
              {filter.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
