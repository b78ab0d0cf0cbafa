/**
 * Addition (analytics): whether the server that served the page counts views, which is also
 * whether it ranks posts by them ("Trending"). In the browser, the page's mark says so
 * (lib/beacon.ts: `countsViews`); the server's render is told by its options (entry-server.tsx),
 * so a rendered page and its hydration agree.
 */
import { createContext, useContext } from 'react';
import { countsViews } from '../../lib/beacon';

/** The server render's answer; null in the browser. */
export const ServerCountingContext = createContext<boolean | null>(null);

export function useCountsViews(): boolean {
  return useContext(ServerCountingContext) ?? countsViews();
}
