/**
 * AdminNotice: one toast of the admin panel. Success notices are role="status", errors
 * role="alert"; both can be dismissed. Shown by NotifyProvider — screens call the hook:
 *
 *   const notify = useAdminNotify();
 *   notify({ kind: 'success', text: 'Category added successfully!' });
 *   notify({ kind: 'error', text: error.message || 'Failed to add category' });
 *
 * Tests find the text with `findByText(...)`, or the toast with `findByRole('alert')`.
 */
import type { Notice } from './notifyContext';

export function AdminNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const error = notice.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${
        error
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-500/60 dark:bg-red-950 dark:text-red-100'
          : 'border-brand-300 bg-brand-50 text-brand-900 dark:border-brand-500/60 dark:bg-brand-950 dark:text-brand-100'
      }`}
    >
      <span className="min-w-0 flex-1 break-words">{notice.text}</span>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 leading-none opacity-80 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
