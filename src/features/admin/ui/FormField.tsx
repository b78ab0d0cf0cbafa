/**
 * FormField: a label, one control, an optional hint and an error text, wired for assistive tech
 * (the control gets `id`, `aria-invalid` and `aria-describedby` pointing at hint and error).
 * The control is a render prop, so it works for inputs, selects, textareas and file inputs:
 *
 *   <FormField label="Name" error={errors.name}>
 *     {(field) => <input {...field} className={controlClass} value={name} onChange={…} />}
 *   </FormField>
 *
 * Tests find the control with `getByLabelText('Name')` and the error with `getByText(...)`;
 * `toHaveAccessibleDescription('…')` checks that the error is attached to it.
 */
import { useId, type ReactNode } from 'react';
import { errorTextClass } from './styles';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FormField({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  );
}
