import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvLine, csvText, fieldColumns, neutralised } from './csv.ts';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run, and quotes what would break the row', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('prefixes a text a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutralised(`${start}SUM(A1)`), JSON.stringify(start)).toBe(`'${start}SUM(A1)`);
    expect(neutralised('Northwind =1')).toBe('Northwind =1');
    expect(neutralised("'quoted")).toBe("'quoted");
  });

  it('writes RFC 4180 lines: CRLF, quotes doubled, a comma, a quote or a line break quoted', () => {
    expect(csvText([['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\rhere']])).toBe(
      'a,"b,c","say ""hi""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('neutralises text cells only: numbers stay numbers, nothing is an empty cell, a structure its JSON', () => {
    expect(csvText([['=1+1', -12.5, 0, null, undefined, Number.NaN, true, false, { a: '=x' }, '-5']])).toBe(
      `'=1+1,-12.5,0,,,,true,false,"{""a"":""=x""}",'-5\r\n`,
    );
    // a formula that also needs quotes: the apostrophe goes inside them
    expect(csvText([['=HYPERLINK("http://x","y")', '\tTAB', '\rCR']])).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",'\tTAB,"'\rCR"\r\n`,
    );
  });

  it('streams a header row of the keys, then a chunk a batch, and tells the end with the count', async () => {
    async function* batches() {
      yield [{ a: 'x', b: 1 }];
      yield [];
      yield [
        { a: '@y', b: 2 },
        { a: 'z', b: null },
      ];
    }
    const ends: [number, boolean][] = [];
    const chunks: string[] = [];
    const columns = fieldColumns<{ a: string; b: number | null }>(['a', 'b']);
    for await (const chunk of csvChunks(columns, batches(), async (n, complete) => void ends.push([n, complete])))
      chunks.push(chunk);
    expect(chunks).toEqual(['a,b\r\n', 'x,1\r\n', "'@y,2\r\nz,\r\n"]);
    expect(ends).toEqual([[3, true]]);
  });

  it('tells an export its reader left early: the rows written so far, not complete', async () => {
    let closed = false;
    async function* batches() {
      try {
        for (let i = 0; ; i++) yield [{ a: String(i) }];
      } finally {
        closed = true;
      }
    }
    const ends: [number, boolean][] = [];
    let read = 0;
    for await (const _ of csvChunks(fieldColumns<{ a: string }>(['a']), batches(), async (n, c) => {
      ends.push([n, c]);
    }))
      if (++read === 3) break;
    expect(ends).toEqual([[2, false]]);
    expect(closed).toBe(true);
  });
});
