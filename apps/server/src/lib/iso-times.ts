const DAY_MS = 86_400_000;
/** `YYYY-MM-DDTHH:mm:ss.sssZ`: the form `toISOString` gives for the years 0000 to 9999. */
const ISO_LENGTH = 24;
const YEAR_0 = new Date('0000-01-01T00:00:00.000Z').getTime();
const YEAR_10000 = new Date('+010000-01-01T00:00:00.000Z').getTime();

/** Grown to the longest list formatted so far; the text is copied out of it before the function returns. */
let scratch = Buffer.alloc(0);
/** The day's `YYYY-MM-DDT` of the times being written (`writeDate`). */
const dayPrefix = new Uint8Array(11);

/**
 * `YYYY-MM-DDT` of a day counted from 1970-01-01 into `dayPrefix`, from `toISOString` itself: once per day a reply
 * spans (a year's chart at most 366), not once per time.
 */
function writeDate(day: number): void {
  dayPrefix.set(Buffer.from(new Date(day * DAY_MS).toISOString().slice(0, 11), 'latin1'));
}

/**
 * Epoch-millisecond times as `new Date(t).toISOString()` writes them, many at once: a chart reply carries up to
 * 2,000, and `toISOString` took about 0.5 µs each, a third of the Node work of a cold 2,000-point chart read
 * (docs/decisions/037-chart-reply-without-garbage.md). Here each day's `YYYY-MM-DDT` is taken once, the rest of each
 * time is written as ASCII digits into one buffer, read back as one string, and each time is a slice of it (no
 * Date and no string built piece by piece). Times outside the years 0000–9999 or not whole milliseconds go through
 * `toISOString`, which also throws for those it cannot write, as before.
 */
export function isoTimes(times: ArrayLike<number>): string[] {
  const n = times.length;
  if (scratch.length < n * ISO_LENGTH) scratch = Buffer.alloc(n * ISO_LENGTH * 2);
  const b = scratch;
  const out = new Array<string>(n);
  let lastDay = Number.NaN;
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    const p = i * ISO_LENGTH;
    if (!Number.isInteger(t) || t < YEAR_0 || t >= YEAR_10000) {
      out[i] = new Date(t).toISOString(); // its own string: beyond 9999 it is longer (+010000-…)
      continue;
    }
    const day = Math.floor(t / DAY_MS);
    if (day !== lastDay) {
      lastDay = day;
      writeDate(day);
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
  }
  const text = b.toString('latin1', 0, n * ISO_LENGTH);
  for (let i = 0; i < n; i++) if (out[i] === undefined) out[i] = text.slice(i * ISO_LENGTH, (i + 1) * ISO_LENGTH);
  return out;
}
