/** The recent-activity list, live: re-renders when this tab or another one records an entry. */
import { useSyncExternalStore } from 'react';
import { readActivity, subscribeActivity, type ActivityEntry } from './activity';

const none: ActivityEntry[] = [];

export function useRecentActivity(): ActivityEntry[] {
  return useSyncExternalStore(subscribeActivity, readActivity, () => none);
}
