import type { Ref } from 'react';
import { LIMITS } from '../../../../contract/schemas';
import { controlClass } from '../../../../components/form/formStyles';
import { CountedField } from './CountedField';
import { EDITORIAL_FORM } from './formMessages';

/** The cover image's text alternative, read out in its place. */
export function ImageAltField({
  value,
  error,
  inputRef,
  onChange,
}: {
  value: string;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  return (
    <CountedField
      label={EDITORIAL_FORM.imageAlt}
      hint={EDITORIAL_FORM.imageAltHint}
      error={error}
      length={value.length}
      max={LIMITS.imageAltMax}
    >
      {(field) => (
        <input
          {...field}
          ref={inputRef}
          type="text"
          name="image_alt"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </CountedField>
  );
}
