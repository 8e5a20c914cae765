import { describe, expect, it } from 'vitest';
import { ISO_LENGTH, isoTimeWriter } from './iso-times.ts';

const DAY = 86_400_000;
const asDates = (times: number[]) => times.map((t) => new Date(t).toISOString());

/** The times written one after another by one writer, as a chart's points are; one it does not write by toISOString. */
function isoTimes(times: number[]): string[] {
  const write = isoTimeWriter();
  const b = Buffer.alloc(ISO_LENGTH);
  return times.map((t) => (write(b, 0, t) ? b.toString('latin1') : new Date(t).toISOString()));
}

describe('isoTimeWriter', () => {
  it('writes what toISOString writes, across day, month, leap-day and year boundaries', () => {
    const times: number[] = [];
    for (const day of [
      '1970-01-01',
      '2024-02-28',
      '2024-02-29',
      '2024-12-31',
      '2026-11-24',
      '1969-12-31',
      '0001-06-15',
    ])
      for (const ms of [0, 1, 999, 1000, 59_999, 3_600_000, 43_200_123, DAY - 1000, DAY - 1])
        times.push(Date.parse(`${day}T00:00:00.000Z`) + ms);
    expect(isoTimes(times)).toEqual(asDates(times));
  });

  it('writes the edges of the years 0000 and 9999, and times beyond them as toISOString does', () => {
    const first = Date.parse('0000-01-01T00:00:00.000Z');
    const after = Date.parse('+010000-01-01T00:00:00.000Z');
    const times = [first - 1, first, first + 1, after - 1, after, after + DAY, -1, 0, 1.5, -1.5, 1e15];
    expect(isoTimes(times)).toEqual(asDates(times));
  });

  it('writes a year of chart points, one list after another of different lengths', () => {
    let seed = 5;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const start = Date.UTC(2025, 10, 24, 13, 7, 11, 417);
    const year = Array.from({ length: 2000 }, (_, i) => start + i * 15_780_000 + Math.floor(rnd() * 15_000_000));
    expect(isoTimes(year)).toEqual(asDates(year));
    expect(isoTimes(year.slice(0, 3))).toEqual(asDates(year.slice(0, 3)));
    expect(isoTimes([])).toEqual([]);
    expect(isoTimes([start])).toEqual([new Date(start).toISOString()]);
  });

  it('writes nothing for a time it cannot write as toISOString does', () => {
    const b = Buffer.alloc(ISO_LENGTH, 120);
    const write = isoTimeWriter();
    for (const t of [Number.NaN, 8.64e15 + 1, 1.5, Date.parse('+010000-01-01T00:00:00.000Z')])
      expect(write(b, 0, t)).toBe(false);
    expect(b.toString('latin1')).toBe('x'.repeat(ISO_LENGTH));
  });
});

describe('isoTimeWriter, day by day', () => {
  it('writes the date of every day of a 400-year cycle, and of every 13th day of the years 0000–9999, as toISOString does', () => {
    const first = Date.parse('0000-01-01T00:00:00.000Z') / DAY;
    const after = Date.parse('+010000-01-01T00:00:00.000Z') / DAY;
    const cycle = [Date.parse('1800-01-01T00:00:00.000Z') / DAY, Date.parse('2200-01-01T00:00:00.000Z') / DAY];
    const days: number[] = [];
    for (let d = first; d < after; d++)
      if ((d >= cycle[0]! && d < cycle[1]!) || d % 13 === 0 || d === after - 1) days.push(d * DAY + ((d * 7919) % DAY));
    const written = isoTimes(days);
    const wrong = days.filter((t, i) => written[i] !== new Date(t).toISOString());
    expect(wrong).toEqual([]);
    expect(days.length).toBeGreaterThan(400_000);
    // about a second on a quiet machine, six under a load of 18
  }, 30_000);
});
