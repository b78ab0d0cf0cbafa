import { FormField } from './FormField';
import { splitFieldProps, type FieldProps } from './fieldProps';

/** A labelled text-like input (text, email, url, number…), wired like every FormField. */
export function TextField(props: FieldProps<'input'>) {
  const { frame, control, controlClass } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(field) => <input {...control} {...field} className={controlClass} />}
    </FormField>
  );
}
