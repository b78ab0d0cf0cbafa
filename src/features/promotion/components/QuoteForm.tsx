import { useId, useState, type FormEvent } from 'react';
import { openMailDraft } from '../../../lib/mailto';
import { QUOTE_GOALS, QUOTE_TYPES, type QuoteGoal, type QuoteType } from '../content';
import { QUOTE_DEFAULTS, quoteMailUrl, type QuoteRequest } from '../lib/quoteMail';
import { SectionHeading } from './SectionHeading';

const field =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 user-invalid:border-red-600 dark:border-white/15 dark:bg-ink-900 dark:text-white dark:placeholder:text-slate-500 dark:focus:border-brand-400';
const label = 'block text-sm font-semibold text-slate-800 dark:text-slate-200';

/**
 * The quote request. Nothing is sent to a server: submitting opens a mail draft to the contact
 * address with every field listed. The browser checks the budget (number, at least 0) and the
 * email format; the values stay in the form afterwards in case the draft is closed.
 */
export function QuoteForm({ brand, contactEmail }: { brand: string; contactEmail: string }) {
  const id = useId();
  const [quote, setQuote] = useState<QuoteRequest>(QUOTE_DEFAULTS);
  const [opened, setOpened] = useState(false);
  const set = <K extends keyof QuoteRequest>(key: K, value: QuoteRequest[K]) => {
    setQuote((q) => ({ ...q, [key]: value }));
    setOpened(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openMailDraft(quoteMailUrl(contactEmail, brand, quote));
    setOpened(true);
  };

  return (
    <section aria-labelledby="quote-title" id="quote" className="scroll-mt-28">
      <div className="grid gap-10 rounded-3xl bg-brand-50 p-6 sm:p-10 lg:grid-cols-[2fr_3fr] dark:bg-ink-800/60">
        <div>
          <SectionHeading
            id="quote-title"
            eyebrow="Get a quote"
            title="Tell us about your campaign"
            intro="Fill in what you know and we will come back with a proposal. Submitting opens an email in your mail app with everything filled in: nothing is sent until you press send there."
          />
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
            Prefer to write yourself? Email{' '}
            <a
              href={`mailto:${contactEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {contactEmail}
            </a>
            .
          </p>
        </div>
        <form
          onSubmit={onSubmit}
          className="grid gap-5 sm:grid-cols-2"
          aria-labelledby="quote-title"
        >
          <div>
            <label htmlFor={`${id}-type`} className={label}>
              Promotion type
            </label>
            <select
              id={`${id}-type`}
              name="type"
              value={quote.type}
              onChange={(e) => set('type', e.target.value as QuoteType)}
              className={field}
            >
              {QUOTE_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-budget`} className={label}>
              Budget (INR)
            </label>
            <input
              id={`${id}-budget`}
              name="budget"
              type="number"
              min={0}
              step="any"
              inputMode="numeric"
              value={quote.budget}
              onChange={(e) => set('budget', e.target.value)}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-goal`} className={label}>
              Goal
            </label>
            <select
              id={`${id}-goal`}
              name="goal"
              value={quote.goal}
              onChange={(e) => set('goal', e.target.value as QuoteGoal)}
              className={field}
            >
              {QUOTE_GOALS.map((g) => (
                <option key={g}>{g}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-timeline`} className={label}>
              Timeline
            </label>
            <input
              id={`${id}-timeline`}
              name="timeline"
              value={quote.timeline}
              onChange={(e) => set('timeline', e.target.value)}
              className={field}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-notes`} className={label}>
              Notes
            </label>
            <textarea
              id={`${id}-notes`}
              name="notes"
              rows={4}
              value={quote.notes}
              onChange={(e) => set('notes', e.target.value)}
              placeholder="What you promote, the audience you want, dates that matter…"
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-name`} className={label}>
              Name
            </label>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              value={quote.name}
              onChange={(e) => set('name', e.target.value)}
              className={field}
            />
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
              value={quote.email}
              onChange={(e) => set('email', e.target.value)}
              className={field}
            />
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
            <button
              type="submit"
              className="rounded-full bg-brand-700 px-6 py-3 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
            >
              Request a quote
            </button>
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              {opened ? 'Your mail app should open with the request ready to send.' : ''}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
