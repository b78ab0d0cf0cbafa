/**
 * A password reset link's form: whose password it sets, then the new password (twice, under the
 * usual policy). On success the server has signed them in (`onDone`), or, when they use two-factor
 * login, says to log in with the new password and a code. A link that is used,
 * replaced, expired or mangled says so and offers nothing to fill in.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { passwordResetDoneInput, type PasswordResetAnswer } from '../../../contract/staffCalls';
import { fieldErrors } from '../lib/fieldErrors';
import { useFieldValues } from '../lib/useFieldValues';
import { failureMessage } from '../lib/writeResult';
import { FormFailure } from '../ui/FormFailure';
import { buttonClass } from '../ui/styles';
import { useCompletePasswordResetMutation, useGetPasswordResetQuery } from './api';
import { isGone, LinkTokenGate } from './LinkTokenGate';
import { RESET_MESSAGES as M } from './messages';
import { mismatch, NewPasswordFields } from './NewPasswordFields';

type Field = 'password' | 'confirm';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useGetPasswordResetQuery(token, { skip: !token });
  return (
    <LinkTokenGate token={token} query={reset} messages={M}>
      {(data) => <ResetFields token={token} reset={data} onDone={onDone} />}
    </LinkTokenGate>
  );
}

function ResetFields({
  token,
  reset,
  onDone,
}: {
  token: string;
  reset: PasswordResetAnswer;
  onDone: () => void;
}) {
  const { values, errors, setErrors, change } = useFieldValues({ password: '', confirm: '' });
  const [complete, { isLoading, error }] = useCompletePasswordResetMutation();
  // With two-factor login on, the link signs no one in: the server says to log in with a code.
  const [logInNext, setLogInNext] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetDoneInput.safeParse({ token, password: values.password });
    const next = parsed.success ? {} : fieldErrors<Field>(parsed.error);
    next.confirm ??= mismatch(values.password, values.confirm);
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    try {
      const answer = await complete(parsed.data).unwrap();
      if (answer.signed_in) onDone();
      else setLogInNext(answer.message);
    } catch {
      // Shown below from the mutation's error; what was typed stays.
    }
  };

  if (logInNext) {
    return (
      <div className="flex flex-col gap-5">
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {logInNext}
        </p>
        <Link to="/admin/login" replace className={buttonClass('primary')}>
          {M.logIn}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
        {M.forWhom(reset.display_name, reset.username)}
      </p>
      <FormFailure
        message={error && (isGone(error) ? M.invalid : failureMessage(error, M.failed))}
      />
      <NewPasswordFields
        labels={{ password: M.password, confirm: M.confirm }}
        name="password"
        password={values.password}
        confirm={values.confirm}
        errors={errors}
        onChange={change}
      />
      <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
        {isLoading ? M.saving : M.save}
      </button>
    </form>
  );
}
