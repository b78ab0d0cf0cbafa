/**
 * Publication times in the site's time zone. The admin enters and reads them there (a desk in
 * Mumbai schedules "18:30" whatever the browser's zone); they travel and are stored in UTC.
 * Only `Intl` is used: no time zone data ships in the bundle.
 */
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';

/** The zone's offset from UTC at `instant`, in minutes (IST: +330). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as an `<input type="datetime-local">` value in `timeZone` ("2026-05-01T18:30"). */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  );
}

const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as a wall-clock time in `timeZone`, as a UTC ISO string; null
 * when it is not a valid date and time. A time skipped by a daylight-saving change moves forward
 * by the change, as clocks do.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = INPUT_PATTERN.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) {
    return null;
  }
  // The offset at the guess, then at the corrected instant (they differ only near a change).
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** An instant for people, in the site's zone: "1 May 2026, 18:30 IST". */
export function formatInZone(iso: string | null | undefined, timeZone: string): string {
  return formatInstant(iso, timeZone, DATE_TIME_PARTS);
}

/** The same to the second ("1 May 2026, 18:30:05 IST"): two saves in a minute tell apart. */
export function formatInZoneToSecond(iso: string | null | undefined, timeZone: string): string {
  return formatInstant(iso, timeZone, { ...DATE_TIME_PARTS, second: '2-digit' });
}
