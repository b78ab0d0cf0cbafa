/**
 * "Days valid" and "Create link"; then the new link's full address, shown this once (only its
 * hash is kept on the server) with "Copy link" (OneTimeLink). The address lives in this
 * component's state only: closing the dialog forgets it.
 */
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form/FormField';
import { controlClass, errorTextClass } from '../../../../components/form/formStyles';
import { failureMessage } from '../../lib/writeResult';
import { OneTimeLink } from '../../ui/OneTimeLink';
import { buttonClass } from '../../ui/styles';
import { useCreateShareLinkMutation } from '../editorialApi';
import { formatInZone } from '../time';
import { DAYS, parseDays, SHARE_MESSAGES as M, sharedUrl } from './messages';

interface Created {
  url: string;
  expiresAt: string;
}

export function CreateShareLinkForm({ postId, timeZone }: { postId: number; timeZone: string }) {
  const [days, setDays] = useState(String(DAYS.initial));
  const [daysError, setDaysError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [createLink, { isLoading, error, reset }] = useCreateShareLinkMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = parseDays(days);
    setDaysError(valid === null ? M.daysInvalid : null);
    if (valid === null || isLoading) return;
    try {
      const answer = await createLink({ post_id: postId, days: valid }).unwrap();
      setCreated({ url: sharedUrl(answer.token), expiresAt: answer.expires_at });
    } catch {
      // Shown below from the mutation's error; what was typed stays.
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormField label={M.days} error={daysError}>
          {(field) => (
            // The button beside the field, the error (if any) under both.
            <div className="flex flex-wrap items-center gap-3">
              <div className="w-24">
                <input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={DAYS.min}
                  max={DAYS.max}
                  step={1}
                  value={days}
                  onChange={(e) => {
                    setDays(e.target.value);
                    if (daysError && parseDays(e.target.value) !== null) setDaysError(null);
                    if (error) reset();
                  }}
                  className={controlClass}
                />
              </div>
              <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
                {isLoading ? M.creating : M.create}
              </button>
            </div>
          )}
        </FormField>
      </form>
      {error && (
        <p role="alert" className={errorTextClass}>
          {failureMessage(error, M.createFailed)}
        </p>
      )}

      {created && (
        <OneTimeLink
          label={M.newLink}
          url={created.url}
          note={`${M.showOnce} It expires ${formatInZone(created.expiresAt, timeZone)}.`}
        />
      )}
    </div>
  );
}
