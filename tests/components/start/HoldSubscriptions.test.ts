/**
 * The first answers of a page built in the browser are held until the page's components hold
 * them (start.tsx). One asked after that moment is let go at once, so nothing keeps it subscribed.
 */
import { describe, expect, it, vi } from 'vitest';
import { holdSubscriptions } from '../../../src/app/start';
import type { AppStore } from '../../../src/app/store';

function storeAnsweringSubscriptions() {
  const unsubscribes: Array<ReturnType<typeof vi.fn>> = [];
  const store = {
    dispatch: () => {
      const unsubscribe = vi.fn();
      unsubscribes.push(unsubscribe);
      return { unsubscribe };
    },
  } as unknown as AppStore;
  return { store, unsubscribes };
}

describe('holding the first answers of a page built in the browser', () => {
  it('keeps what was asked before the release and lets it all go at the release', () => {
    const { store, unsubscribes } = storeAnsweringSubscriptions();
    const { holding, release } = holdSubscriptions(store);
    holding.dispatch({ type: 'first' });
    holding.dispatch({ type: 'second' });
    expect(unsubscribes.map((unsubscribe) => unsubscribe.mock.calls.length)).toEqual([0, 0]);
    release();
    expect(unsubscribes.map((unsubscribe) => unsubscribe.mock.calls.length)).toEqual([1, 1]);
  });

  it('lets go at once of what is asked after the release (the data module came late)', () => {
    const { store, unsubscribes } = storeAnsweringSubscriptions();
    const { holding, release } = holdSubscriptions(store);
    release();
    holding.dispatch({ type: 'late' });
    expect(unsubscribes[0]).toHaveBeenCalledTimes(1);
    release();
    expect(unsubscribes[0]).toHaveBeenCalledTimes(1);
  });
});
