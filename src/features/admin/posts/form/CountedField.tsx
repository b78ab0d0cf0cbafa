import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../../../components/form/FormField';

/**
 * A text field with a live "n/max" count under it, part of the control's description. Text over
 * the limit is kept (never cut): the field is marked invalid and `error` says why.
 */
export function CountedField({
  label,
  hint,
  error,
  length,
  max,
  children,
}: {
  label: string;
  hint: ReactNode;
  error?: string;
  length: number;
  max: number;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const over = length > max;
  return (
    <FormField label={label} hint={hint} error={error} invalid={over}>
      {(field) => {
        const countId = `${field.id}-count`;
        return (
          <div className="flex flex-col gap-1">
            {children({
              ...field,
              'aria-describedby': [field['aria-describedby'], countId].filter(Boolean).join(' '),
            })}
            <p
              id={countId}
              className={`self-end text-xs tabular-nums ${
                over
                  ? 'font-semibold text-red-700 dark:text-red-300'
                  : 'text-slate-600 dark:text-slate-400'
              }`}
            >
              {`${length}/${max}`}
            </p>
          </div>
        );
      }}
    </FormField>
  );
}
