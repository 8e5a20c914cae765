import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatMoment, usableTimeZone } from './dates.ts';

describe('dates in a time zone', () => {
  const iso = '2026-03-03T09:00:00.000Z';

  it('shows an instant in the zone asked for, the device’s without one (UTC in the tests)', () => {
    expect(formatDateTime(iso, 'en', 'Europe/Prague')).toBe('Mar 3, 2026, 10:00 AM');
    expect(formatDateTime(iso, 'en', 'America/New_York')).toBe('Mar 3, 2026, 4:00 AM');
    expect(formatDateTime(iso, 'en')).toBe('Mar 3, 2026, 9:00 AM');
    expect(formatMoment(iso, 'en', 'Asia/Tokyo')).toBe('Mar 3, 2026, 6:00:00 PM GMT+9');
    expect(formatClock(Date.parse(iso), 'de', 'Europe/Prague')).toBe('10:00:00');
  });

  it('falls back to the device’s zone for a name this device does not know, and never throws', () => {
    expect(usableTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(usableTimeZone('Europe/Prague')).toBe('Europe/Prague');
    expect(formatDateTime(iso, 'en', 'Mars/Olympus_Mons')).toBe('Mar 3, 2026, 9:00 AM');
    expect(formatDateTime('not a time', 'en', 'Europe/Prague')).toBe('not a time');
  });
});
