/** The site's day and hour of a moment (server/analytics/siteTime.ts), worked out once a minute. */
import { describe, expect, it } from 'vitest';
import { siteMoment } from '../../server/analytics/siteTime';

describe('siteMoment', () => {
  it("follows the site's zone to the minute, half-hour offsets included, asked again and again", () => {
    const at = (iso: string) => siteMoment(new Date(iso), 'Asia/Kolkata');
    // 10:29:59 UTC is 15:59:59 in India (+05:30); 10:30:00 UTC is 16:00.
    expect(at('2026-11-29T10:29:00.000Z')).toEqual({ day: '2026-11-29', hour: 15 });
    expect(at('2026-11-29T10:29:59.999Z')).toEqual({ day: '2026-11-29', hour: 15 });
    expect(at('2026-11-29T10:30:00.000Z')).toEqual({ day: '2026-11-29', hour: 16 });
    // The site's midnight, not UTC's.
    expect(at('2026-11-29T18:29:30.000Z')).toEqual({ day: '2026-11-29', hour: 23 });
    expect(at('2026-11-29T18:30:00.000Z')).toEqual({ day: '2026-11-30', hour: 0 });
    // Each zone its own.
    expect(siteMoment(new Date('2026-11-29T18:30:00.000Z'), 'UTC')).toEqual({
      day: '2026-11-29',
      hour: 18,
    });
  });

  it('hands out a copy: a caller changing it changes no later answer', () => {
    const first = siteMoment(new Date('2026-11-29T12:00:00.000Z'), 'UTC');
    first.hour = 99;
    expect(siteMoment(new Date('2026-11-29T12:00:30.000Z'), 'UTC').hour).toBe(12);
  });
});
