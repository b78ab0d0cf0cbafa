/**
 * FormField: a label, one control, an optional hint and an error text, wired for assistive tech
 * (the control gets `id`, `aria-invalid` and `aria-describedby` pointing at hint and error).
 * The control is a render prop, so it works for inputs, selects, textareas and file inputs:
 *
 *   <FormField label="Name" error={errors.name}>
 *     {(field) => <input {...field} className={controlClass} value={name} onChange={…} />}
 *   </FormField>
 *
 * For a plain input, select or textarea, TextField, SelectField and TextAreaField draw the
 * control too; `bindFields` binds them to one key of a form's values each:
 *
 *   <TextField large label="Email" type="email" {...bind('email')} />
 *
 * `required` marks the label with an asterisk (hidden from screen readers) and gives the control
 * `aria-required`; `invalid` marks the control invalid without an error text (a counter over its
 * limit, say). Tests find the control with `getByLabelText('Name')` and the error with
 * `getByText(...)`; `toHaveAccessibleDescription('…')` checks that the error is attached to it.
 */
import { useId, type ReactNode } from 'react';
import { errorTextClass, hintClass, labelClass } from './formStyles';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required'?: true;
}

/** What FormField draws around its control. */
export interface FieldFrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The asterisk and `aria-required`; the form checks the value itself (no native `required`). */
  required?: boolean;
  /** Invalid without an error text of its own. */
  invalid?: boolean;
  /** Classes of the field's outer box (grid spans, widths). */
  className?: string;
}

export function FormField({
  label,
  error,
  hint,
  required = false,
  invalid = false,
  className = '',
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className={hintClass}>
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

/** The asterisk after a required field's label (the field itself says required to assistive tech). */
export function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-red-600 dark:text-red-400">
        *
      </span>
    </>
  );
}
