import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Why the last save failed, above the form: announced at once, scrolled into view and focused,
 * since the button that caused it is at the bottom of a long form.
 */
export function FormAlert({
  tone = 'error',
  children,
  actions,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
  actions?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    box.current?.focus({ preventScroll: true });
  }, []);
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-400/50 dark:bg-red-950/60 dark:text-red-100'
      : 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-400/50 dark:bg-sky-950/60 dark:text-sky-100';
  return (
    <div
      ref={box}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className={`rounded-xl border p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 ${colours}`}
    >
      <div className="font-semibold">{children}</div>
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
