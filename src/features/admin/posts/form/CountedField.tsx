import type { RefCallback } from 'react';
import { FormField } from '../../../../components/form/FormField';
import { controlClass } from '../../../../components/form/formStyles';

/**
 * A labelled text input (or with `multiline`, a textarea of three rows) with a live "n/max" count
 * under it, part of the control's description. Text over the limit is kept (never cut): the field
 * is marked invalid and `error` says why.
 */
export function CountedField({
  label,
  hint,
  error,
  max,
  name,
  value,
  multiline = false,
  inputRef,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string;
  max: number;
  name: string;
  value: string;
  multiline?: boolean;
  inputRef: RefCallback<HTMLElement>;
  onChange: (value: string) => void;
}) {
  const over = value.length > max;
  return (
    <FormField label={label} hint={hint} error={error} invalid={over}>
      {(field) => {
        const countId = `${field.id}-count`;
        const control = {
          ...field,
          'aria-describedby': [field['aria-describedby'], countId].filter(Boolean).join(' '),
          ref: inputRef,
          name,
          value,
          className: controlClass,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        };
        return (
          <div className="flex flex-col gap-1">
            {multiline ? (
              <textarea {...control} rows={3} />
            ) : (
              <input {...control} type="text" autoComplete="off" />
            )}
            <p
              id={countId}
              className={`self-end text-xs tabular-nums ${
                over
                  ? 'font-semibold text-red-700 dark:text-red-300'
                  : 'text-slate-600 dark:text-slate-400'
              }`}
            >
              {`${value.length}/${max}`}
            </p>
          </div>
        );
      }}
    </FormField>
  );
}
