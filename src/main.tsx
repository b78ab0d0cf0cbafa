/**
 * The entry: the styles, and the app. A page the server rendered is readable (its links work)
 * from its HTML alone, so there the app (boot/bootApp.ts) is fetched and started once the page
 * has been painted and its images are in: the reader's first view never waits for or shares the
 * network with the app's code. Other pages (the admin, the visitor pages) start the app at once.
 */
import { bootApp } from './boot/bootApp';
import { SERVER_STATE_ID } from './contract/serverState';
import './index.css';
// Post bodies are part of the first paint of a rendered post: their styles come with the rest.
import './features/posts/components/postBody.css';
import './features/predictions/components/predictionCard.css';

/** `fn`, run on the first call only (each wait below has a fallback that may call again). */
function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

const boot = once(() => void bootApp());

/** Calls `start` once the browser reports its first contentful paint (or after a frame). */
function afterFirstPaint(then: () => void): void {
  const start = once(then);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  // A tab opened in the background paints nothing until shown: it starts anyway.
  setTimeout(start, 1000);
}

/** Calls `start` once the page's images and styles are in (the load event), or after `cap` ms. */
function afterLoad(then: () => void, cap: number): void {
  const start = once(then);
  if (document.readyState === 'complete') return start();
  window.addEventListener('load', () => start(), { once: true });
  setTimeout(start, cap);
}

if (document.getElementById(SERVER_STATE_ID)) afterFirstPaint(() => afterLoad(boot, 2000));
else boot();
