/**
 * Scroll positions as a reader expects them: a new page opens at its top (or at its #anchor),
 * and back or forward returns to where that page was left, also after a reload of the tab.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** Enough for any back button; the oldest are dropped beyond it. */
const KEPT = 100;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(stored)) {
      return new Map(
        stored.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        ),
      );
    }
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  return new Map();
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const key = useRef(location.key);

  // Where each history entry was left: recorded as the reader scrolls, stored when the tab goes.
  useEffect(() => {
    positions.current ??= readPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current?.set(key.current, window.scrollY));
    };
    const store = () => {
      positions.current?.set(key.current, window.scrollY);
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    key.current = location.key;
    const saved = positions.current.get(location.key);
    if (action === 'POP' && saved !== undefined) {
      // The page may still be growing (its lower parts arriving): try again for a few frames
      // until the position is reachable, unless the reader scrolls meanwhile.
      let frame = 0;
      let tries = 0;
      const restore = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 1 && tries++ < 60) {
          frame = requestAnimationFrame(restore);
        }
      };
      const stop = () => cancelAnimationFrame(frame);
      restore();
      window.addEventListener('wheel', stop, { once: true, passive: true });
      window.addEventListener('touchstart', stop, { once: true, passive: true });
      return () => {
        stop();
        window.removeEventListener('wheel', stop);
        window.removeEventListener('touchstart', stop);
      };
    }
    if (action === 'POP') return;
    const target = location.hash ? document.getElementById(anchorId(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
