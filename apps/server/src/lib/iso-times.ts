const DAY_MS = 86_400_000;

/** A time as the wire carries it (ISO 8601), or null for none. */
export const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/** `YYYY-MM-DDTHH:mm:ss.sssZ`: the form `toISOString` gives for the years 0000 to 9999. */
export const ISO_LENGTH = 24;
const YEAR_0 = new Date('0000-01-01T00:00:00.000Z').getTime();
const YEAR_10000 = new Date('+010000-01-01T00:00:00.000Z').getTime();

/** Writes `YYYY-MM-DDTHH:mm:ss.sssZ` (ISO_LENGTH bytes) of an epoch-millisecond time at a position of a buffer. */
export type IsoTimeWriter = (b: Uint8Array, p: number, t: number) => boolean;

/**
 * A writer of epoch-millisecond times as `new Date(t).toISOString()` writes them, as ASCII into a buffer: a chart
 * reply carries up to 2,000, and `toISOString` took about 0.5 µs each, a third of the Node work of a cold
 * 2,000-point chart read (docs/decisions/037-chart-reply-without-garbage.md). Each day's `YYYY-MM-DDT` is taken from
 * `toISOString` once (kept while the times written stay in that day), the rest written digit by digit. It writes
 * only a whole millisecond in the years 0000–9999 and returns false for any other time (nothing written), which the
 * caller writes with `toISOString` itself (longer beyond 9999, or its RangeError).
 */
export function isoTimeWriter(): IsoTimeWriter {
  const dayPrefix = new Uint8Array(11);
  let lastDay = Number.NaN;
  return (b, p, t) => {
    if (!Number.isInteger(t) || t < YEAR_0 || t >= YEAR_10000) return false;
    const day = Math.floor(t / DAY_MS);
    if (day !== lastDay) {
      lastDay = day;
      dayPrefix.set(Buffer.from(new Date(day * DAY_MS).toISOString().slice(0, 11), 'latin1'));
    }
    for (let k = 0; k < 11; k++) b[p + k] = dayPrefix[k]!;
    let r = (t - day * DAY_MS) | 0; // 0 … 86,399,999: small-integer arithmetic from here
    const ms = r % 1000;
    r = (r - ms) / 1000;
    const s = r % 60;
    r = (r - s) / 60;
    const m = r % 60;
    const h = (r - m) / 60;
    b[p + 11] = 48 + ((h / 10) | 0);
    b[p + 12] = 48 + (h % 10);
    b[p + 13] = 58; // ':'
    b[p + 14] = 48 + ((m / 10) | 0);
    b[p + 15] = 48 + (m % 10);
    b[p + 16] = 58;
    b[p + 17] = 48 + ((s / 10) | 0);
    b[p + 18] = 48 + (s % 10);
    b[p + 19] = 46; // '.'
    b[p + 20] = 48 + ((ms / 100) | 0);
    b[p + 21] = 48 + (((ms / 10) | 0) % 10);
    b[p + 22] = 48 + (ms % 10);
    b[p + 23] = 90; // 'Z'
    return true;
  };
}
