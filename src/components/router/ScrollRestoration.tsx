/**
 * Scroll positions as a reader expects them: a new page opens at its top (or at its #anchor),
 * and back or forward returns to where that page was left, also after a reload of the tab.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** Enough for any back button; the oldest are dropped beyond it. */
const KEPT = 100;
/**
 * How long a restored position is pursued while the page grows (its data arriving): by time, not
 * by frames, since a busy phone draws few frames while the data is on its way.
 */
const PURSUE_MS = 5_000;
/** The reader's own moves, after which a restored position is no longer pursued. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
// Capture: a control that stops its event's propagation still counts.
const LISTEN = { capture: true, passive: true } as const;

/**
 * At once, whatever the page's `scroll-behavior` (smooth, in index.css): a page glides to where it
 * was left, its scroll still running after the reader's first click, and never reaches it in the
 * frame the position is checked.
 */
const jumpTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });

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
      // The page may still be growing (its lower parts arriving): try again each frame, for up
      // to PURSUE_MS, until the position is reachable, unless the reader takes over meanwhile:
      // scrolls, or presses a pointer or a key. The page must not move after that: a jump
      // between the press and the release of a button (a reader who clicked a tab right after a
      // reload) made the click land on whatever came under the pointer, or on nothing.
      let frame = 0;
      const until = performance.now() + PURSUE_MS;
      const restore = () => {
        jumpTo(saved);
        if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) {
          frame = requestAnimationFrame(restore);
        }
      };
      const stop = () => cancelAnimationFrame(frame);
      restore();
      for (const type of TAKE_OVER) window.addEventListener(type, stop, LISTEN);
      return () => {
        stop();
        for (const type of TAKE_OVER) window.removeEventListener(type, stop, LISTEN);
      };
    }
    if (action === 'POP') return;
    const target = location.hash ? document.getElementById(anchorId(location.hash)) : null;
    if (target) target.scrollIntoView();
    else jumpTo(0);
  }, [location.key, location.hash, action]);

  return null;
}
