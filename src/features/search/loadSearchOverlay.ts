/**
 * The search overlay's code, fetched in one round: its files, as the build names them
 * (vite.lazyGraphs.ts: the overlay, the modal, framer-motion and its animation features), are
 * asked for together, instead of the browser finding them one import after another (the modal's
 * animation features are asked for only once it renders: four round trips on a slow phone).
 * Asked for at the tap, on intent (a pointer or the keyboard reaching the button) and, on a fast
 * connection, when the browser idles after the reader's first interaction with the page, so the
 * overlay usually opens at once. Never in the first view.
 */
import { onFirstInteraction } from '../../lib/firstInteraction';
import { preloadModules } from '../../lib/preloadModules';

/** The overlay's files, separated by spaces (a production build only). */
declare const __SEARCH_OVERLAY_FILES__: string | undefined;

let asked = false;

/** Asks for all the overlay's files at once (once), without running them. */
export function preloadSearchOverlay(): void {
  if (asked || typeof __SEARCH_OVERLAY_FILES__ !== 'string') return;
  asked = true;
  preloadModules(__SEARCH_OVERLAY_FILES__.split(' '));
}

/** The overlay's module, with all its files asked for together. */
export function loadSearchOverlay() {
  preloadSearchOverlay();
  return import('./components/SearchOverlay');
}

/** Whether the reader asked to save data or the connection is slow (unknown counts as fast). */
function savingData(): boolean {
  const c = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !!c?.saveData || /2g|3g/.test(c?.effectiveType ?? '');
}

/**
 * On a fast connection, asks for the overlay's files once the browser idles after the reader's
 * first interaction (the first view is done then, and a reader who only looks pays nothing);
 * returns the way to call it off.
 */
export function preloadSearchOverlayLater(): () => void {
  return onFirstInteraction(() => {
    if (!savingData()) (window.requestIdleCallback ?? setTimeout)(preloadSearchOverlay);
  });
}
