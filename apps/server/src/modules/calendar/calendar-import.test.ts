import { describe, expect, it } from 'vitest';
import { detectFormat, parseCalendar } from './calendar-import.ts';
import { parseCsv } from './calendar-csv.ts';

describe('calendar export parsing', () => {
  it('reads the weekly JSON feed shape: currency in "country", ISO time with offset, Holiday rows skipped', () => {
    const json = `[
  {"title":"CPI m/m","country":"USD","date":"2026-11-17T08:30:00-05:00","impact":"High","forecast":"0.3%","previous":"0.4%"},
  {"title":"Bank Holiday","country":"JPY","date":"2026-11-23T00:00:00+09:00","impact":"Holiday","forecast":"","previous":""},
  {"title":"German ZEW Economic Sentiment","currency":"EUR","country":"DE","time":"2026-11-17T10:00:00Z","impact":"medium","forecast":13,"actual":"15.2"}
]`;
    const r = parseCalendar(json, 'json');
    expect(r.problems).toEqual([]);
    expect(r.skipped).toBe(1);
    expect(r.events).toEqual([
      {
        time: new Date('2026-11-17T13:30:00Z'),
        currency: 'USD',
        country: 'US',
        title: 'CPI m/m',
        impact: 'high',
        forecast: '0.3%',
        previous: '0.4%',
        actual: null,
      },
      {
        time: new Date('2026-11-17T10:00:00Z'),
        currency: 'EUR',
        country: 'DE',
        title: 'German ZEW Economic Sentiment',
        impact: 'medium',
        forecast: '13',
        previous: null,
        actual: '15.2',
      },
    ]);
  });

  it('reports bad JSON items with the line they start on, and accepts { "events": [...] }', () => {
    const json = [
      '{ "events": [',
      '  { "title": "GDP m/m", "currency": "GBP", "time": "2026-11-17T07:00:00Z", "impact": "high" },',
      '  {',
      '    "title": "No zone", "currency": "GBP", "time": "2026-11-17T07:00:00", "impact": "high"',
      '  },',
      '  { "title": "x", "currency": "GBP", "time": "2026-11-17T07:00:00Z", "impact": "huge" }',
      ']}',
    ].join('\n');
    const r = parseCalendar(json, 'json');
    expect(r.events.map((e) => e.title)).toEqual(['GDP m/m']);
    expect(r.problems).toEqual([
      { line: 3, message: 'time "2026-11-17T07:00:00" has no UTC offset (ISO 8601 with Z or ±hh:mm)' },
      { line: 6, message: 'impact "huge" is not low, medium or high' },
    ]);
    expect(parseCalendar('[{', 'json').problems[0]!.message).toMatch(/^not valid JSON/);
    expect(parseCalendar('{"items":[]}', 'json').problems).toHaveLength(1);
  });

  it('reads CSV with a header (date + UTC time, or an ISO time), quotes and CRLF; bad rows by line', () => {
    const csv = [
      'Title,Currency,Country,Date,Time,Impact,Forecast,Previous,Actual',
      '"Non-Farm Employment Change",USD,US,2026-11-20,13:30,High,55K,22K,',
      '"Retail Sales m/m, ex autos",GBP,,2026-11-20,9:30,medium,0.3%,"0.5%",-0.2%',
      '',
      'ECB Press Conference,EUR,EU,2026-11-19T13:45:00Z,,high,,,',
      'Broken,US,US,2026-11-20,25:00,high,,,',
      'No currency,,,2026-11-20,10:00,low,,,',
    ].join('\r\n');
    const r = parseCalendar(csv, 'csv');
    expect(r.events.map((e) => [e.title, e.time.toISOString(), e.currency, e.country, e.actual])).toEqual([
      ['Non-Farm Employment Change', '2026-11-20T13:30:00.000Z', 'USD', 'US', null],
      ['Retail Sales m/m, ex autos', '2026-11-20T09:30:00.000Z', 'GBP', 'GB', '-0.2%'],
      ['ECB Press Conference', '2026-11-19T13:45:00.000Z', 'EUR', 'EU', null],
    ]);
    expect(r.problems).toEqual([
      { line: 6, message: 'no three-letter currency' },
      { line: 7, message: 'no three-letter currency' },
    ]);
    expect(parseCalendar('Time,Impact\n', 'csv').problems).toEqual([
      { line: 1, message: 'the header row has no "title" column' },
    ]);
  });

  it('reports an impossible time', () => {
    const r = parseCalendar(
      'title,currency,date,time,impact\nX,USD,2026-11-20,24:00,low\nY,USD,2026-02-30,10:00,low\nZ,USD,2026-13-45,10:00,low',
      'csv',
    );
    expect(r.problems.map((p) => p.line)).toEqual([2, 3, 4]);
  });

  it('parses quoted line breaks and counts lines right after them', () => {
    expect(parseCsv('a,b\n"x\ny",z\nq,r')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x\ny', 'z'] },
      { line: 4, fields: ['q', 'r'] },
    ]);
  });

  it('detects the format by extension, then by content', () => {
    expect(detectFormat('week.CSV', '[')).toBe('csv');
    expect(detectFormat('week.json', 'a,b')).toBe('json');
    expect(detectFormat('export', '  [{}]')).toBe('json');
    expect(detectFormat('export', 'title,currency')).toBe('csv');
  });
});
