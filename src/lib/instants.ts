/**
 * Instants for people, in a named zone, by `Intl` alone (no time zone data ships): the admin's
 * publication times and the prediction cards' kickoffs. Apart from dates.ts, which every reading
 * page loads, so that these stay in the chunks that use them.
 */
/** An instant's `parts` in `timeZone` (the reader's own when undefined; en-GB, 24-hour); '' for none or a bad one. */
export function formatInstant(
  iso: string | null | undefined,
  timeZone: string | undefined,
  parts: Intl.DateTimeFormatOptions,
): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', ...parts }).format(instant);
}

/** Date, time and the zone's name: "1 May 2026, 18:30 IST". */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};
