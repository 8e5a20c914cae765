/**
 * The numbers of a comma-separated list as PostgreSQL writes them (`array_to_string(numbers, ',')`), read as
 * `text.split(',').map(Number)` reads them, an empty text being no number. Reads like the chart's (a year's
 * 2,000-point chart is about 13,000 numbers) spent most of their Node time and garbage on a string per number
 * (docs/decisions/037-chart-reply-without-garbage.md): an item that is a whole number of at most 15 digits (exact
 * as it is summed) is read here digit by digit; anything else (a fraction, an exponent, `NaN`, `Infinity`, a
 * longer number) is left to `Number`, so the result is the same.
 */
export function numbersOfList(text: string): number[] {
  const out: number[] = [];
  readNumberList(text, out);
  return out;
}

/**
 * `numbersOfList` into an array of the caller's, from its first entry on (entries past the list's are left as they
 * were): how many numbers the list held. A reader of many lists reuses one array instead of making one per list.
 */
export function readNumberList(text: string, out: number[]): number {
  const n = text.length;
  let count = 0;
  if (n === 0) return count;
  let i = 0;
  while (i <= n) {
    const start = i;
    let c = text.charCodeAt(i);
    const negative = c === 45; // '-'
    if (negative) c = text.charCodeAt(++i);
    let value = 0;
    let digits = 0;
    while (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
      c = text.charCodeAt(++i);
    }
    if (digits > 0 && digits <= 15 && (i === n || c === 44)) out[count++] = negative ? -value : value;
    else {
      let end = text.indexOf(',', i);
      if (end < 0) end = n;
      out[count++] = Number(text.slice(start, end));
      i = end;
    }
    i++; // past the comma
  }
  return count;
}
