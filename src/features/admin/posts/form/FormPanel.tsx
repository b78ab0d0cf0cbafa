import type { ReactNode } from 'react';
import { panelClass } from '../../ui/styles';

/**
 * A titled group of the post form's fields: a fieldset drawn as a panel, its legend as the
 * panel's heading, the fields in a grid (`gap` between them).
 */
export function FormPanel({
  legend,
  gap = 'gap-5',
  children,
}: {
  legend: string;
  gap?: string;
  children: ReactNode;
}) {
  return (
    // min-w-0: a fieldset is otherwise at least as wide as its widest unbreakable line (the
    // search preview's address), which pushed the form past a phone's screen.
    <fieldset className={`${panelClass} min-w-0 p-4 sm:p-6`}>
      <legend className="float-left mb-4 w-full text-base font-semibold text-slate-900 dark:text-slate-100">
        {legend}
      </legend>
      <div className={`clear-both grid grid-cols-1 ${gap}`}>{children}</div>
    </fieldset>
  );
}
