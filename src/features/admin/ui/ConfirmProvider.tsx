/**
 * Provides `useConfirm()` to the admin tree and renders the one ConfirmDialog. A second confirm
 * while one is open cancels the first (resolves it with false).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';
import { ConfirmContext, type ConfirmFn } from './confirmContext';

interface Request {
  message: string;
  options: ConfirmOptions;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept after closing so the text stays while the dialog animates out.
  const [request, setRequest] = useState<Request>({ message: '', options: {} });
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const settle = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<ConfirmFn>((message, options = {}) => {
    resolver.current?.(false);
    setRequest({ message, options });
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmDialog
        open={open}
        message={request.message}
        options={request.options}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext>
  );
}
