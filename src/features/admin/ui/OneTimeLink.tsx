/**
 * A link the server shows only once (its token is kept as a hash): the full address in a
 * read-only field with "Copy link", what the admin must know (`note`: copy it now, when it
 * expires), and what the copy did, announced.
 *   <OneTimeLink label="New link" url={url} note="Copy it now: it is not shown again." />
 */
import { useId, useRef, useState } from 'react';
import { controlClass, hintClass } from '../../../components/form/formStyles';
import { copyLink } from './copyLink';
import { buttonClass } from './styles';

export const ONE_TIME_LINK_MESSAGES = {
  copy: 'Copy link',
  copied: 'Link copied',
  copyManually: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
} as const;
const M = ONE_TIME_LINK_MESSAGES;

export function OneTimeLink({ label, url, note }: { label: string; url: string; note: string }) {
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const noteId = useId();

  const copy = async () => {
    const outcome = await copyLink(url, field.current);
    setCopyNote(outcome === 'copied' ? M.copied : M.copyManually);
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 dark:border-brand-800 dark:bg-brand-900/30">
      <label htmlFor={urlId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={urlId}
          type="text"
          readOnly
          value={url}
          aria-describedby={noteId}
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
        <p id={noteId} className={hintClass}>
          {note}
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
  );
}
