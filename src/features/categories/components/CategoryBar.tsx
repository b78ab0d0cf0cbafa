/**
 * The horizontal category bar under the header: All (home) and every category, the one in the
 * URL's first segment highlighted (All on the home page). Scrolls sideways on small screens.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Skeleton } from '../../../components/Skeleton';
import { useGetCategoriesQuery } from '../api';
import { categoryPath } from '../../../contract/paths';

function firstSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function CategoryBar() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const segment = firstSegment(useLocation().pathname);
  const active = segment === '' ? '' : categories.some((c) => c.slug === segment) ? segment : null;
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the highlighted category in view on narrow screens, without moving the page. Measured
  // at the next frame, which lays the page out anyway: measuring here would force that layout
  // inside the render's own task, making a long task longer on a phone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !current) return;
      const start = current.parentElement?.offsetLeft ?? current.offsetLeft;
      const visible =
        start >= list.scrollLeft &&
        start + current.offsetWidth <= list.scrollLeft + list.clientWidth;
      if (visible) return;
      const left = start - (list.clientWidth - current.offsetWidth) / 2;
      if (typeof list.scrollTo === 'function') list.scrollTo({ left, behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [active, categories.length]);

  const items = [{ slug: '', name: 'All', to: '/' }].concat(
    categories.map((c) => ({ slug: c.slug, name: c.name, to: categoryPath(c.slug) })),
  );

  return (
    <nav
      aria-label="Categories"
      className="border-b border-slate-200 bg-slate-50/80 dark:border-white/10 dark:bg-ink-800/60"
    >
      <div className="md:px-20 lg:pr-16">
        <ul
          ref={listRef}
          className="relative mx-auto flex max-w-content gap-2 overflow-x-auto scroll-smooth px-4 py-2.5 sm:px-6 lg:px-8 [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
        >
          {items.map((item) => {
            const isActive = item.slug === active;
            return (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={isActive ? 'page' : undefined}
                  className={`inline-flex items-center rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                    isActive
                      ? 'bg-brand-700 text-white shadow-sm dark:bg-brand-400 dark:text-ink-900'
                      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:text-brand-700 hover:ring-brand-300 dark:bg-ink-700 dark:text-slate-200 dark:ring-white/10 dark:hover:text-brand-300 dark:hover:ring-brand-400/50'
                  }`}
                >
                  {item.name}
                </Link>
              </li>
            );
          })}
          {isLoading &&
            [0, 1, 2, 3, 4, 5].map((i) => (
              <li key={`placeholder-${i}`} className="shrink-0" aria-hidden="true">
                <Skeleton round className="h-8 w-20" />
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}
