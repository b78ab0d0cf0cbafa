/** The name readers see on a staff member's posts (joining, and one's profile): 1 to 100 characters. */
import { TextField } from '../../../components/form/TextField';
import { STAFF_LIMITS } from '../../../contract/staffCalls';

export function DisplayNameField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      name="display_name"
      autoComplete="name"
      maxLength={STAFF_LIMITS.nameMax}
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
