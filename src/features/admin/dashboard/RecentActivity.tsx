/**
 * Recent changes, newest first: the team's from the audit log when the backend keeps one
 * (`entries`, timed in the site's zone as the audit log page times them), else what the admin
 * changed in this browser (activity.ts), timed in the browser's.
 */
import { isoDate } from '../../../lib/dates';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';
import { panelClass } from '../ui/styles';
import type { ActivityEntry } from './activity';
import { useRecentActivity } from './useRecentActivity';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function RecentActivity({
  entries: fromLog,
  timeZone,
}: {
  entries?: ActivityEntry[] | null;
  /** The site's zone, which the team's entries are timed in. */
  timeZone?: string;
}) {
  const inBrowser = useRecentActivity();
  const entries = fromLog ?? inBrowser;
  const format = (at: string) =>
    fromLog && timeZone ? formatInstant(at, timeZone, DATE_TIME_PARTS) : when.format(new Date(at));
  return (
    <section className={`${panelClass} p-5`} aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="mb-4 text-lg font-semibold">
        Recent activity
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No recent activity yet</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600 dark:bg-brand-400"
              />
              <div className="min-w-0">
                <p className="break-words text-sm font-medium">{entry.text}</p>
                <time
                  dateTime={isoDate(entry.at)}
                  className="text-xs text-slate-600 dark:text-slate-400"
                >
                  {format(entry.at)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
