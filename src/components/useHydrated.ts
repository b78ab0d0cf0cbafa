import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page the server rendered is being hydrated (and on the server), true after:
 * what only the browser can know (stored preferences, the browser's own sanitiser) renders after
 * hydration, so the first render matches the server's HTML. A page rendered in the browser from
 * the start gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
