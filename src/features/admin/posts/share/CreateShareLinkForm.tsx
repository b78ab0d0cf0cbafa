/**
 * "Days valid" and "Create link"; then the new link's full address, shown this once (only its
 * hash is kept on the server) with "Copy link". The address lives in this component's state only:
 * closing the dialog forgets it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form/FormField';
import { controlClass, errorTextClass, hintClass } from '../../../../components/form/formStyles';
import { failureMessage } from '../../lib/writeResult';
import { buttonClass } from '../../ui/styles';
import { useCreateShareLinkMutation } from '../editorialApi';
import { formatInZone } from '../time';
import { copyLink } from './copyLink';
import { DAYS, parseDays, SHARE_MESSAGES as M, sharedUrl } from './messages';

interface Created {
  url: string;
  expiresAt: string;
}

export function CreateShareLinkForm({ postId, timeZone }: { postId: number; timeZone: string }) {
  const [days, setDays] = useState(String(DAYS.initial));
  const [daysError, setDaysError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const [createLink, { isLoading, error, reset }] = useCreateShareLinkMutation();
  const urlField = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const onceId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = parseDays(days);
    setDaysError(valid === null ? M.daysInvalid : null);
    if (valid === null || isLoading) return;
    try {
      const answer = await createLink({ post_id: postId, days: valid }).unwrap();
      setCreated({ url: sharedUrl(answer.token), expiresAt: answer.expires_at });
      setCopyNote(null);
    } catch {
      // Shown below from the mutation's error; what was typed stays.
    }
  };

  const copy = async () => {
    if (!created) return;
    const outcome = await copyLink(created.url, urlField.current);
    setCopyNote(outcome === 'copied' ? M.copied : M.copyManually);
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
        <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 dark:border-brand-800 dark:bg-brand-900/30">
          <label
            htmlFor={urlId}
            className="text-sm font-semibold text-slate-800 dark:text-slate-200"
          >
            {M.newLink}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={urlField}
              id={urlId}
              type="text"
              readOnly
              value={created.url}
              aria-describedby={onceId}
              onFocus={(e) => e.currentTarget.select()}
              className={`${controlClass} font-mono`}
            />
            <button
              type="button"
              className={`${buttonClass('secondary')} shrink-0`}
              onClick={() => void copy()}
            >
              {M.copy}
            </button>
          </div>
          <div>
            <p id={onceId} className={hintClass}>
              {`${M.showOnce} It expires ${formatInZone(created.expiresAt, timeZone)}.`}
            </p>
            {/* Always there (empty until a copy), so its news is announced. */}
            <p
              role="status"
              className="mt-1 text-sm font-medium text-brand-800 empty:mt-0 dark:text-brand-200"
            >
              {copyNote}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
