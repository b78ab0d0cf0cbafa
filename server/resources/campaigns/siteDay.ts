/** Campaign days are the site's days (`settings.siteTimeZone`), as the analytics' are. */
import { addDays, siteMoment } from '../../analytics/siteTime';

export { addDays };

/** The site's day at `at` (`YYYY-MM-DD`): what its readers' calendar says there and then. */
export const siteDay = (at: Date, timeZone: string): string => siteMoment(at, timeZone).day;

/** Whole days from `from` to `to` (0 when the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
