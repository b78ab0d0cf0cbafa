/**
 * The login's second step (two-factor login): the code from the authenticator app, or a recovery
 * code instead. The password is not kept: the server's challenge stands for it, for 5 minutes;
 * when it has expired, `onExpired` leads back to the password with the server's words. What was
 * typed stays in the field after a refusal.
 */
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../api/baseApi';
import { TextField } from '../../../components/form/TextField';
import { TWO_FACTOR_TEXTS } from '../../../contract/twoFactorCalls';
import { FormFailure } from '../ui/FormFailure';
import { buttonClass } from '../ui/styles';
import { useLoginCodeMutation } from './api';
import { CODE_MESSAGES as M, LOGIN_MESSAGES } from './messages';

export function LoginCodeForm({
  challenge,
  onLoggedIn,
  onExpired,
}: {
  challenge: string;
  onLoggedIn: () => void;
  onExpired: (message: string) => void;
}) {
  const [send, { isLoading }] = useLoginCodeMutation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const typed = code.replace(/[\s-]/g, '');
    if (recovery ? !typed : !/^\d{6}$/.test(typed)) {
      setError(recovery ? M.recoveryRequired : M.codeRequired);
      return;
    }
    setError('');
    try {
      await send({ challenge, code: typed }).unwrap();
      onLoggedIn();
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.status === 401 && failure.message === TWO_FACTOR_TEXTS.expired) {
        onExpired(failure.message);
      } else if (failure.status === 401 || failure.status === 400) {
        setError(failure.message || M.codeRequired);
      } else if (failure.status === 'FETCH_ERROR' || failure.status >= 500) {
        setFormError(LOGIN_MESSAGES.unreachable);
      } else {
        setFormError(failure.message || LOGIN_MESSAGES.failed);
      }
    }
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode('');
    setError('');
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-5"
      aria-label={M.title}
    >
      <FormFailure message={formError} />
      <TextField
        // A new field for the other kind: the browser's one-time-code filling suits only the app.
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? M.recoveryCode : M.code}
        hint={recovery ? M.explainRecovery : M.explain}
        error={error}
        name={recovery ? 'recovery_code' : 'code'}
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError('');
        }}
      />
      <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
        {isLoading ? M.verifying : M.verify}
      </button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className={buttonClass('ghost')} onClick={switchKind}>
          {recovery ? M.useApp : M.useRecovery}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={() => onExpired('')}>
          {M.startOver}
        </button>
      </div>
    </form>
  );
}
