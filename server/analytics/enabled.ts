/** The analytics' reads when the site has them turned off (ANALYTICS=false). */
import { HttpError } from '../http/errors';
import type { Settings } from '../settings';

/** 404 with analytics off: the capability says `analytics: false` too. */
export function assertAnalyticsOn(settings: Pick<Settings, 'analytics'>): void {
  if (!settings.analytics) throw new HttpError(404, 'Analytics are turned off on this site');
}
