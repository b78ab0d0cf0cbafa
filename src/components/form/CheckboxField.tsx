import { useId, type ComponentProps, type ReactNode } from 'react';
import { hintClass, labelClass } from './formStyles';

/**
 * A labelled checkbox with an optional hint beside it (the hint is the box's description).
 * The other attributes go to the input: `checked` and `onChange` as for any checkbox.
 */
export function CheckboxField({
  label,
  hint,
  className = '',
  ...control
}: { label: ReactNode; hint?: ReactNode; className?: string } & Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'className'
>) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        {...control}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-700 dark:accent-brand-400"
      />
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className={hintClass}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
