/**
 * A new password, typed twice (joining the staff, changing one's password), and the check that
 * the two match (`mismatch`: the confirm field's error, or nothing).
 */
import { PasswordField } from '../../../components/form/PasswordField';

export const PASSWORDS_DIFFER = 'The two passwords differ';

export function mismatch(password: string, confirm: string): string | undefined {
  return password === confirm ? undefined : PASSWORDS_DIFFER;
}

export function NewPasswordFields({
  labels,
  name,
  password,
  confirm,
  errors,
  onChange,
}: {
  labels: { password: string; confirm: string };
  /** The new password's field name (what the form sends it as). */
  name: string;
  password: string;
  confirm: string;
  errors: { password?: string; confirm?: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={name}
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordField
        label={labels.confirm}
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(e) => onChange('confirm', e.target.value)}
      />
    </>
  );
}
