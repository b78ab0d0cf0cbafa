import { useRef, type KeyboardEvent } from 'react';
import type { SuggestionTab, TabId } from '../tabs';

export const tabDomId = (prefix: string, id: TabId) => `${prefix}-tab-${id}`;
export const panelDomId = (prefix: string) => `${prefix}-panel`;

/**
 * The category tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys move
 * and select, Home and End jump to the ends. All tabs control the one panel below.
 */
export function SuggestionTabs({
  tabs,
  active,
  onChange,
  idPrefix,
}: {
  tabs: readonly SuggestionTab[];
  active: TabId;
  onChange: (id: TabId) => void;
  idPrefix: string;
}) {
  const refs = useRef(new Map<TabId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Suggestion category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabDomId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelDomId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
              selected
                ? 'bg-brand-700 text-white shadow-sm dark:bg-brand-500 dark:text-ink-900'
                : 'bg-white text-slate-700 ring-1 ring-slate-900/10 hover:bg-brand-50 hover:text-brand-800 dark:bg-ink-800 dark:text-slate-200 dark:ring-white/10 dark:hover:bg-ink-700 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
