/**
 * A labelled password input with Show/Hide (aria-pressed) inside it, wired like every FormField.
 *   <PasswordField label="Password" name="password" autoComplete="new-password" value={…} … />
 */
import { useState } from 'react';
import { FormField } from './FormField';
import { splitFieldProps, type FieldProps } from './fieldProps';

export function PasswordField(props: Omit<FieldProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  const { frame, control, controlClass } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(field) => (
        <div className="relative">
          <input
            {...control}
            {...field}
            type={shown ? 'text' : 'password'}
            className={`${controlClass} pr-20`}
          />
          <button
            type="button"
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
            className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-semibold text-brand-800 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-ink-700"
          >
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
