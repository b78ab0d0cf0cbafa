import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, isoDate } from '../../../src/lib/dates';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('dates', () => {
  it('formats the short and long forms the spec shows', () => {
    expect(formatShortDate('2026-03-01 10:00:00')).toBe('Mar 1, 2026');
    expect(formatLongDate('2026-03-01 10:00:00')).toBe('March 1, 2026');
    expect(formatShortDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatLongDate('2026-09-09T08:00:00.000Z')).toBe('September 9, 2026');
  });

  it('shows a zoneless date as written in every time zone (server render and browser agree)', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(formatShortDate('2026-03-01 00:30:00')).toBe('Mar 1, 2026');
      expect(formatShortDate('2026-03-01 23:59:59')).toBe('Mar 1, 2026');
      expect(formatShortDate('2026-03-01T23:30:00Z')).toBe('Mar 1, 2026');
    }
  });

  it('reads an explicit offset as that instant, shown on its UTC day', () => {
    expect(formatShortDate('2026-03-01T02:00:00+05:00')).toBe('Feb 28, 2026');
    expect(isoDate('2026-03-01 10:00:00')).toBe('2026-03-01T10:00:00.000Z');
  });

  it('shows nothing for a missing or unparseable date', () => {
    for (const bad of [null, undefined, '', 'yesterday', '2026-13-45 99:99:99']) {
      expect(formatShortDate(bad)).toBe('');
      expect(formatLongDate(bad)).toBe('');
      expect(isoDate(bad)).toBeUndefined();
    }
  });
});
