import { useEffect } from 'react';
import { Toast } from './Toast';
import { toast, useToasts } from './toastStore';

/**
 * Where toasts appear: bottom centre on phones, bottom right from small screens up. Mounted once
 * (src/app/providers.tsx); call `toast.success/error/info` from anywhere (see toastStore.ts).
 * The region stays in the page even when empty, so screen readers pick up new notices.
 */
export function Toaster() {
  const items = useToasts();
  // Notices belong to the app that showed them; an unmounted app leaves none behind.
  useEffect(() => () => toast.clear(), []);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:justify-end sm:p-6"
    >
      <ol className="flex w-full max-w-sm flex-col gap-3">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={toast.dismiss} />
        ))}
      </ol>
    </section>
  );
}
