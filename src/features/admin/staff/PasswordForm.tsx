/**
 * Changing one's password: the current one, then the new one twice. On success the server has
 * ended every other session of theirs, and the form empties.
 */
import type { FormEvent } from 'react';
import { PasswordField } from '../../../components/form/PasswordField';
import { passwordChangeInput } from '../../../contract/accountCalls';
import { fieldErrors } from '../lib/fieldErrors';
import { useFieldValues } from '../lib/useFieldValues';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useChangePasswordMutation } from './api';
import { ACCOUNT_MESSAGES as M } from './messages';
import { mismatch, NewPasswordFields } from './NewPasswordFields';

type Field = 'current_password' | 'new_password' | 'confirm';
const EMPTY = { current_password: '', new_password: '', confirm: '' };

export function PasswordForm() {
  const fields = useFieldValues(EMPTY);
  const { values, setValues, errors, setErrors } = fields;
  const [change, { isLoading, error, reset }] = useChangePasswordMutation();
  const notify = useAdminNotify();

  const set = (field: Field, value: string) => {
    fields.change(field, value);
    if (error) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeInput.safeParse(values);
    const next = parsed.success ? {} : fieldErrors<Field>(parsed.error);
    next.confirm ??= mismatch(values.new_password, values.confirm);
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    try {
      const answer = await change(parsed.data).unwrap();
      setValues(EMPTY);
      notify({ kind: 'success', text: answer.message });
    } catch {
      // Shown in the form; what was typed stays.
    }
  };

  return (
    <AdminForm
      onSubmit={(e) => void submit(e)}
      submitLabel={M.change}
      busyLabel={M.changing}
      busy={isLoading}
      failure={error ? failureMessage(error, M.changeFailed) : null}
    >
      <PasswordField
        label={M.current}
        name="current_password"
        autoComplete="current-password"
        required
        value={values.current_password}
        error={errors.current_password}
        onChange={(e) => set('current_password', e.target.value)}
      />
      <NewPasswordFields
        labels={{ password: M.next, confirm: M.confirm }}
        name="new_password"
        password={values.new_password}
        confirm={values.confirm}
        errors={{ password: errors.new_password, confirm: errors.confirm }}
        onChange={(field, value) => set(field === 'password' ? 'new_password' : 'confirm', value)}
      />
    </AdminForm>
  );
}
