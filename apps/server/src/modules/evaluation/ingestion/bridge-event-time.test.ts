import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { eventTime } from './bridge-event-time.ts';

/** What ingestion did before decision 052, and still does off the canonical form. */
const builtIn = (text: string) => {
  const time = Date.parse(text);
  return { time, reported: new Date(time).toISOString() === text ? null : text };
};
const DATETIME = z.regexes.datetime({ offset: true });

describe('eventTime', () => {
  it('reads the canonical form, and every other form the contract takes as Date.parse does', () => {
    const cases = [
      '2026-01-05T10:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '2000-02-29T12:34:56.789Z',
      '2100-02-28T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '0001-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '2026-02-29T00:00:00.000Z', // no such day: the built-in path
      '2026-04-31T00:00:00.000Z',
      '2100-02-29T00:00:00.000Z',
      '2026-01-05T10:00:00Z',
      '2026-01-05T10:00:00.5Z',
      '2026-01-05T10:00:00.1234Z',
      '2026-01-05T10:00:00.000+02:00',
      '2026-01-05T10:00:00.000-00:30',
      '2026-01-05T10:00Z',
    ];
    for (const text of cases) expect(eventTime(text), text).toEqual(builtIn(text));
  });

  it('agrees with the built-in path on random datetimes the contract accepts', () => {
    let seed = 11;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * n);
    };
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    let canonical = 0;
    for (let i = 0; i < 20_000; i++) {
      // Mostly instants written by toISOString, the rest hand-made fields (out-of-month days, offsets, decimals).
      const text =
        rnd(2) === 0
          ? new Date(rnd(2) === 0 ? rnd(4_102_444_800) * 1000 + rnd(1000) : -rnd(62_135_596_800) * 1000).toISOString()
          : `${pad(rnd(10_000), 4)}-${pad(1 + rnd(12), 2)}-${pad(1 + rnd(31), 2)}T${pad(rnd(24), 2)}:${pad(rnd(60), 2)}:` +
            `${pad(rnd(60), 2)}${['', '.5', '.123', '.1234'][rnd(4)]}${['Z', 'Z', '+01:00', '-05:30'][rnd(4)]}`;
      if (!DATETIME.test(text)) continue;
      const got = eventTime(text);
      expect(got, text).toEqual(builtIn(text));
      if (got.reported === null) canonical++;
    }
    expect(canonical).toBeGreaterThan(5000);
  });
});
