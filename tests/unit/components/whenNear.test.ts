/** Code below the fold is fetched once its place has stayed near the viewport, not before. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from '../../../src/components/whenNear';

/** An IntersectionObserver the test drives: `report(true)` says the element came near. */
let report: (near: boolean) => void;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    report = (near) =>
      this.callback(
        [{ isIntersecting: near } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

describe('whenNear', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<div id="below"></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('resolves once the element has stayed near for the settle time', async () => {
    const done = settled(whenNear('below', { settle: 1000 }));
    report(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('waits on when the page grows and pushes the element away before then', async () => {
    const done = settled(whenNear('below', { settle: 1000 }));
    report(true);
    await vi.advanceTimersByTimeAsync(500);
    report(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done()).toBe(false);
    report(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(true);
  });

  it('waits for the element to be on the page', async () => {
    document.body.innerHTML = '';
    const done = settled(whenNear('below', { settle: 0 }));
    await vi.advanceTimersByTimeAsync(50);
    document.body.innerHTML = '<div id="below"></div>';
    await vi.advanceTimersByTimeAsync(50);
    report(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('resolves at once where nothing can be observed', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await expect(whenNear('below')).resolves.toBeUndefined();
  });
});
