/**
 * Addition (campaigns): a campaign's impressions on the reader's page, counted as ad servers count
 * them: served once the page showing it is shown, and viewable once at least half of the banner
 * has been on screen for one continuous second (the IAB/MRC display standard), in a tab the
 * reader is looking at. Each once per page view. Only where the page's server counts
 * (lib/beacon.ts); who is counted (bots, DNT, GPC) is the server's to decide.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { countsViews, sendBeacon, whenShown } from '../../lib/beacon';

/** On screen this long, at least half of it, to be viewable. */
export const VIEWABLE_MS = 1000;

/** The ref of the banner's box: its campaign's impressions are counted while it is mounted. */
export function useImpressions<E extends Element>(campaign: number | undefined) {
  const box = useRef<E>(null);
  const { key } = useLocation();
  useEffect(() => {
    const element = box.current;
    if (!campaign || !element || !countsViews() || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const count = (kind: 'served' | 'viewable') => sendBeacon('ad-event', { campaign, kind });
    whenShown(() => count('served'));
    let inView = false;
    let viewable = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      if (inView && !viewable && document.visibilityState === 'visible') {
        timer = setTimeout(() => {
          viewable = true;
          stop();
          count('viewable');
        }, VIEWABLE_MS);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.at(-1)!.intersectionRatio >= 0.5;
        watch();
      },
      { threshold: 0.5 },
    );
    const stop = () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('visibilitychange', watch);
    };
    observer.observe(element);
    document.addEventListener('visibilitychange', watch);
    return stop;
  }, [campaign, key]);
  return box;
}
