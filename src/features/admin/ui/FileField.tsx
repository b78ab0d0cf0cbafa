/**
 * A file chooser inside a FormField, for files that are not images (an archive, an export):
 * `accept` narrows the picker, and the chosen file (or null) goes to `onChange`.
 *   <FileField label="Archive" accept=".tar.gz,.tgz" hint="…" error={error} onChange={setFile} />
 */
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form/FormField';
import { fileInputClass } from '../../../components/form/formStyles';

export function FileField({
  label,
  accept,
  name,
  hint,
  error,
  disabled = false,
  onChange,
}: {
  label: string;
  accept?: string;
  name?: string;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <input
          {...field}
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
