/**
 * Inviting someone: their name, email and role (only the roles the signer may give: an editor
 * invites contributors and authors). Once made, the dialog shows whether it was mailed and the
 * invitation's link this once (OneTimeLinkDialog) until Done; what the server refused stays in the dialog with the values kept.
 */
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { ROLE_LABELS, type Role } from '../../../contract/roles';
import { inviteInput, type InviteInput } from '../../../contract/staffCalls';
import { fieldErrors } from '../lib/fieldErrors';
import { useFieldValues } from '../lib/useFieldValues';
import { failureMessage } from '../lib/writeResult';
import { ModalForm } from '../ui/ModalForm';
import { OneTimeLinkDialog } from '../ui/OneTimeLinkDialog';
import { invitationUrl, useInviteMutation } from './api';
import { STAFF_MESSAGES as M } from './messages';

type Field = keyof InviteInput;

export function InviteDialog({
  roles,
  formatTime,
  onClose,
}: {
  /** The roles the signed-in person may give, least first. */
  roles: readonly Role[];
  formatTime: (iso: string) => string;
  onClose: () => void;
}) {
  const fields = useFieldValues<Record<Field, string>>({
    name: '',
    email: '',
    role: roles[0] ?? 'contributor',
  });
  const { values, errors, setErrors } = fields;
  const [created, setCreated] = useState<{
    url: string;
    expiresAt: string;
    said: string;
    mailed: boolean;
  } | null>(null);
  const [invite, { isLoading, error, reset }] = useInviteMutation();

  const change = (field: Field, value: string) => {
    fields.change(field, value);
    if (error) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    try {
      const answer = await invite(parsed.data).unwrap();
      setCreated({
        url: invitationUrl(answer.token),
        expiresAt: answer.expires_at,
        said: answer.message,
        mailed: answer.mail === 'sent',
      });
    } catch {
      // Shown in the dialog from the mutation's error; what was typed stays.
    }
  };

  if (created) {
    return (
      <OneTimeLinkDialog
        title={M.inviteTitle}
        said={created.said}
        label={M.newLink}
        url={created.url}
        note={`${created.mailed ? M.mailedNote : M.linkNote} It expires ${formatTime(created.expiresAt)}.`}
        doneLabel={M.done}
        onClose={onClose}
      />
    );
  }

  return (
    <ModalForm
      open
      onClose={onClose}
      title={M.inviteTitle}
      description={M.inviteExplain}
      onSubmit={(event) => void submit(event)}
      submitLabel={M.send}
      busyLabel={M.sending}
      busy={isLoading}
      failure={error ? failureMessage(error, M.inviteFailed) : null}
    >
      <TextField
        label={M.name}
        name="name"
        autoComplete="off"
        maxLength={100}
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => change('name', e.target.value)}
      />
      <TextField
        label={M.email}
        name="email"
        type="email"
        autoComplete="off"
        maxLength={254}
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => change('email', e.target.value)}
      />
      <SelectField
        label={M.role}
        name="role"
        options={roles}
        optionLabel={(role) => ROLE_LABELS[role]}
        value={values.role}
        error={errors.role}
        onChange={(e) => change('role', e.target.value)}
      />
    </ModalForm>
  );
}
