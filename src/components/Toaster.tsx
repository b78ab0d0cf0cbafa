import { lazy, Suspense, useEffect } from 'react';
import { toast, useToasts } from './toastStore';

// Most visits never show a toast: the notice itself loads with the first one.
const Toast = lazy(() => import('./Toast').then((mod) => ({ default: mod.Toast })));

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
        <Suspense fallback={null}>
          {items.map((item) => (
            <Toast key={item.id} item={item} onDismiss={toast.dismiss} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
