import { useId, useRef, useState, type FormEvent } from 'react';
import { bindFields } from '../../../components/form/bindFields';
import { hintClass, labelClass } from '../../../components/form/formStyles';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { toast } from '../../../components/toastStore';
import { mailtoHref } from '../../../lib/mailto';
import { DETAILS_MAX } from '../messages';
import { checkDraft, EMPTY_DRAFT, type SuggestionDraft } from '../lib/draft';
import { URGENCIES, urgencyLabel } from '../lib/suggestionStore';
import type { SuggestionTab } from '../tabs';

/**
 * The suggestion form. Title and details are checked here (toasts with the spec's messages, focus
 * on the field to fix, nothing typed is lost); the link and email are checked by the browser
 * (url and email inputs). A valid draft goes to `onSubmit`, and the form is cleared when that
 * returns true.
 */
export function SuggestionForm({
  tab,
  supportEmail,
  onSubmit,
}: {
  tab: SuggestionTab;
  supportEmail: string;
  onSubmit: (draft: SuggestionDraft) => boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<SuggestionDraft>(EMPTY_DRAFT);
  const titleRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const set = <K extends keyof SuggestionDraft>(key: K, value: SuggestionDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const bind = bindFields(draft, set);

  const over = draft.details.length > DETAILS_MAX;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkDraft(draft);
    if (problem) {
      toast.error(problem.message);
      (problem.field === 'title' ? titleRef : detailsRef).current?.focus();
      return;
    }
    if (onSubmit(draft)) setDraft(EMPTY_DRAFT);
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-7 dark:bg-ink-800 dark:ring-white/10"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900 dark:text-white">
          {tab.label}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{tab.hint}</p>
      </div>

      <TextField
        large
        required
        label="Title"
        ref={titleRef}
        placeholder={tab.titlePlaceholder}
        {...bind('title')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          large
          label="Reference link"
          hint="Optional: a page that shows what you mean."
          type="url"
          inputMode="url"
          placeholder="https://"
          {...bind('url')}
        />
        <TextField
          large
          label="Tags"
          hint="Comma separated."
          placeholder={tab.tagsPlaceholder}
          {...bind('tags')}
        />
      </div>

      <TextAreaField
        large
        required
        label="Details"
        invalid={over}
        hint={
          <span
            data-over={over || undefined}
            className={`block text-right font-medium tabular-nums ${
              over ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'
            }`}
          >
            {draft.details.length}/{DETAILS_MAX}
          </span>
        }
        ref={detailsRef}
        rows={6}
        placeholder={tab.detailsPlaceholder}
        controlClassName="resize-y"
        {...bind('details')}
      />

      <SelectField
        large
        label="Urgency"
        className="sm:w-1/2 sm:pr-2.5"
        options={URGENCIES}
        optionLabel={urgencyLabel}
        {...bind('urgency')}
      />

      <div className="grid gap-5 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 sm:items-center dark:bg-ink-900/60">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-contact`}
            name="allowContact"
            type="checkbox"
            checked={draft.allowContact}
            onChange={(e) => set('allowContact', e.target.checked)}
            aria-describedby={`${id}-contact-help`}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-700 dark:accent-brand-400"
          />
          <div>
            <label htmlFor={`${id}-contact`} className={labelClass}>
              Allow contact
            </label>
            <p id={`${id}-contact-help`} className={hintClass}>
              We may email you if we have a question about this suggestion.
            </p>
          </div>
        </div>
        <TextField
          large
          label="Email"
          type="email"
          autoComplete="email"
          disabled={!draft.allowContact}
          placeholder={draft.allowContact ? 'you@example.com' : 'Contact not allowed'}
          {...bind('email')}
        />
      </div>

      <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 dark:border-white/10">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Prefer your own words?{' '}
          <a
            href={mailtoHref(supportEmail, `[${tab.id}] Suggestion – ${tab.label}`)}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Email {supportEmail}
          </a>
        </p>
        <div className="flex gap-3 sm:justify-end">
          <button
            type="button"
            onClick={() => setDraft(EMPTY_DRAFT)}
            className="flex-1 rounded-full px-5 py-2.5 text-sm font-bold text-slate-700 ring-1 ring-slate-300 transition hover:bg-slate-50 sm:flex-none dark:text-slate-200 dark:ring-white/20 dark:hover:bg-ink-700"
          >
            Clear
          </button>
          <button
            type="submit"
            className="flex-1 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 sm:flex-none dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
          >
            Submit suggestion
          </button>
        </div>
      </div>
    </form>
  );
}
