/**
 * ConfirmDialog: an accessible modal confirmation (role="alertdialog", named by its text).
 *
 * Usually not rendered directly: call the hook instead (ConfirmProvider, mounted once by AdminApp,
 * renders this dialog):
 *
 *   const confirm = useConfirm();
 *   if (await confirm('Are you sure you want to delete this post?')) deletePost(id);
 *   // options: confirm(text, { confirmLabel: 'Delete', tone: 'danger' })
 *
 * Behaviour: focus goes to Cancel (the safe choice), Tab stays inside, Escape or a click on the
 * backdrop cancels, and focus returns to the button that opened it. Tests find it with
 * `getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' })`.
 */
import { useId, useRef } from 'react';
import { buttonClass } from './styles';
import { useFocusTrap } from './useFocusTrap';

export interface ConfirmOptions {
  /** Label of the confirming button; 'Confirm' by default. */
  confirmLabel?: string;
  /** 'danger' paints the confirming button red (deletions). */
  tone?: 'default' | 'danger';
}

export function ConfirmDialog({
  message,
  options = {},
  onConfirm,
  onCancel,
}: {
  message: string;
  options?: ConfirmOptions;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onCancel);

  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm"
        onClick={onCancel}
      />
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-ink-700 dark:bg-ink-800"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {message}
        </h2>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            data-autofocus
            className={buttonClass('secondary')}
            onClick={onCancel}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass(options.tone === 'danger' ? 'danger' : 'primary')}
            onClick={onConfirm}
          >
            {options.confirmLabel ?? 'Confirm'}
          </button>
        </div>
      </div>
    </div>
  );
}
