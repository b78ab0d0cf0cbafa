/** The name readers see and a plain-text bio; checked as the server checks them before sending. */
import type { FormEvent } from 'react';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { accountInput, BIO_MAX, type Account } from '../../../contract/accountCalls';
import { fieldErrors } from '../lib/fieldErrors';
import { useFieldValues } from '../lib/useFieldValues';
import { DisplayNameField } from './DisplayNameField';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useSaveAccountMutation } from './api';
import { ACCOUNT_MESSAGES as M } from './messages';

type Field = 'display_name' | 'bio';

export function ProfileForm({ account }: { account: Account }) {
  const { values, errors, setErrors, change } = useFieldValues({
    display_name: account.display_name,
    bio: account.bio,
  });
  const [save, { isLoading, error }] = useSaveAccountMutation();
  const notify = useAdminNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    try {
      await save(parsed.data).unwrap();
      notify({ kind: 'success', text: M.saved });
    } catch {
      // Shown in the form from the mutation's error; what was typed stays.
    }
  };

  return (
    <AdminForm
      onSubmit={(e) => void submit(e)}
      submitLabel={M.save}
      busyLabel={M.saving}
      busy={isLoading}
      failure={error ? failureMessage(error, M.saveFailed) : null}
    >
      <DisplayNameField
        label={M.displayName}
        value={values.display_name}
        error={errors.display_name}
        onChange={(value) => change('display_name', value)}
      />
      <TextAreaField
        label={M.bio}
        name="bio"
        rows={4}
        maxLength={BIO_MAX}
        hint={`${M.bioHint} ${values.bio.length}/${BIO_MAX}`}
        value={values.bio}
        error={errors.bio}
        onChange={(e) => change('bio', e.target.value)}
      />
    </AdminForm>
  );
}
