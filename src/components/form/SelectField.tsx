import { FormField } from './FormField';
import { splitFieldProps, type FieldProps } from './fieldProps';

/**
 * A labelled select of `options` (each its own value), shown as `optionLabel(value)` or as the
 * value itself; wired like every FormField.
 */
export function SelectField<T extends string>({
  options,
  optionLabel = (value) => value,
  ...props
}: Omit<FieldProps<'select'>, 'children'> & {
  options: readonly T[];
  optionLabel?: (value: T) => string;
}) {
  const { frame, control, controlClass } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(field) => (
        <select {...control} {...field} className={controlClass}>
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
