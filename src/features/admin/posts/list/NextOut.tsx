import { Link } from 'react-router-dom';
import type { AdminPostsAnswer } from '../../../../contract/schemas';
import { isoDate } from '../../../../lib/dates';
import { EDITORIAL_LIST_MESSAGES } from '../messages';
import { formatInZone } from '../time';

/** "Next out: <title> · <time>": the scheduled post readers see next; nothing when none is. */
export function NextOut({
  next,
  timeZone,
}: {
  next: AdminPostsAnswer['next_scheduled'];
  timeZone: string;
}) {
  if (!next) return null;
  // "Next out:" is the line's own text (not a separate element), so the whole line, title and
  // time included, is what a search for that text finds.
  return (
    <p className="break-words rounded-lg border border-amber-700/30 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900 dark:border-amber-300/30 dark:bg-amber-900/30 dark:text-amber-200">
      {EDITORIAL_LIST_MESSAGES.nextOut}{' '}
      <Link
        to={`/admin/posts/edit/${next.id}`}
        className="text-slate-900 underline underline-offset-2 hover:text-brand-700 dark:text-slate-50 dark:hover:text-brand-300"
      >
        {next.title}
      </Link>
      <span className="font-normal text-slate-800 dark:text-slate-100">
        {' · '}
        <time dateTime={isoDate(next.published_at)} className="whitespace-nowrap">
          {formatInZone(next.published_at, timeZone)}
        </time>
      </span>
    </p>
  );
}
