/**
 * `const confirm = useConfirm(); if (await confirm(text)) …` — an accessible replacement for
 * window.confirm(). Needs ConfirmProvider above (AdminApp mounts it).
 */
import { useContext } from 'react';
import { ConfirmContext, type ConfirmFn } from './confirmContext';

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
