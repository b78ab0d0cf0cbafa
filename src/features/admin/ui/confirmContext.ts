/** The context behind `useConfirm()`; provided by ConfirmProvider. */
import { createContext } from 'react';
import type { ConfirmOptions } from './ConfirmDialog';

export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);
