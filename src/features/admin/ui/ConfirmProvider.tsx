/**
 * Provides `useConfirm()` to the admin tree and renders the one ConfirmDialog. A second confirm
 * while one is open cancels the first (resolves it with false).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';
import { ConfirmContext, type ConfirmFn } from './confirmContext';

interface Pending {
  message: string;
  options: ConfirmOptions;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const settle = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<ConfirmFn>((message, options = {}) => {
    resolver.current?.(false);
    setPending({ message, options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending && (
        <ConfirmDialog
          message={pending.message}
          options={pending.options}
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </ConfirmContext>
  );
}
