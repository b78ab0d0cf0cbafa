import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The site's origin in the browser (`https://example.com`); '' on the server, which renders
 * without knowing it. Hydration reads the server's value first, then moves on to the browser's,
 * so the two renders never disagree.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
