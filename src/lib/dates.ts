/** Dates as the spec shows them, in US English. Unparseable dates show as ''. */

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // "2026-03-01 10:00:00" (SQL style) is not ISO for every engine: make it so.
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const short = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Post cards: day, short month, year, e.g. "Mar 1, 2026". */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? short.format(date) : '';
}

/** Footer: long month, day, year, e.g. "March 1, 2026". */
export function formatLongDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? long.format(date) : '';
}

/** Machine-readable value for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString();
}
