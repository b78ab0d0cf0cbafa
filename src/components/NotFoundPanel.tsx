import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from './Icon';
import { wrapTab } from './wrapTab';
import { useScrollLock } from './useScrollLock';

export const NOT_FOUND_HEADING = 'Page Not Found';
export const NOT_FOUND_SUBTEXT = 'The page you are looking for does not exist.';

/**
 * A full-screen "not found" dialog. Its heading is the page's h1 (the dialog replaces the page's
 * content) and takes focus on open. Go Back, the close button and Escape all call `onGoBack`,
 * which by default goes to the home page. Tab stays inside; the page behind does not scroll. Its
 * backdrop is opaque in both themes: the page behind must not show through the text.
 */
export function NotFoundPanel({
  heading = NOT_FOUND_HEADING,
  subtext = NOT_FOUND_SUBTEXT,
  onGoBack,
}: {
  heading?: string;
  subtext?: string;
  onGoBack?: () => void;
}) {
  const navigate = useNavigate();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const goBack = onGoBack ?? (() => void navigate('/'));
  const goBackRef = useRef(goBack);
  useEffect(() => {
    goBackRef.current = goBack;
  });

  useScrollLock(true);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      goBackRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    wrapTab(event, Array.from(panelRef.current.querySelectorAll('button')), headingRef.current);
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-subtext`}
      onKeyDown={trapTab}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-50 p-6 dark:bg-ink-900"
    >
      <button
        type="button"
        onClick={() => goBackRef.current()}
        aria-label="Close"
        className="absolute right-4 top-4 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-ink-700 dark:hover:text-white"
      >
        <Icon name="close" className="h-6 w-6" />
      </button>
      <div className="flex max-w-md flex-col items-center text-center">
        <p
          aria-hidden="true"
          className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-8xl font-black leading-none tracking-tighter text-transparent sm:text-9xl dark:from-brand-300 dark:to-brand-600"
        >
          404
        </p>
        <h1
          ref={headingRef}
          id={`${id}-heading`}
          tabIndex={-1}
          className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-3xl dark:text-white"
        >
          {heading}
        </h1>
        <p id={`${id}-subtext`} className="mt-3 text-base text-slate-600 dark:text-slate-300">
          {subtext}
        </p>
        <button
          type="button"
          onClick={() => goBackRef.current()}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-bold text-white shadow-md transition-colors hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
        >
          <span aria-hidden="true">←</span>
          Go Back
        </button>
      </div>
    </div>
  );
}
