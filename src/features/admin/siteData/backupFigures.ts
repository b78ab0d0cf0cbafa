/** The backups' figures in words, for the Backups section and the dashboard's card. */
import { formatBytes } from '../../../contract/bytes';
import type { SiteBackupsAnswer } from '../../../contract/siteDataCalls';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';

/** "24 hours", "1 hour", "30 minutes". */
export function formatInterval(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  const n = Number(hours.toFixed(1));
  return n === 1 ? '1 hour' : `${n} hours`;
}

/** The last backup's time in the site's zone and its size, or null when there is none. */
export function lastBackup(state: SiteBackupsAnswer, timeZone: string) {
  if (!state.last) return null;
  return {
    when: formatInstant(state.last.at, timeZone, DATE_TIME_PARTS),
    size: formatBytes(state.last.bytes),
  };
}

/** The dashboard's "Last backup" card: the time, the size, and a warning when overdue. */
export function backupCard(
  state: SiteBackupsAnswer,
  timeZone: string,
): { value: string; note?: string; warning?: string } {
  const last = lastBackup(state, timeZone);
  if (!state.scheduled) {
    return {
      value: 'Not scheduled',
      note: last
        ? `Scheduled backups are off. The last one: ${last.when}, ${last.size}.`
        : 'Scheduled backups are off.',
    };
  }
  const every = formatInterval(state.every_hours ?? 0);
  const warning = !state.stale
    ? undefined
    : last
      ? `Overdue: older than twice the interval (every ${every}).`
      : 'No backup has been written yet.';
  return {
    value: last?.when ?? 'None yet',
    note: last ? `${last.size}, every ${every}` : `Every ${every}`,
    warning,
  };
}
