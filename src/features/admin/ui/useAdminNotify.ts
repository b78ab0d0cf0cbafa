/**
 * `const notify = useAdminNotify(); notify({ kind: 'success' | 'error', text })` — the admin
 * screens' alerts, shown as the app's accessible toasts (src/components/toastStore.ts; success is
 * role="status", error role="alert") instead of window.alert(). Nothing to mount: the Toaster is
 * in the app providers. Tests find the text with `findByText(...)` or `findByRole('alert')`.
 *
 *   notify({ kind: 'success', text: 'Category added successfully!' });
 *   notify({ kind: 'error', text: error.message || 'Failed to add category' });
 */
import { useCallback } from 'react';
import { toast, type ToastAction } from '../../../components/toastStore';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** A link the notice offers, e.g. { label: 'View post', href: '/football/slug' }. */
  action?: ToastAction;
}

export type NotifyFn = (notice: Notice) => void;

/** Errors stay a little longer than the app's default: they often explain what to fix. */
const ERROR_DURATION = 10_000;

export function useAdminNotify(): NotifyFn {
  return useCallback((notice: Notice) => {
    if (notice.kind === 'error') toast.error(notice.text, { duration: ERROR_DURATION });
    else toast.success(notice.text, notice.action && { action: notice.action });
  }, []);
}
