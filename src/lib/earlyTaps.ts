/**
 * Taps before the app has started. A page the server rendered is painted well before the app is
 * fetched and started (main.tsx), so public/theme-init.js, which runs in <head>, answers the
 * header's controls marked `data-early-tap` until then: it switches the theme itself and keeps a
 * tap on search or the menu in `window.__earlyTaps`, stopping the click there (the app, half
 * started, never handles it too). Each control replays its tap once the app has taken the page
 * over (components/useEarlyTap.ts), and the app then marks <html> with `data-app-ready`: from
 * that moment the script lets every click through to the app.
 */

/**
 * The controls that answer before the app: the value of their `data-early-tap` attribute (in the
 * markup, so the server and the browser render it alike).
 */
export type EarlyTap =
  | 'theme'
  | 'search'
  | 'menu'
  // The side buttons of large screens (SideDock.tsx).
  | 'dock-profile'
  | 'dock-news'
  | 'dock-menu';

/** Set on <html> once the app handles taps itself (the early script then ignores them). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

declare global {
  interface Window {
    /** The controls tapped before the app started, in order, each at most once. */
    __earlyTaps?: string[];
  }
}

/** Whether `kind` was tapped before the app started; forgets it, so it is replayed once. */
export function takeEarlyTap(kind: EarlyTap): boolean {
  const taps = globalThis.window?.__earlyTaps;
  const at = taps?.indexOf(kind) ?? -1;
  if (at < 0) return false;
  taps!.splice(at, 1);
  return true;
}

/** From now on the app answers every tap: the early script stands aside. */
export function markAppReady(): void {
  globalThis.document?.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}
