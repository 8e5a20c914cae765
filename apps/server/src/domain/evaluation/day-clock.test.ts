import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextResetAfter, resetInstantOn, tradingDayAt } from './day-clock.ts';
import { at } from './test-events.ts';

const HOUR = 3_600_000;
const prague = (time: string) => ({ time, timezone: 'Europe/Prague' });
const chicago = (time: string) => ({ time, timezone: 'America/Chicago' });

describe('day clock', () => {
  it('names a UTC-midnight day by its date and ends it 24 h later', () => {
    const day = tradingDayAt({ time: '00:00', timezone: 'UTC' }, at('2026-03-02T13:45'));
    expect(day).toEqual({ key: '2026-03-02', start: at('2026-03-02T00:00'), end: at('2026-03-03T00:00') });
  });

  it('Prague midnight: the spring-forward day (2026-03-29) lasts 23 h, the fall-back day (2026-10-25) 25 h', () => {
    const spring = tradingDayAt(prague('00:00'), at('2026-03-29T12:00'));
    expect(spring).toEqual({ key: '2026-03-29', start: at('2026-03-28T23:00'), end: at('2026-03-29T22:00') });
    const autumn = tradingDayAt(prague('00:00'), at('2026-10-25T12:00'));
    expect(autumn).toEqual({ key: '2026-10-25', start: at('2026-10-24T22:00'), end: at('2026-10-25T23:00') });
  });

  it('a reset inside the skipped hour (Prague 02:30 on 2026-03-29) happens when the clock jumps to 03:00', () => {
    expect(resetInstantOn(prague('02:30'), '2026-03-29')).toBe(at('2026-03-29T01:00'));
    expect(tradingDayAt(prague('02:30'), at('2026-03-29T00:59:59.999')).key).toBe('2026-03-28');
    expect(tradingDayAt(prague('02:30'), at('2026-03-29T01:00')).key).toBe('2026-03-29');
  });

  it('a reset inside the repeated hour (Prague 02:30 on 2026-10-25) happens at its first occurrence only', () => {
    const first = at('2026-10-25T00:30'); // 02:30 CEST
    expect(resetInstantOn(prague('02:30'), '2026-10-25')).toBe(first);
    expect(tradingDayAt(prague('02:30'), first - 1).key).toBe('2026-10-24');
    // 02:10 CET, the second pass of 02:xx, is still the day that began at the first 02:30.
    const secondPass = tradingDayAt(prague('02:30'), at('2026-10-25T01:10'));
    expect(secondPass).toEqual({ key: '2026-10-25', start: first, end: at('2026-10-26T01:30') });
  });

  it('Chicago 17:00: days are named by the date they end on; 23 h on 2026-03-08, 25 h on 2026-11-01', () => {
    const march = tradingDayAt(chicago('17:00'), at('2026-03-08T12:00'));
    expect(march).toEqual({ key: '2026-03-08', start: at('2026-03-07T23:00'), end: at('2026-03-08T22:00') });
    const november = tradingDayAt(chicago('17:00'), at('2026-11-01T12:00'));
    expect(november).toEqual({ key: '2026-11-01', start: at('2026-10-31T22:00'), end: at('2026-11-01T23:00') });
    expect(tradingDayAt(chicago('17:00'), at('2026-11-01T23:00')).key).toBe('2026-11-02');
  });

  it('Chicago skipped (02:30 on 2026-03-08) and repeated (01:30 on 2026-11-01) reset times', () => {
    expect(resetInstantOn(chicago('02:30'), '2026-03-08')).toBe(at('2026-03-08T08:00')); // 03:00 CDT
    expect(resetInstantOn(chicago('01:30'), '2026-11-01')).toBe(at('2026-11-01T06:30')); // 01:30 CDT
    // 01:10 CST (second pass) belongs to the day that started at 01:30 CDT.
    expect(tradingDayAt(chicago('01:30'), at('2026-11-01T07:10')).start).toBe(at('2026-11-01T06:30'));
    expect(nextResetAfter(chicago('01:30'), at('2026-11-01T06:30'))).toBe(at('2026-11-02T07:30'));
  });

  it('a midnight reset that does not exist (Santiago, 2026-09-06) happens at the jump to 01:00', () => {
    expect(resetInstantOn({ time: '00:00', timezone: 'America/Santiago' }, '2026-09-06')).toBe(at('2026-09-06T04:00'));
  });

  it('property: every instant lies in exactly one day, days tile time and their keys run on one by one', () => {
    const zones = ['Europe/Prague', 'America/Chicago', 'Europe/Athens', 'UTC', 'Australia/Sydney', 'Asia/Kolkata'];
    const resetTimes = ['00:00', '01:30', '02:30', '03:00', '12:00', '17:00', '23:59'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...resetTimes),
        fc.integer({ min: at('2025-12-01'), max: at('2027-02-01') }),
        (timezone, time, t) => {
          const reset = { time, timezone };
          const day = tradingDayAt(reset, t);
          expect(day.start).toBeLessThanOrEqual(t);
          expect(day.end).toBeGreaterThan(t);
          expect(day.end - day.start).toBeGreaterThanOrEqual(23 * HOUR);
          expect(day.end - day.start).toBeLessThanOrEqual(25 * HOUR);
          expect(tradingDayAt(reset, day.start)).toEqual(day);
          expect(tradingDayAt(reset, day.end - 1)).toEqual(day);
          const next = tradingDayAt(reset, day.end);
          expect(next.start).toBe(day.end);
          expect(Date.parse(next.key) - Date.parse(day.key)).toBe(24 * HOUR);
        },
      ),
      { numRuns: 300 },
    );
  });
});
