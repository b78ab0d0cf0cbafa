/** The context behind `useAdminNotify()`; provided by NotifyProvider. */
import { createContext } from 'react';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export type NotifyFn = (notice: Notice) => void;

export const NotifyContext = createContext<NotifyFn | null>(null);
