/**
 * Addition (analytics): one view per page the reader is shown, the first one and every client
 * navigation after it, sent once the page is shown (never delaying it). Only where the server
 * that served the page counts views: the reference server marks its pages so (a `<meta
 * name="analytics">`, see server/pages/routes.ts); a static or PHP host's index.html has no such
 * mark, and its backend is asked nothing. It sends the path, and the referring page on the first
 * view only: the server keeps the referrer's host, and works out the post from the path. No
 * cookie, no identifier: who is counted is the server's to decide.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { countsViews, sendBeacon, whenShown } from '../../lib/beacon';

let first = true;

export function usePageViews(): void {
  const { pathname, key } = useLocation();
  // One view per entry of the history: not again when the layout renders twice (StrictMode).
  const counted = useRef('');
  useEffect(() => {
    if (counted.current === key || !countsViews()) return;
    counted.current = key;
    const referrer = first ? document.referrer : '';
    first = false;
    whenShown(() =>
      sendBeacon('hit', referrer ? { path: pathname, referrer } : { path: pathname }),
    );
  }, [key, pathname]);
}
