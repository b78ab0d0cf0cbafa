import { formatInstant } from '../../../../lib/instants';

/** An instant's time of day in the site's zone, as "HH:MM:SS" (24-hour): "18:30:05". */
export function clockInZone(iso: string, timeZone: string): string {
  return formatInstant(iso, timeZone, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
