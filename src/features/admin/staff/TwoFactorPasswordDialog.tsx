/**
 * A two-factor change that needs the current password (turning it off, new recovery codes): the
 * password in a dialog, the server's refusal shown there with the password kept.
 */
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/form/PasswordField';
import { failureMessage } from '../lib/writeResult';
import { ModalForm } from '../ui/ModalForm';
import { TWO_FACTOR_MESSAGES as M } from './twoFactorMessages';

export function TwoFactorPasswordDialog({
  title,
  explain,
  submitLabel,
  busyLabel,
  failedText,
  danger = false,
  onSubmit,
  onClose,
}: {
  title: string;
  explain: string;
  submitLabel: string;
  busyLabel: string;
  failedText: string;
  danger?: boolean;
  /** Sends the password; resolves when the server agreed (the dialog's owner moves on). */
  onSubmit: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(M.passwordRequired);
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await onSubmit(password);
    } catch (caught) {
      setFailure(failureMessage(caught, failedText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalForm
      open
      onClose={onClose}
      title={title}
      description={explain}
      onSubmit={(e) => void submit(e)}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      failure={failure}
      tone={danger ? 'danger' : 'default'}
    >
      <PasswordField
        label={M.password}
        name="current_password"
        autoComplete="current-password"
        required
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.target.value);
          setError('');
        }}
      />
    </ModalForm>
  );
}
