import { economicImpactSchema } from '@portal/contract';
import type { EconomicEventInput } from './calendar.repository.ts';
import { parseCsv } from './calendar-csv.ts';

/**
 * Reads a weekly calendar export (docs/economic-calendar.md): JSON (an array of events, or `{ "events": [...] }`,
 * the shape of the common weekly feeds) or CSV with a header row. Every bad row is reported with its line.
 */
export type ImportProblem = { line: number; message: string };
export type ParsedCalendar = { events: EconomicEventInput[]; problems: ImportProblem[]; skipped: number };

/** The country of each major currency (EU for the euro area), for exports that name only the currency. */
const COUNTRY_OF: Record<string, string> = {
  USD: 'US',
  EUR: 'EU',
  GBP: 'GB',
  JPY: 'JP',
  CHF: 'CH',
  CAD: 'CA',
  AUD: 'AU',
  NZD: 'NZ',
  CNY: 'CN',
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  PLN: 'PL',
  CZK: 'CZ',
  HUF: 'HU',
  ZAR: 'ZA',
  MXN: 'MX',
  SGD: 'SG',
  HKD: 'HK',
  INR: 'IN',
  TRY: 'TR',
  BRL: 'BR',
  KRW: 'KR',
};
/** Rows of these kinds are not market events for the news rule: they are counted as skipped, not errors. */
const SKIPPED_IMPACTS = new Set(['holiday', 'non-economic', 'none']);

type Raw = Record<string, unknown>;

export function detectFormat(fileName: string, text: string): 'json' | 'csv' {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'csv';
}

export function parseCalendar(text: string, format: 'json' | 'csv'): ParsedCalendar {
  const rows = format === 'json' ? jsonRows(text) : csvRows(text);
  if ('problem' in rows) return { events: [], problems: [rows.problem], skipped: 0 };
  const out: ParsedCalendar = { events: [], problems: [], skipped: 0 };
  for (const { line, raw } of rows.rows) {
    const result = toEvent(raw);
    if (result === 'skip') out.skipped++;
    else if (typeof result === 'string') out.problems.push({ line, message: result });
    else out.events.push(result);
  }
  return out;
}

function jsonRows(text: string): { rows: { line: number; raw: Raw }[] } | { problem: ImportProblem } {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { problem: { line: 1, message: `not valid JSON: ${(error as Error).message}` } };
  }
  const wrapped = !Array.isArray(doc);
  const items = wrapped ? (doc as { events?: unknown } | null)?.events : doc;
  if (!Array.isArray(items))
    return { problem: { line: 1, message: 'expected an array of events or { "events": [...] }' } };
  const lines = elementLines(text, wrapped ? 2 : 1);
  return {
    rows: items.map((raw, i) => ({
      line: lines.length === items.length ? lines[i]! : i + 1,
      raw: raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Raw) : { __notAnObject: true },
    })),
  };
}

/** The line where each value of the events array starts (values at `depth` inside the document's brackets). */
function elementLines(text: string, depth: number): number[] {
  const lines: number[] = [];
  let d = 0;
  let line = 1;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (d === depth && expectValue && c !== ']') {
      lines.push(line);
      expectValue = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      d++;
      if (d === depth && c === '[') expectValue = true;
    } else if (c === ']' || c === '}') d--;
    else if (c === ',' && d === depth) expectValue = true;
  }
  return lines;
}

function csvRows(text: string): { rows: { line: number; raw: Raw }[] } | { problem: ImportProblem } {
  const [header, ...records] = parseCsv(text);
  if (!header) return { problem: { line: 1, message: 'the file is empty' } };
  const names = header.fields.map((h) => h.trim().toLowerCase());
  if (!names.includes('title'))
    return { problem: { line: header.line, message: 'the header row has no "title" column' } };
  return {
    rows: records.map(({ line, fields }) => ({
      line,
      raw: Object.fromEntries(names.map((n, i) => [n, fields[i] ?? ''])),
    })),
  };
}

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '').trim();
  return s === '' ? null : s.slice(0, 64);
};

function toEvent(raw: Raw): EconomicEventInput | 'skip' | string {
  if (raw.__notAnObject) return 'not an object';
  const impactText = text(raw.impact)?.toLowerCase() ?? '';
  if (SKIPPED_IMPACTS.has(impactText)) return 'skip';
  const impact = economicImpactSchema.safeParse(impactText);
  if (!impact.success) return `impact "${impactText}" is not low, medium or high`;
  const title = text(raw.title);
  if (!title) return 'no title';
  // Weekly feeds often put the currency in "country" ("USD"); a two-letter "country" is a country.
  const countryText = text(raw.country)?.toUpperCase() ?? null;
  const currency = (text(raw.currency) ?? (countryText?.length === 3 ? countryText : null))?.toUpperCase();
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return 'no three-letter currency';
  const country = countryText?.length === 2 ? countryText : (COUNTRY_OF[currency] ?? null);
  const time = parseTime(raw);
  if (typeof time === 'string') return time;
  return {
    time,
    currency,
    country,
    title: title.slice(0, 200),
    impact: impact.data,
    forecast: text(raw.forecast),
    previous: text(raw.previous),
    actual: text(raw.actual),
  };
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The event's moment: an ISO 8601 time with its offset (`time` or `date`), or a `date` (YYYY-MM-DD) and a
 * `time` (HH:MM, 24 h) in UTC; "All Day" or an empty time is midnight UTC.
 */
function parseTime(raw: Raw): Date | string {
  const date = text(raw.date);
  const clock = text(raw.time);
  const whole = [clock, date].find((v) => v && ISO_WITH_ZONE.test(v));
  if (whole) return checked(new Date(whole), whole);
  if (!date) return clock ? `time "${clock}" has no UTC offset (ISO 8601 with Z or ±hh:mm)` : 'no date or time';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !sameDay(date))
    return `date "${date}" is not a YYYY-MM-DD day or ISO 8601 with an offset`;
  if (!clock || /^all ?day$/i.test(clock)) return checked(new Date(`${date}T00:00:00Z`), date);
  const m = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!m || Number(m[1]) > 23) return `time "${clock}" is not HH:MM`;
  return checked(new Date(`${date}T${m[1]!.padStart(2, '0')}:${m[2]}:00Z`), `${date} ${clock}`);
}

const checked = (d: Date, source: string): Date | string =>
  Number.isNaN(d.getTime()) ? `"${source}" is not a real date and time` : d;

/** Whether a YYYY-MM-DD names a real day (no 2026-02-30, no month 13). */
function sameDay(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}
