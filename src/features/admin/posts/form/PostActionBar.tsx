import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from '../../ui/styles';
import { EDITORIAL_FORM } from './formMessages';

/**
 * The post form's actions, stuck to the bottom of the viewport while the long form scrolls: what
 * the post is now (`status`) and the autosave's state, Preview (when there is one), Cancel, and
 * the one primary button, named for what it will do.
 */
export function PostActionBar({
  status,
  autosave,
  previewPath,
  submitLabel,
  submitting,
  onCancel,
}: {
  /** The post as saved ("Draft", "Published"…); absent on a seed backend. */
  status?: string;
  /** The autosave's status line. */
  autosave?: ReactNode;
  /** The post's preview, opened beside the form (the edits stay where they are). */
  previewPath?: string;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  // A field focused from the keyboard scrolls into view above the bar, never under it.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const fit = () => {
      root.style.scrollPaddingBottom = `${(bar.current?.offsetHeight ?? 0) + 16}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      root.style.scrollPaddingBottom = before;
    };
  }, []);
  return (
    <div
      ref={bar}
      role="group"
      aria-label={EDITORIAL_FORM.actions}
      className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:mx-0 sm:rounded-t-xl sm:border sm:border-b-0 sm:px-5 dark:border-ink-700 dark:bg-ink-800/95 dark:shadow-black/40 dark:supports-[backdrop-filter]:bg-ink-800/85"
    >
      {(status || autosave) && (
        <div className="min-w-0 flex-1 basis-48 text-sm">
          {status && <p className="font-semibold text-slate-900 dark:text-slate-100">{status}</p>}
          {autosave}
        </div>
      )}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {previewPath && (
          <a
            href={previewPath}
            target="_blank"
            rel="noopener"
            className={buttonClass('ghost', 'sm')}
          >
            {EDITORIAL_FORM.previewPost}
            <span className="sr-only"> {EDITORIAL_FORM.previewNewTab}</span>
          </a>
        )}
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={submitting}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
