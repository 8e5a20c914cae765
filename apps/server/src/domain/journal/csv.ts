/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: a text cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, or a tab or carriage return) gets a leading apostrophe (OWASP "CSV injection"), then
 * a cell holding a comma, a quote or a line break is quoted with its quotes doubled. A number is written as it
 * is: `-12.5` is a number in every spreadsheet, never a formula, and a trader sums the column.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
