import { useCallback, useSyncExternalStore } from 'react';
import {
  parseSuggestions,
  readRaw,
  suggestionsKey,
  writeSuggestions,
  type Suggestion,
} from './lib/suggestionStore';

// Parsed once per distinct stored text, so React sees a stable snapshot between changes.
let cache: { key: string; raw: string | null; items: Suggestion[] } | null = null;
const listeners = new Set<() => void>();

function snapshot(): Suggestion[] {
  const key = suggestionsKey();
  const raw = readRaw(key);
  if (!cache || cache.key !== key || cache.raw !== raw) {
    cache = { key, raw, items: parseSuggestions(raw) };
  }
  return cache.items;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the site saved or deleted one.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function save(items: Suggestion[]): boolean {
  const ok = writeSuggestions(suggestionsKey(), items);
  listeners.forEach((l) => l());
  return ok;
}

const empty: Suggestion[] = [];

/**
 * The visitor's stored suggestions (all tabs), read from local storage at start and kept in step
 * with it. `add` and `remove` return false when the browser refused to store the change.
 */
export function useSuggestions() {
  const items = useSyncExternalStore(subscribe, snapshot, () => empty);
  const add = useCallback((suggestion: Suggestion) => save([...snapshot(), suggestion]), []);
  const remove = useCallback((id: number) => save(snapshot().filter((item) => item.id !== id)), []);
  return { items, add, remove };
}
