/**
 * A panel whose content (an admin table) may be wider than a phone, and that says so: while more
 * lies to one side, a shadow shows on that edge and a hint under the panel says to scroll
 * sideways. When it overflows it is also a focusable, named region, so keyboard users can scroll it.
 *
 *   <SideScroll label="Categories table"><table>…</table></SideScroll>
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { panelClass } from './styles';

export const SCROLL_HINT = 'Scroll sideways to see every column';

type Edges = { left: boolean; right: boolean };

export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Edges>({ left: false, right: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth;
      const left = max > 1 && el.scrollLeft > 1;
      const right = max > 1 && el.scrollLeft < max - 1;
      setMore((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // Rows arrive after the first paint: the table grows without any scroll or resize event.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(el);
    if (el.firstElementChild) resizes?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resizes?.disconnect();
    };
  }, []);

  const overflowing = more.left || more.right;
  const edge = 'pointer-events-none absolute inset-y-0 w-6 transition-opacity duration-200';
  return (
    <div>
      <div className={`${panelClass} relative overflow-hidden`}>
        <div
          ref={ref}
          role={overflowing ? 'region' : undefined}
          aria-label={overflowing ? label : undefined}
          tabIndex={overflowing ? 0 : undefined}
          className="overflow-x-auto"
        >
          {children}
        </div>
        <span
          aria-hidden="true"
          data-edge="left"
          className={`${edge} left-0 bg-linear-to-r from-slate-900/15 to-transparent dark:from-black/50 ${more.left ? 'opacity-100' : 'opacity-0'}`}
        />
        <span
          aria-hidden="true"
          data-edge="right"
          className={`${edge} right-0 bg-linear-to-l from-slate-900/15 to-transparent dark:from-black/50 ${more.right ? 'opacity-100' : 'opacity-0'}`}
        />
      </div>
      {overflowing && (
        <p className="mt-2 flex items-center justify-end gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
          {SCROLL_HINT}
          <span aria-hidden="true">→</span>
        </p>
      )}
    </div>
  );
}
