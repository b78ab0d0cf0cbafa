/** Days and hours as the site's readers live them (SITE_TIME_ZONE), for the rollups' keys. */

/** A site day (`YYYY-MM-DD`) and hour of it (0–23). */
export interface SiteMoment {
  day: string;
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/**
 * The last moment worked out, by time zone, and its UTC minute: every view asks, and a time zone's
 * day and hour only change on a whole minute (offsets are whole minutes), so each minute is worked
 * out once instead of formatting a date for every view.
 */
const lastMoments = new Map<string, { minute: number; moment: SiteMoment }>();

export function siteMoment(at: Date, timeZone: string): SiteMoment {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastMoments.get(timeZone);
  if (last?.minute === minute) return { ...last.moment };
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const moment = {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
  };
  lastMoments.set(timeZone, { minute, moment });
  return { ...moment };
}

/** `day` moved by `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** The first day of `day`'s month, and of the month before it. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function previousMonthStart(day: string): string {
  const at = new Date(`${monthStart(day)}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - 1);
  return at.toISOString().slice(0, 10);
}
