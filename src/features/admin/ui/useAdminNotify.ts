/**
 * `const notify = useAdminNotify(); notify({ kind: 'success' | 'error', text })` — accessible
 * toasts instead of window.alert(). Needs NotifyProvider above (AdminApp mounts it).
 */
import { useContext } from 'react';
import { NotifyContext, type NotifyFn } from './notifyContext';

export function useAdminNotify(): NotifyFn {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useAdminNotify needs a NotifyProvider above it');
  return notify;
}
