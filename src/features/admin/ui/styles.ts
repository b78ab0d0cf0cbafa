/**
 * Shared class names of the admin UI, so every admin screen looks the same in both themes.
 * The form fields' classes (controlClass and the rest) are in src/components/form/formStyles.ts.
 *
 *   <button className={buttonClass('primary')} …>          primary | secondary | danger | ghost
 *   <section className={panelClass}>…</section>            a card/panel surface
 */

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

/** A command or setting inside admin text. */
export const codeClass =
  'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800 dark:bg-ink-900 dark:text-slate-100';
