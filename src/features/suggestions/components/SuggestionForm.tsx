import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toastStore';
import { mailtoHref } from '../../../lib/mailto';
import { DETAILS_MAX } from '../messages';
import { checkDraft, EMPTY_DRAFT, type SuggestionDraft } from '../lib/draft';
import { URGENCIES, urgencyLabel, type Urgency } from '../lib/suggestionStore';
import type { SuggestionTab } from '../tabs';

const field =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 user-invalid:border-red-600 aria-invalid:border-red-600 dark:border-white/15 dark:bg-ink-900 dark:text-white dark:placeholder:text-slate-500 dark:focus:border-brand-400 dark:disabled:bg-ink-700 dark:disabled:text-slate-400';
const label = 'block text-sm font-semibold text-slate-800 dark:text-slate-200';
const help = 'mt-1.5 text-xs text-slate-500 dark:text-slate-400';

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

      <div>
        <label htmlFor={`${id}-title`} className={label}>
          Title{' '}
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            *
          </span>
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          name="title"
          aria-required="true"
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder={tab.titlePlaceholder}
          className={field}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-url`} className={label}>
            Reference link
          </label>
          <input
            id={`${id}-url`}
            name="url"
            type="url"
            inputMode="url"
            value={draft.url}
            onChange={(e) => set('url', e.target.value)}
            placeholder="https://"
            aria-describedby={`${id}-url-help`}
            className={field}
          />
          <p id={`${id}-url-help`} className={help}>
            Optional: a page that shows what you mean.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-tags`} className={label}>
            Tags
          </label>
          <input
            id={`${id}-tags`}
            name="tags"
            value={draft.tags}
            onChange={(e) => set('tags', e.target.value)}
            placeholder={tab.tagsPlaceholder}
            aria-describedby={`${id}-tags-help`}
            className={field}
          />
          <p id={`${id}-tags-help`} className={help}>
            Comma separated.
          </p>
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-details`} className={label}>
          Details{' '}
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            *
          </span>
        </label>
        <textarea
          ref={detailsRef}
          id={`${id}-details`}
          name="details"
          rows={6}
          aria-required="true"
          aria-invalid={over || undefined}
          aria-describedby={`${id}-counter`}
          value={draft.details}
          onChange={(e) => set('details', e.target.value)}
          placeholder={tab.detailsPlaceholder}
          className={`${field} resize-y`}
        />
        <p
          id={`${id}-counter`}
          data-over={over || undefined}
          className={`mt-1.5 text-right text-xs font-medium tabular-nums ${
            over ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'
          }`}
        >
          {draft.details.length}/{DETAILS_MAX}
        </p>
      </div>

      <div className="sm:w-1/2 sm:pr-2.5">
        <label htmlFor={`${id}-urgency`} className={label}>
          Urgency
        </label>
        <select
          id={`${id}-urgency`}
          name="urgency"
          value={draft.urgency}
          onChange={(e) => set('urgency', e.target.value as Urgency)}
          className={field}
        >
          {URGENCIES.map((u) => (
            <option key={u} value={u}>
              {urgencyLabel(u)}
            </option>
          ))}
        </select>
      </div>

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
            <label htmlFor={`${id}-contact`} className={label}>
              Allow contact
            </label>
            <p id={`${id}-contact-help`} className="text-xs text-slate-500 dark:text-slate-400">
              We may email you if we have a question about this suggestion.
            </p>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            disabled={!draft.allowContact}
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            placeholder={draft.allowContact ? 'you@example.com' : 'Contact not allowed'}
            className={field}
          />
        </div>
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
