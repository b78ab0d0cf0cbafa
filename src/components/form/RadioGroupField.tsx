/**
 * A labelled group of radio buttons (a fieldset named by its legend), one per value of
 * `options`, shown as `optionLabel(value)`; an error text under it is attached to the group.
 * `value` '' is "none chosen yet".
 *
 *   <RadioGroupField label="Result" name="result" options={RESULTS} optionLabel={(r) => LABELS[r]}
 *     value={result} onChange={setResult} error={errors.result} required />
 *
 * Tests find the group with `getByRole('radiogroup', { name: 'Result' })` and each choice with
 * `getByRole('radio', { name: 'Won' })`.
 */
import { useId } from 'react';
import { errorTextClass, hintClass, labelClass } from './formStyles';
import { RequiredMark } from './FormField';

export function RadioGroupField<T extends string>({
  label,
  name,
  options,
  optionLabel = (value) => value,
  value,
  onChange,
  error,
  hint,
  required = false,
  disabled = false,
  className = '',
}: {
  label: string;
  name: string;
  options: readonly T[];
  optionLabel?: (value: T) => string;
  value: T | '';
  onChange: (value: T) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={`flex min-w-0 flex-col gap-1.5 ${className}`}
    >
      <legend id={`${id}-label`} className={`${labelClass} mb-1.5`}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40 dark:border-slate-600 dark:bg-ink-900 dark:text-slate-100 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/15 dark:has-checked:text-brand-100"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-brand-700 dark:accent-brand-400"
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
