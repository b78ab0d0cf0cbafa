/**
 * Shared class names of the admin UI, so every admin screen looks the same in both themes.
 *
 *   <input className={controlClass} … />                   text inputs, selects, textareas
 *   <button className={buttonClass('primary')} …>          primary | secondary | danger | ghost
 *   <section className={panelClass}>…</section>            a card/panel surface
 */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-100 ' +
  'aria-[invalid=true]:border-red-600 ' +
  'dark:border-slate-600 dark:bg-ink-900 dark:text-slate-100 dark:placeholder:text-slate-400 ' +
  'dark:read-only:bg-ink-700 dark:aria-[invalid=true]:border-red-400';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-ink-800 dark:text-slate-100 dark:hover:bg-ink-700',
  danger:
    'bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-ink-900 dark:hover:bg-red-400',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-ink-700',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md'): string {
  const pad = size === 'sm' ? 'px-3 py-1.5 text-sm' : 'px-4 py-2 text-sm';
  return (
    `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ` +
    `disabled:cursor-not-allowed disabled:opacity-60 ${pad} ${variants[variant]}`
  );
}

export const panelClass =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-ink-700 dark:bg-ink-800';

/** Error text under a field or in a panel. */
export const errorTextClass = 'text-sm font-medium text-red-700 dark:text-red-300';
