/**
 * What a CSV cell may hold: text, a number, a yes/no, nothing (an empty cell), or a structure (written as its
 * JSON, as the API answers it).
 */
export type CsvValue = unknown;

/** A CSV download: its file's name and its text, written as it is read. */
export type CsvFile = { fileName: string; chunks: AsyncIterable<string> };

/** One column of an export: its header (a stable English key) and its value in a row. */
export type CsvColumn<R> = { key: string; value: (row: R) => CsvValue };

/** Columns that are a row's fields, each under its own name. */
export const fieldColumns = <R>(keys: readonly (keyof R & string)[]): CsvColumn<R>[] =>
  keys.map((key) => ({ key, value: (row) => row[key] }));

/**
 * A text cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe (OWASP "CSV injection"): the cell shows the text, and no spreadsheet runs it. A number is
 * written as it is: `-12.5` is a number in every spreadsheet, never a formula, and the column still sums.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A value as its cell's text before quoting: nothing is empty, a number that is not finite too. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutralised(typeof value === 'string' ? value : JSON.stringify(value));
}

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A value as its cell (RFC 4180): its text through the formula rule, quoted with its quotes doubled when it holds a
 * comma, a quote or a line break. Written by hand rather than by csv-stringify: the library's per-field records and
 * option objects allocated forty times the text they produced, which kept an export's rows alive long enough to
 * be promoted to V8's old generation (decision 088, the export's memory).
 */
export function csvCell(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record as a CSV line, ended by CRLF. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Records as CSV text, a line each. */
export const csvText = (records: readonly (readonly CsvValue[])[]) => records.map(csvLine).join('');

/**
 * Rows a chunk of text: about 25 KB of CSV, well under V8's large-object size (~128 KB); a larger string goes straight
 * to the old generation and waits there for a full collection (bench/export-memory.bench.ts measures the export).
 */
const CHUNK_ROWS = 100;

/**
 * The CSV of `columns` over every row `batches` yields: its header row of the columns' keys, then each batch's
 * lines in chunks of CHUNK_ROWS. Whoever reads the text pulls the next chunk, so no more than one batch is held,
 * however long the list. `onEnd` is told how many rows were written and whether all were (a reader that stopped
 * early ends the batches too) before the text ends.
 */
export async function* csvChunks<R>(
  columns: readonly CsvColumn<R>[],
  batches: AsyncIterable<readonly R[]>,
  onEnd: (rows: number, complete: boolean) => Promise<void>,
): AsyncGenerator<string> {
  let rows = 0;
  let complete = false;
  try {
    yield csvText([columns.map((c) => c.key)]);
    for await (const batch of batches)
      for (let i = 0; i < batch.length; i += CHUNK_ROWS) {
        const part = batch.slice(i, i + CHUNK_ROWS);
        rows += part.length;
        yield csvText(part.map((row) => columns.map((c) => c.value(row))));
      }
    complete = true;
  } finally {
    await onEnd(rows, complete);
  }
}
