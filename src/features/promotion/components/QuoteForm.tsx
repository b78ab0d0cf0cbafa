import { useRef, useState, type FormEvent } from 'react';
import { MailDraftPanel } from '../../../components/MailDraftPanel';
import { bindFields } from '../../../components/form/bindFields';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { draftUrl, openMailDraft, type MailDraft } from '../../../lib/mailto';
import { QUOTE_GOALS, QUOTE_TYPES } from '../content';
import { QUOTE_DEFAULTS, quoteMail, type QuoteRequest } from '../lib/quoteMail';
import { SectionHeading } from './SectionHeading';

/**
 * The quote request. Nothing is sent to a server: submitting opens a mail draft to the contact
 * address with every field listed. The browser checks the budget (number, at least 0) and the
 * email format; the values stay in the form afterwards in case the draft is closed. The button
 * keeps to one line when the note beside it appears after submitting. The draft then shows below
 * the form, with its address and a Copy button, for a visitor without a mail app; it goes away
 * when a field changes (it would no longer match).
 */
export function QuoteForm({ brand, contactEmail }: { brand: string; contactEmail: string }) {
  const [quote, setQuote] = useState<QuoteRequest>(QUOTE_DEFAULTS);
  // The draft handed to the mail app, numbered so each new one mounts (and is announced).
  const [sent, setSent] = useState<{ draft: MailDraft; n: number } | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const opened = sent !== null;
  const set = <K extends keyof QuoteRequest>(key: K, value: QuoteRequest[K]) => {
    setQuote((q) => ({ ...q, [key]: value }));
    setSent(null);
  };
  const bind = bindFields(quote, set);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = quoteMail(contactEmail, brand, quote);
    openMailDraft(draftUrl(draft));
    setSent((last) => ({ draft, n: (last?.n ?? 0) + 1 }));
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
          <SelectField large label="Promotion type" options={QUOTE_TYPES} {...bind('type')} />
          <TextField
            large
            label="Budget (INR)"
            type="number"
            min={0}
            step="any"
            inputMode="numeric"
            {...bind('budget')}
          />
          <SelectField large label="Goal" options={QUOTE_GOALS} {...bind('goal')} />
          <TextField large label="Timeline" {...bind('timeline')} />
          <TextAreaField
            large
            label="Notes"
            className="sm:col-span-2"
            rows={4}
            placeholder="What you promote, the audience you want, dates that matter…"
            {...bind('notes')}
          />
          <TextField large label="Name" autoComplete="name" {...bind('name')} />
          <TextField large label="Email" type="email" autoComplete="email" {...bind('email')} />
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
            <button
              ref={submitButton}
              type="submit"
              className="shrink-0 whitespace-nowrap rounded-full bg-brand-700 px-6 py-3 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
            >
              Request a quote
            </button>
            <p role="status" className="min-w-0 text-sm text-slate-600 dark:text-slate-300">
              {opened ? 'Your mail app should open with the request ready to send.' : ''}
            </p>
          </div>
        </form>
        {sent && (
          <MailDraftPanel
            key={sent.n}
            draft={sent.draft}
            className="lg:col-span-2"
            onClose={() => {
              setSent(null);
              submitButton.current?.focus();
            }}
          />
        )}
      </div>
    </section>
  );
}
