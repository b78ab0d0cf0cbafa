import { formatInstant } from '../../../../lib/instants';

/** An instant's time of day in the site's zone, as "HH:MM" (24-hour): "18:30". */
export function clockInZone(iso: string, timeZone: string): string {
  return formatInstant(iso, timeZone, { hour: '2-digit', minute: '2-digit' });
}
