const NINE_ZEROS = '000000000';
/**
 * An integer of 10 to 15 digits (epoch milliseconds, mostly) written as two small integers: V8 writes a number
 * that large through its general double-to-text conversion, about twice as slow. The same text as
 * `String(v)`.
 */
function bigInteger(v: number): string {
  const high = Math.floor(v / 1e9);
  const low = String(v - high * 1e9);
  return `${high}${NINE_ZEROS.slice(low.length)}${low}`;
}

/**
 * Number columns sent as one array parameter (`unnest($n::float8[])`), written as PostgreSQL's array literal here.
 * The driver would quote and escape every element as text; a batch of 1,000 events sends several such arrays, and
 * that work showed in the ingestion's profile (docs/decisions/026-fewer-rows-per-event.md). Finite numbers only:
 * JavaScript's shortest form of a number is also valid input for int4, int8 and float8.
 */
export function numberArray(values: readonly (number | null | undefined)[]): string {
  return arrayLiteral(values, numberElement);
}

function numberElement(v: number): string {
  if (v >= 1e9 && v < 1e15 && Number.isInteger(v)) return bigInteger(v);
  if (Number.isFinite(v)) return String(v);
  throw new RangeError(`not a finite number: ${v}`);
}

/**
 * Text columns sent as one array parameter (`unnest($n::text[])`), written as the very literal the driver would
 * write (every element quoted, `\` and `"` escaped, null as NULL) but in one pass: the driver escapes each element
 * with two regular-expression replaces and walks the array through its generic conversion, which was about 2.5 ms
 * of a 1,000-event batch in the ingestion's profile. `sql-arrays.test.ts` holds it to the driver's
 * own output.
 */
export function textArray(values: readonly (string | null | undefined)[]): string {
  return arrayLiteral(values, textElement);
}

function textElement(v: string): string {
  if (v.includes('\\') || v.includes('"')) return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `"${v}"`;
}

/** An array literal built in one pass: the elements comma-separated, a missing one as NULL. */
function arrayLiteral<T>(values: readonly (T | null | undefined)[], element: (v: T) => string): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : element(v);
  }
  return `${out}}`;
}
