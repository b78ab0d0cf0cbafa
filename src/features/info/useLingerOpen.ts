import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Open after the pointer has rested on, or focus has stayed inside, an element for `delay` ms;
 * closed as soon as both have left. (Radix tooltips open at once on focus, so the wait for the
 * keyboard is handled here.)
 */
export function useLingerOpen(delay: number) {
  const [open, setOpen] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(true);
    }, delay);
  }, [delay]);

  const settle = useCallback(() => {
    if (hovered.current || focused.current) return;
    stop();
    setOpen(false);
  }, [stop]);

  const close = useCallback(() => {
    stop();
    setOpen(false);
  }, [stop]);

  const triggerProps = {
    onPointerEnter: () => {
      hovered.current = true;
      start();
    },
    onPointerLeave: () => {
      hovered.current = false;
      settle();
    },
    onFocus: () => {
      focused.current = true;
      start();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      focused.current = false;
      settle();
    },
  };

  return { open, close, triggerProps };
}
