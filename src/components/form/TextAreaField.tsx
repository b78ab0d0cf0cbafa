import { FormField } from './FormField';
import { splitFieldProps, type FieldProps } from './fieldProps';

/** A labelled textarea, wired like every FormField. */
export function TextAreaField(props: FieldProps<'textarea'>) {
  const { frame, control, controlClass } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(field) => <textarea {...control} {...field} className={controlClass} />}
    </FormField>
  );
}
