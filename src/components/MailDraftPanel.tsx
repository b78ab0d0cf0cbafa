/**
 * What a mail draft holds, shown after it was handed to the mail app: for a visitor without one
 * (or whose app did not open), the address, the subject and the message, with a Copy button that
 * puts all three on the clipboard to paste into any mail service. Nothing is sent from here.
 *
 * Focus moves to the panel when it appears (so it is announced, and the keyboard is next to its
 * Copy button): give each new draft a new `key`. The copy's outcome is announced in a status line.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '../lib/copyText';
import { draftText, mailtoHref, type MailDraft } from '../lib/mailto';
import { Icon } from './Icon';

/** How long the button says "Copied". */
export const COPIED_MS = 2500;

export const MAIL_DRAFT_TEXTS = {
  heading: 'Your message is ready',
  copied: 'Copied',
  copiedStatus: 'Address, subject and message copied.',
  copyFailed: 'Copying did not work here: select the message and copy it yourself.',
} as const;

export function MailDraftPanel({
  draft,
  onClose,
  className = '',
}: {
  draft: MailDraft;
  onClose: () => void;
  className?: string;
}) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  // Mounted afresh for each draft (its parent keys it), so each one is announced.
  useEffect(() => panel.current?.focus(), []);

  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => setCopied((await copyText(draftText(draft))) ? 'yes' : 'failed');

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-intro`}
      className={`flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-6 dark:bg-ink-800 dark:ring-white/10 dark:focus-visible:ring-brand-400 ${className}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={`${id}-heading`}
            className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
          >
            <Icon name="mail" className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
            {MAIL_DRAFT_TEXTS.heading}
          </h3>
          <p id={`${id}-intro`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            No mail app opened? Copy the message and send it to{' '}
            <a
              href={mailtoHref(draft.to)}
              className="font-semibold break-all text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {draft.to}
            </a>{' '}
            from any email account.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the message"
          className="-m-1 shrink-0 rounded-full p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-ink-700 dark:hover:text-white"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700 dark:text-slate-200">To</dt>
        <dd className="min-w-0 break-all text-slate-900 dark:text-white">{draft.to}</dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-200">Subject</dt>
        <dd className="min-w-0 break-words text-slate-900 dark:text-white">{draft.subject}</dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-200 sm:col-span-2">Message</dt>
        <dd className="min-w-0 sm:col-span-2">
          <pre className="rounded-xl bg-slate-50 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-900/5 dark:bg-ink-900/60 dark:text-slate-100 dark:ring-white/10">
            {draft.body}
          </pre>
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
        >
          {copied === 'yes' && <Icon name="check" strokeWidth={3} className="h-4 w-4" />}
          {copied === 'yes' ? MAIL_DRAFT_TEXTS.copied : 'Copy'}{' '}
          <span className="sr-only">address, subject and message</span>
        </button>
        <p role="status" className="min-w-0 text-sm text-slate-600 dark:text-slate-300">
          {copied === 'yes'
            ? MAIL_DRAFT_TEXTS.copiedStatus
            : copied === 'failed'
              ? MAIL_DRAFT_TEXTS.copyFailed
              : ''}
        </p>
      </div>
    </section>
  );
}
