/**
 * Number columns sent as one array parameter (`unnest($n::float8[])`), written as PostgreSQL's array literal here.
 * The driver would quote and escape every element as text; a batch of 1,000 events sends several such arrays, and
 * that work showed in the ingestion's profile (docs/decisions/026-fewer-rows-per-event.md). Finite numbers only:
 * JavaScript's shortest form of a number is also valid input for int4, int8 and float8.
 */
export function numberArray(values: readonly (number | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    if (v === null || v === undefined) out += 'NULL';
    else if (Number.isFinite(v)) out += String(v);
    else throw new RangeError(`not a finite number: ${v}`);
  }
  return `${out}}`;
}
