import type { Ref } from 'react';
import type { FieldControlProps } from '../../../components/form/FormField';
import { fileInputClass } from '../../../components/form/formStyles';

/**
 * The file input of an image field (images only), inside a FormField: hands the chosen file, or
 * null when none is, to `onChange`.
 */
export function ImageFileInput({
  field,
  name = 'image',
  ref,
  onChange,
}: {
  field: FieldControlProps;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}) {
  return (
    <input
      {...field}
      ref={ref}
      type="file"
      name={name}
      accept="image/*"
      onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      className={fileInputClass}
    />
  );
}
