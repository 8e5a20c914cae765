import { describe, expect, it } from 'vitest';
import type { EconomicEvent } from '@portal/contract';
import { dayKey, groupByDay, mondayOf, nextUpcoming, startOfDay, weekRange } from './calendar-week.ts';

const event = (id: string, time: string): EconomicEvent => ({
  id,
  time,
  currency: 'USD',
  country: 'US',
  title: id,
  impact: 'high',
  forecast: null,
  previous: null,
  actual: null,
});

describe('calendar weeks in a time zone', () => {
  it('starts a week on the local Monday, DST included', () => {
    expect(weekRange('2026-11-16', 'UTC')).toEqual({
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
    expect(weekRange('2026-11-16', 'America/New_York')).toEqual({
      from: '2026-11-16T05:00:00.000Z',
      to: '2026-11-23T05:00:00.000Z',
    });
    // Europe/Prague leaves summer time on Sunday 25 October 2026: that week is an hour longer.
    expect(weekRange('2026-10-19', 'Europe/Prague')).toEqual({
      from: '2026-10-18T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
    expect(startOfDay('2026-11-17', 'Asia/Tokyo')).toBe(Date.parse('2026-11-16T15:00:00Z'));
  });

  it('finds the Monday of the local week', () => {
    const sundayNightUtc = Date.parse('2026-11-22T23:30:00Z');
    expect(mondayOf(sundayNightUtc, 'UTC')).toBe('2026-11-16');
    expect(mondayOf(sundayNightUtc, 'Europe/Berlin')).toBe('2026-11-23'); // already Monday there
    expect(dayKey(sundayNightUtc, 'America/Los_Angeles')).toBe('2026-11-22');
  });

  it('groups events by local day and finds the next one', () => {
    const events = [
      event('a', '2026-11-17T23:30:00Z'),
      event('b', '2026-11-18T00:30:00Z'),
      event('c', '2026-11-18T13:30:00Z'),
    ];
    expect(groupByDay(events, 'UTC').map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-17', ['a']],
      ['2026-11-18', ['b', 'c']],
    ]);
    expect(groupByDay(events, 'Europe/Berlin').map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-18', ['a', 'b', 'c']],
    ]);
    expect(nextUpcoming(events, Date.parse('2026-11-18T00:30:00Z'))).toBe('b');
    expect(nextUpcoming(events, Date.parse('2026-11-19T00:00:00Z'))).toBeNull();
  });
});
