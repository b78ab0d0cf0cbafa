/** The record's figures as the record page prints them. */

/** Units with their sign, two places: "+12.40", "−3.50", "0.00". */
export function units(value: number): string {
  const text = Math.abs(value).toFixed(2);
  if (value > 0) return `+${text}`;
  return value < 0 ? `\u2212${text}` : text;
}

/** A percentage with one place, signed when asked; "–" for none. */
export function percent(value: number | null, signed = false): string {
  if (value === null) return '\u2013';
  const text = `${Math.abs(value).toFixed(1)}%`;
  if (!signed || value === 0) return value < 0 ? `\u2212${text}` : text;
  return value > 0 ? `+${text}` : `\u2212${text}`;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * "Oct 2026" for "2026-10": fixed names, not Intl's, whose short months differ between ICU
 * versions ("Sep", "Sept"), so the server's render and the reader's browser agree.
 */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  const name = index ? MONTHS[index - 1] : undefined;
  return year && name ? `${name} ${year}` : month;
}
