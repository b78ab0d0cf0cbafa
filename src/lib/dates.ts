/**
 * Dates as the spec shows them, in US English. Unparseable dates show as ''.
 *
 * The calendar date is read in UTC (a date written without a zone, "2026-03-01 10:00:00", as it
 * is written), so the server's render of a page and the reader's browser agree on every date
 * whatever their time zones; and formatting by hand spares the first view the cost of building
 * `Intl` formatters.
 */

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date and time without a zone designator: read as UTC. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  let date: Date;
  if (ZONELESS.test(text)) {
    const [day = '', time = '00:00:00'] = text.split(/[ T]/);
    date = new Date(`${day}T${time}Z`);
  } else {
    date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Post cards: day, short month, year, e.g. "Mar 1, 2026". */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Footer: long month, day, year, e.g. "March 1, 2026". */
export function formatLongDate(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Machine-readable value for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString();
}
