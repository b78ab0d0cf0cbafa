/** The editorial panels' headings: a fieldset's legend drawn as a panel title, both themes. */
export const legendClass = 'text-base font-semibold text-slate-900 dark:text-slate-100';
