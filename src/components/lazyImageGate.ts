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

/**
 * Lets the held lazy images load, after the next frame is painted: an image already in the cache
 * settles during the commit that shows it, and its neighbours must not start before that paint.
 */
export function openLazyImages(): void {
  if (!holding || opening) return;
  opening = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      holding = false;
      opening = false;
      pendingPriority = 0;
      for (const listener of [...listeners]) listener();
    }, 0),
  );
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
