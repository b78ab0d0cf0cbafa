import { Icon } from '../../../components/Icon';
import { formatShortDate, isoDate } from '../../../lib/dates';
import { MESSAGES, TAGS_SHOWN } from '../messages';
import { safeHttpUrl, urgencyLabel, type Suggestion } from '../lib/suggestionStore';

const URGENCY_STYLE = {
  low: 'bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200',
  normal: 'bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200',
  high: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200',
} as const;

/** One stored suggestion: title, category, urgency, tags, details, date, link and delete. */
export function SuggestionCard({
  suggestion,
  categoryLabel,
  onDelete,
}: {
  suggestion: Suggestion;
  categoryLabel: string;
  onDelete: (suggestion: Suggestion) => void;
}) {
  const href = suggestion.url ? safeHttpUrl(suggestion.url) : null;
  const tags = suggestion.tags.slice(0, TAGS_SHOWN);
  const more = suggestion.tags.length > TAGS_SHOWN;
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 dark:bg-ink-800 dark:ring-white/10">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-bold break-words text-slate-900 dark:text-white">
          {suggestion.title}
        </h3>
        <button
          type="button"
          onClick={() => onDelete(suggestion)}
          aria-label={`Delete suggestion: ${suggestion.title}`}
          className="-m-1 inline-flex shrink-0 items-center gap-1 rounded-lg p-1.5 text-sm font-semibold text-slate-500 transition hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-200"
        >
          <Icon name="trash" className="h-4 w-4" />
          Delete
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
          {categoryLabel}
        </span>
        <span className={`rounded-full px-2.5 py-1 ${URGENCY_STYLE[suggestion.urgency]}`}>
          <span className="sr-only">Urgency: </span>
          {urgencyLabel(suggestion.urgency)}
        </span>
        {tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap items-center gap-1.5">
            {tags.map((tag, i) => (
              <li
                key={`${tag}-${i}`}
                className="rounded-md bg-slate-100 px-2 py-0.5 font-medium text-slate-600 dark:bg-ink-700 dark:text-slate-300"
              >
                #{tag}
              </li>
            ))}
            {more && (
              <li className="px-1 text-slate-500 dark:text-slate-400">
                <span aria-hidden="true">…</span>
                <span className="sr-only">and {suggestion.tags.length - TAGS_SHOWN} more</span>
              </li>
            )}
          </ul>
        )}
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {suggestion.details}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500 dark:border-white/10 dark:text-slate-400">
        <time dateTime={isoDate(suggestion.createdAt)}>
          {formatShortDate(suggestion.createdAt)}
        </time>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="max-w-full truncate font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {suggestion.url} <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : suggestion.url ? (
          <span className="max-w-full truncate">{suggestion.url}</span>
        ) : (
          <span>{MESSAGES.noLink}</span>
        )}
      </div>
    </article>
  );
}
