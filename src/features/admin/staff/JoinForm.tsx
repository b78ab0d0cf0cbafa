/**
 * Accepting an invitation: who it is for and as what, then the name readers will see and a
 * password (twice). On success the server has made the account and signed it in (`onJoined`).
 * A link that is used, revoked, expired or mangled says so and offers nothing to fill in.
 */
import type { FormEvent } from 'react';
import { ROLE_LABELS } from '../../../contract/roles';
import { acceptInvitationInput, type InvitationAnswer } from '../../../contract/staffCalls';
import { fieldErrors } from '../lib/fieldErrors';
import { useFieldValues } from '../lib/useFieldValues';
import { DisplayNameField } from './DisplayNameField';
import { failureMessage } from '../lib/writeResult';
import { FormFailure } from '../ui/FormFailure';
import { buttonClass } from '../ui/styles';
import { useAcceptInvitationMutation, useGetInvitationQuery } from './api';
import { JOIN_MESSAGES as M } from './messages';
import { isGone, LinkTokenGate } from './LinkTokenGate';
import { mismatch, NewPasswordFields } from './NewPasswordFields';

type Field = 'display_name' | 'password' | 'confirm';

export function JoinForm({ token, onJoined }: { token: string; onJoined: () => void }) {
  const invitation = useGetInvitationQuery(token, { skip: !token });
  return (
    <LinkTokenGate token={token} query={invitation} messages={M}>
      {(data) => <JoinFields token={token} invitation={data} onJoined={onJoined} />}
    </LinkTokenGate>
  );
}

function JoinFields({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: InvitationAnswer;
  onJoined: () => void;
}) {
  const { values, errors, setErrors, change } = useFieldValues({
    display_name: invitation.name,
    password: '',
    confirm: '',
  });
  const [accept, { isLoading, error }] = useAcceptInvitationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptInvitationInput.safeParse({ token, ...values });
    const next = parsed.success ? {} : fieldErrors<Field>(parsed.error);
    next.confirm ??= mismatch(values.password, values.confirm);
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    try {
      await accept(parsed.data).unwrap();
      onJoined();
    } catch {
      // Shown below from the mutation's error; what was typed stays.
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <div className="text-sm text-slate-700 dark:text-slate-300">
        <p>{M.welcome(invitation.name, ROLE_LABELS[invitation.role])}</p>
        <p className="mt-1 [overflow-wrap:anywhere]">{M.signInWith(invitation.email)}</p>
      </div>
      <FormFailure
        message={error && (isGone(error) ? M.invalid : failureMessage(error, M.failed))}
      />
      <DisplayNameField
        label={M.displayName}
        value={values.display_name}
        error={errors.display_name}
        onChange={(value) => change('display_name', value)}
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
        {isLoading ? M.joining : M.join}
      </button>
    </form>
  );
}
