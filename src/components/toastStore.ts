/**
 * Toasts: short, accessible notices that dismiss themselves.
 *
 * API (usable from any component, feature or page):
 *   import { toast } from '../components/toastStore';   // path relative to your file
 *   toast.success('Saved.');            // polite: role="status", announced when the reader is idle
 *   toast.error('Something went wrong.'); // urgent: role="alert", announced at once
 *   toast.info('Heads up.');            // polite, neutral styling
 *   const id = toast.success('…', { duration: 8000 }); toast.dismiss(id); toast.clear();
 *   toast.success('Post updated', { action: { label: 'View post', href: '/football/slug' } });
 *
 * `<Toaster />` (src/components/Toaster.tsx) renders them; it is mounted once, in
 * src/app/providers.tsx, so every page (public and admin) can call `toast.*` without mounting
 * anything. Each toast has a close button, disappears after `duration` ms (default 5 s, errors
 * 7 s), and its countdown pauses while it is hovered or has keyboard focus. Showing a message that
 * is already on screen replaces it instead of stacking a duplicate; at most 4 are shown. A success
 * clears the errors shown before it: whatever they reported has just been put right, and a 7 s
 * error beside "saved" would contradict it.
 */
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export type ToastItem = {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it dismisses itself. */
  duration: number;
  /** A link the notice offers (e.g. "View post" after a save). */
  action?: ToastAction;
};

export type ToastAction = { label: string; href: string };
export type ToastOptions = { duration?: number; action?: ToastAction };

const DEFAULT_DURATION: Record<ToastKind, number> = { success: 5000, info: 5000, error: 7000 };
const MAX_VISIBLE = 4;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    kind,
    message,
    duration: options.duration ?? DEFAULT_DURATION[kind],
    action: options.action,
  };
  const others = items.filter(
    (t) =>
      !(t.message === message && t.kind === kind) && !(kind === 'success' && t.kind === 'error'),
  );
  emit([...others, item].slice(-MAX_VISIBLE));
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss(id: number) {
    if (items.some((t) => t.id === id)) emit(items.filter((t) => t.id !== id));
  },
  clear() {
    if (items.length) emit([]);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const snapshot = () => items;

/** The toasts currently shown, oldest first. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
