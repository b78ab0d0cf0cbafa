import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  fromZonedInput,
  toZonedInput,
  zoneOffsetMinutes,
} from '../../../src/features/admin/posts/time';

describe('publication times in the site time zone', () => {
  it('knows India is 5:30 ahead of UTC all year', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(new Date('2026-07-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('reads an entered wall-clock time in the site zone, not the browser one', () => {
    expect(fromZonedInput('2026-05-01T18:30', 'Asia/Kolkata')).toBe('2026-05-01T13:00:00.000Z');
    expect(fromZonedInput('2026-01-01T00:10', 'Asia/Kolkata')).toBe('2025-12-31T18:40:00.000Z');
  });

  it('shows a stored UTC time as the same wall clock it was entered as', () => {
    expect(toZonedInput('2026-05-01T13:00:00.000Z', 'Asia/Kolkata')).toBe('2026-05-01T18:30');
    for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'UTC']) {
      const value = '2026-10-25T09:45';
      expect(toZonedInput(fromZonedInput(value, zone), zone)).toBe(value);
    }
  });

  it('follows summer time where the zone has it', () => {
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(fromZonedInput('2026-12-01T12:00', 'Europe/London')).toBe('2026-12-01T12:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInput('', 'Asia/Kolkata')).toBeNull();
    expect(fromZonedInput('2026-02-30T10:00', 'Asia/Kolkata')).toBeNull();
    expect(fromZonedInput('tomorrow', 'Asia/Kolkata')).toBeNull();
    expect(toZonedInput('not a date', 'Asia/Kolkata')).toBe('');
    expect(toZonedInput(null, 'Asia/Kolkata')).toBe('');
  });

  it('formats for people with the zone named', () => {
    expect(formatInZone('2026-05-01T13:00:00Z', 'Asia/Kolkata')).toMatch(
      /1 May 2026.*18:30.*(IST|GMT\+5:30)/,
    );
  });
});
