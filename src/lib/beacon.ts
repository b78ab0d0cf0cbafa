/**
 * Addition (analytics, campaigns): the reader's counting calls, sent with `navigator.sendBeacon`
 * (a `text/plain` JSON body: no preflight, and it survives the page being left). Only to a server
 * that says it counts (`countsViews`): a seed-only backend is never sent one.
 */
import { apiUrl } from '../api/http';

/**
 * Whether the server that served the page counts views: the reference server marks its pages
 * (`<meta name="analytics">`, server/pages/routes.ts); a static or PHP host's index.html has no
 * such mark.
 */
export const countsViews = () => !!document.querySelector('meta[name="analytics"]');

/** Sends `body` to `q`, after the browser is done with what the reader sees; never throws. */
export function sendBeacon(q: 'hit' | 'ad-event', body: object): void {
  try {
    navigator.sendBeacon?.(apiUrl(q), JSON.stringify(body));
  } catch {
    // A browser that refuses (a full beacon queue): the view is not counted, nothing else.
  }
}

/** Runs `task` once the page is shown: after its load, when the browser idles. */
export function whenShown(task: () => void): void {
  const idle = () => (window.requestIdleCallback ?? setTimeout)(task);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
