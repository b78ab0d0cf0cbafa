import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Icon } from './Icon';
import type { ToastItem } from './toastStore';

const STYLES: Record<ToastItem['kind'], { box: string; icon: string; path: string }> = {
  success: {
    box: 'border-brand-500/40',
    icon: 'bg-brand-100 text-brand-700 dark:bg-brand-900/70 dark:text-brand-200',
    path: 'M5 13l4 4L19 7',
  },
  error: {
    box: 'border-red-500/50',
    icon: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200',
    path: 'M12 8v5m0 3.5v.01',
  },
  info: {
    box: 'border-accent-500/50',
    icon: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
    path: 'M12 11v5m0-8.5v.01',
  },
};

// The spec's messages that start with an emoji ('✅ Category deleted successfully'): the glyph is
// drawn as an SVG, since a device without an emoji font shows an empty box. The character itself
// stays in the text for screen readers (visually hidden), so the message reads as the spec's.
const GLYPHS: Record<string, { path: string; className: string }> = {
  '✅': { path: 'M5 13l4 4L19 7', className: 'text-brand-600 dark:text-brand-300' },
  '❌': { path: 'M6 6l12 12M18 6L6 18', className: 'text-red-600 dark:text-red-300' },
};
const LEADING_GLYPH = /^(✅|❌)\uFE0F?\s*/u;

function ToastMessage({ message }: { message: string }) {
  const match = LEADING_GLYPH.exec(message);
  const glyph = match ? GLYPHS[match[1]!] : undefined;
  if (!match || !glyph) return <>{message}</>;
  return (
    <>
      <span className="sr-only">{`${match[1]} `}</span>
      <svg
        aria-hidden="true"
        data-glyph={match[1]}
        viewBox="0 0 24 24"
        className={`mr-1.5 inline-block h-4 w-4 -translate-y-px align-middle ${glyph.className}`}
        fill="none"
        stroke="currentColor"
      >
        <path d={glyph.path} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {message.slice(match[0].length)}
    </>
  );
}

/**
 * One notice (see toastStore.ts for the API). Errors are alerts, the rest statuses. The countdown
 * pauses while the pointer is over it or focus is inside it, and resumes with the time left.
 */
export function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(item.duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, item.id, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const style = STYLES[item.kind];
  const isError = item.kind === 'error';
  return (
    <li className="pointer-events-auto">
      <div
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDismiss(item.id);
        }}
        className={`flex w-full items-start gap-3 rounded-xl border bg-white p-4 text-sm text-slate-800 shadow-lg shadow-slate-900/10 ring-1 ring-slate-900/5 transition duration-300 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none dark:bg-ink-800 dark:text-slate-100 dark:shadow-black/40 dark:ring-white/10 ${style.box}`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${style.icon}`}
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor">
            <path d={style.path} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="flex-1 self-center font-medium leading-snug">
          <ToastMessage message={item.message} />
          {item.action && (
            <>
              {' '}
              <a
                href={item.action.href}
                className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
              >
                {item.action.label}
              </a>
            </>
          )}
        </p>
        <button
          type="button"
          onClick={() => onDismiss(item.id)}
          aria-label="Dismiss notification"
          className="-m-1 rounded-md p-1 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-ink-700 dark:hover:text-white"
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
    </li>
  );
}
