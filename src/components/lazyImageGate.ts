import { useSyncExternalStore } from 'react';

/**
 * A page built in the browser (a static or PHP host) shows its first screen at once, images and
 * all; its lazy images below it are asked for only once the page's likely-LCP image (the one
 * `ResponsiveImage` marks `priority`) has loaded, so that on a slow connection they do not share
 * its bandwidth. Chromium otherwise fetches every lazy image within 1250–2500 px of the viewport
 * in the same moment as the LCP image: a phone's whole first screen of cards.
 *
 * A page the server rendered never holds anything (its images are in its HTML, and the app's
 * markup must match it), nor does any page after the first.
 */

let holding = false;
let opening = false;
let pendingPriority = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lazy images render without their source until `openLazyImages` (the first view only). */
export function holdLazyImages(): void {
  holding = true;
}

/** The likely-LCP image as `ResponsiveImage` marks it (`priority`). */
const isLeadImage = (element: Element | null | undefined) =>
  element instanceof HTMLImageElement && element.getAttribute('fetchpriority') === 'high';

/**
 * Calls `then` once the page's lead image is on screen, as the browser reports it (a largest
 * contentful paint whose element is that image); or, on a page with no lead image, once the page
 * has had its first contentful paint. A frame alone was not enough: an image preloaded by the
 * early script settles before the app has painted anything, and the browser paints it a frame or
 * more after the commit that shows it, so its neighbours started before it was on screen (and
 * Lighthouse counted them against the LCP). At most `CAP_MS` later (an image smaller than the
 * page's largest text is never reported, a tab in the background paints nothing); without these
 * timing APIs, at once (the caller then waits a frame).
 */
const CAP_MS = 1000;
let sawLeadImage = false;

function afterLeadPainted(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  const type = sawLeadImage ? 'largest-contentful-paint' : 'paint';
  if (!types.includes(type)) return once();
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const painted = sawLeadImage
      ? entries.some((entry) =>
          isLeadImage((entry as PerformanceEntry & { element?: Element }).element),
        )
      : entries.some((entry) => entry.name === 'first-contentful-paint');
    if (!painted) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type, buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, CAP_MS);
}

/**
 * Lets the held lazy images load once the lead image is on screen (or the page has painted, when
 * it has none), and then after the next frame.
 */
export function openLazyImages(): void {
  if (!holding || opening) return;
  opening = true;
  afterLeadPainted(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        holding = false;
        opening = false;
        pendingPriority = 0;
        for (const listener of [...listeners]) listener();
        for (const then of [...afterOpen]) then();
        afterOpen.clear();
      }, 0),
    ),
  );
}

const afterOpen = new Set<() => void>();

/**
 * Calls `then` once the held lazy images are let go, that is once the first screen's lead image
 * is on screen (at once when nothing is held): for what else should not share the connection
 * with the first view (the brand's fonts).
 */
export function whenLazyImagesOpen(then: () => void): void {
  if (holding) afterOpen.add(then);
  else then();
}

/**
 * After the first screen's commit: if it holds no priority image still loading, there is nothing
 * to wait for (a page without a lead image, or an image already loaded).
 */
export function firstScreenCommitted(): void {
  if (pendingPriority === 0) openLazyImages();
}

/** A priority image has been put on the page; answers the function to call once it settles. */
export function priorityImageStarted(): () => void {
  if (!holding) return () => undefined;
  sawLeadImage = true;
  pendingPriority += 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pendingPriority -= 1;
    if (pendingPriority <= 0) openLazyImages();
  };
}

/** Whether lazy images may have their source now. */
export function useLazyImagesOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !holding,
    () => true,
  );
}
