import { ISO_LENGTH, isoTimeWriter } from '../../../lib/iso-times.ts';
import { foldGroups, SEGMENT_BUCKETS, storedWidthFor, type ChartGroups, type ChartSegment } from './chart-buckets.ts';

/** The text around a point's values, in the order of the contract's `chartPointSchema`. */
const PARTS = ['{"time":"', '","balance":', ',"equity":', ',"minEquity":', ',"maxEquity":'].map((s) =>
  Buffer.from(s, 'latin1'),
);
/** The longest a number is written (`JSON.stringify(-Number.MIN_VALUE)`: 24 characters) and a time beyond 9999. */
const NUMBER_MAX = 24;
const TIME_MAX = ISO_LENGTH + 3;
const POINT_MAX = PARTS.reduce((n, p) => n + p.length, 0) + TIME_MAX + 4 * NUMBER_MAX + 2; // `}` and `,`

/** Grown to the longest chart written so far; the text is copied out of it before `pointsJson` returns. */
let scratch = Buffer.alloc(0);

function writePart(b: Buffer, p: number, part: Buffer): number {
  for (let k = 0; k < part.length; k++) b[p + k] = part[k]!;
  return p + part.length;
}

/**
 * A number as `JSON.stringify` writes it: a 32-bit integer (every stored value: int4 columns) with small-integer
 * arithmetic, written from its last digit back (a double's `%` is a call to fmod: it took most of a 2,000-point
 * reply's writing, found by a CPU profile of the cold reads); a larger safe integer the same way in doubles; −0 as 0;
 * anything else by JSON itself.
 */
function writeNumber(b: Buffer, p: number, v: number): number {
  if (v === (v | 0)) {
    let x = v | 0;
    if (x < 0) {
      b[p++] = 45; // '-'
      if (x === -2_147_483_648) return p + b.write('2147483648', p, 'latin1');
      x = -x;
    }
    let end = p + 1;
    for (let y = x; y >= 10; y = (y / 10) | 0) end++;
    for (let q = end; q > p; x = (x / 10) | 0) b[--q] = 48 + (x % 10);
    return end;
  }
  if (!Number.isSafeInteger(v)) return p + b.write(JSON.stringify(v), p, 'latin1');
  let x = v;
  if (x < 0) {
    b[p++] = 45;
    x = -x;
  }
  const start = p;
  do {
    const d = x % 10;
    b[p++] = 48 + d;
    x = (x - d) / 10;
  } while (x > 0);
  for (let i = start, j = p - 1; i < j; i++, j--) {
    const c = b[i]!;
    b[i] = b[j]!;
    b[j] = c;
  }
  return p;
}

/**
 * The chart's points as the reply's JSON array, written straight from the folded groups: the same bytes as
 * `JSON.stringify` of the points `{ time, balance, equity, minEquity, maxEquity }` (time as `toISOString`), in one
 * Buffer. Its bytes live outside the JavaScript heap, so a cold read leaves no object per point for a scavenge to
 * copy, and the route writes them as they are (docs/decisions/043-chart-reply-as-bytes.md).
 */
export function pointsJson(g: ChartGroups): Buffer {
  const size = 2 + g.count * POINT_MAX;
  if (scratch.length < size) scratch = Buffer.alloc(size * 2);
  const b = scratch;
  const writeTime = isoTimeWriter();
  let p = 0;
  b[p++] = 91; // '['
  for (let i = 0; i < g.count; i++) {
    if (i > 0) b[p++] = 44; // ','
    p = writePart(b, p, PARTS[0]!);
    const t = g.last_ms[i]!;
    if (writeTime(b, p, t)) p += ISO_LENGTH;
    else p += b.write(new Date(t).toISOString(), p, 'latin1');
    p = writeNumber(b, writePart(b, p, PARTS[1]!), g.balance[i]!);
    p = writeNumber(b, writePart(b, p, PARTS[2]!), g.equity[i]!);
    p = writeNumber(b, writePart(b, p, PARTS[3]!), g.equity_min[i]!);
    p = writeNumber(b, writePart(b, p, PARTS[4]!), g.equity_max[i]!);
    b[p++] = 125; // '}'
  }
  b[p++] = 93; // ']'
  return Buffer.from(b.subarray(0, p));
}

/**
 * The chart's points (`pointsJson`) from the segments of the stored width a plan reads (`storedWidthFor(width)`,
 * in start order), folded into groups of `groupSeconds` (`foldGroups`); undefined when there is no bucket.
 */
export function pointsOfSegments(
  segments: readonly ChartSegment[],
  width: number,
  groupSeconds: number,
): Buffer | undefined {
  const fold = foldGroups(storedWidthFor(width), width * 1000, groupSeconds * 1000, segments.length * SEGMENT_BUCKETS);
  for (const s of segments) fold.add(s);
  const g = fold.groups();
  return g.count > 0 ? pointsJson(g) : undefined;
}
