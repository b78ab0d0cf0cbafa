/**
 * Provides `useAdminNotify()` and renders the toasts in two live regions (polite for success,
 * assertive for errors) that exist before any toast, so screen readers announce them reliably.
 * Success toasts leave after 6 s, errors after 12 s; at most 4 are kept.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AdminNotice } from './AdminNotice';
import { NotifyContext, type Notice, type NotifyFn } from './notifyContext';

interface Shown extends Notice {
  id: number;
}

const LIFETIME = { success: 6000, error: 12000 } as const;

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Shown[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((list) => list.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback<NotifyFn>(
    (notice) => {
      const id = nextId.current++;
      setNotices((list) => [...list, { ...notice, id }].slice(-4));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), LIFETIME[notice.kind]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const region = (kind: Notice['kind']) =>
    notices
      .filter((n) => n.kind === kind)
      .map((n) => <AdminNotice key={n.id} notice={n} onDismiss={() => dismiss(n.id)} />);

  return (
    <NotifyContext value={notify}>
      {children}
      <div
        aria-label="Notifications"
        role="region"
        className="pointer-events-none fixed inset-x-0 top-3 z-[80] mx-auto flex w-full max-w-sm flex-col gap-2 px-3 sm:inset-x-auto sm:right-4 sm:top-4 sm:px-0"
      >
        <div aria-live="assertive" className="flex flex-col gap-2">
          {region('error')}
        </div>
        <div aria-live="polite" className="flex flex-col gap-2">
          {region('success')}
        </div>
      </div>
    </NotifyContext>
  );
}
