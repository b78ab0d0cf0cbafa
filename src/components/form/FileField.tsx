/**
 * A file field: its label, a file input taking the types `accept` names, a hint and an error.
 * Hands the chosen file, or null when none is, to `onChange`.
 *   <FileField label="Export file" accept=".xml,.json" hint="…" error={errors.file}
 *     onChange={setFile} />
 */
import type { Ref } from 'react';
import { FormField, type FieldFrameProps } from './FormField';
import { fileInputClass } from './formStyles';

export function FileField({
  accept,
  name,
  ref,
  disabled,
  onChange,
  ...frame
}: FieldFrameProps & {
  accept: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  return (
    <FormField {...frame}>
      {(field) => (
        <input
          {...field}
          ref={ref}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className={fileInputClass}
        />
      )}
    </FormField>
  );
}
