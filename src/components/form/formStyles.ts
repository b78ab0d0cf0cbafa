/**
 * The class names of form fields, shared by every form so they look the same in both themes.
 * `FormField` uses the label, hint and error classes; the control it wraps takes one of these:
 *
 *   <input className={controlClass} … />        compact: admin screens, search boxes
 *   <input className={largeControlClass} … />   roomy: the visitors' forms (quote, suggestions)
 *   <input type="file" className={fileInputClass} … />
 */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-100 ' +
  'aria-[invalid=true]:border-red-600 ' +
  'dark:border-slate-600 dark:bg-ink-900 dark:text-slate-100 dark:placeholder:text-slate-400 ' +
  'dark:read-only:bg-ink-700 dark:aria-[invalid=true]:border-red-400';

export const largeControlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'user-invalid:border-red-600 aria-invalid:border-red-600 ' +
  'dark:border-white/15 dark:bg-ink-900 dark:text-white dark:placeholder:text-slate-500 ' +
  'dark:focus:border-brand-400 dark:disabled:bg-ink-700 dark:disabled:text-slate-400';

export const fileInputClass =
  'block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-700 ' +
  'file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 ' +
  'dark:text-slate-300 dark:file:bg-brand-500 dark:file:text-ink-900 dark:hover:file:bg-brand-400';

export const labelClass = 'block text-sm font-semibold text-slate-800 dark:text-slate-200';

/** Help text under a field (or next to a checkbox). */
export const hintClass = 'text-xs text-slate-600 dark:text-slate-400';

/** Error text under a field or in a panel. */
export const errorTextClass = 'text-sm font-medium text-red-700 dark:text-red-300';
