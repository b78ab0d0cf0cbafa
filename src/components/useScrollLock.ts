/**
 * Locks page scrolling while `active` is true. Locks nest (a dialog over a menu): the page
 * scrolls again only when the last one is released. The scrollbar's width is kept as padding
 * so the page does not jump sideways when the bar disappears.
 */
import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  if (locks++ > 0) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlock(): void {
  if (locks === 0 || --locks > 0) return;
  const body = document.body;
  body.style.overflow = saved?.overflow ?? '';
  body.style.paddingRight = saved?.paddingRight ?? '';
  saved = null;
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
