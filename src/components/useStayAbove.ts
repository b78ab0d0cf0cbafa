/**
 * Keeps a fixed, vertically centred element (the POPULAR NOW rail) clear of an element further
 * down the page (the footer): once that element scrolls into view, the fixed one moves up so its
 * bottom stays GAP px above it. When that would push it under the sticky header (HEADER_ROOM), it
 * hides (visibility: hidden, so its links also leave the tab order) rather than cover either.
 * Nothing happens while the fixed element is not laid out (hidden on phones).
 *
 *   const ref = useRef<HTMLElement>(null);
 *   useStayAbove(ref, 'site-footer', shown);
 */
import { useEffect, type RefObject } from 'react';

const HEADER_ROOM = 80;
const GAP = 16;

export function useStayAbove(
  ref: RefObject<HTMLElement | null>,
  belowId: string | undefined,
  enabled = true,
) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !belowId || !enabled) return;
    let frame = 0;

    const place = () => {
      frame = 0;
      const height = el.offsetHeight;
      const below = document.getElementById(belowId);
      if (height === 0 || !below) {
        el.style.marginTop = '';
        el.style.visibility = '';
        return;
      }
      const viewport = window.innerHeight;
      const limit = Math.min(viewport, below.getBoundingClientRect().top) - GAP;
      const centredTop = (viewport - height) / 2;
      const shift = Math.max(0, centredTop + height - limit);
      el.style.marginTop = shift > 0 ? `${-shift}px` : '';
      el.style.visibility = shift > 0 && centredTop - shift < HEADER_ROOM ? 'hidden' : '';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };

    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page grows as its content arrives and the rail as its posts do, without any scroll.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizes?.observe(el);
    resizes?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      el.style.marginTop = '';
      el.style.visibility = '';
    };
  }, [ref, belowId, enabled]);
}
