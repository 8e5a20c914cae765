import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { numberArray, textArray } from './sql-arrays.ts';

/** The driver's conversion of a parameter (untyped: not part of its declared API). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (v: unknown) => unknown };

describe('numberArray', () => {
  it('writes numbers and nulls as an array literal', () => {
    expect(numberArray([1, -2.5, null, undefined, 1.08, 1e21, 0])).toBe('{1,-2.5,NULL,NULL,1.08,1e+21,0}');
    expect(numberArray([])).toBe('{}');
  });
  it('writes large integers (epoch ms) as String does', () => {
    const values = [1e9, 1e9 - 1, 1e15 - 1, 1e15, 1_767_607_200_000, 1_767_607_200_001, 1_000_000_000_007, 2 ** 40];
    let seed = 3;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const scale = [1e9, 1e11, 1e12, 1e13, 1e14][i % 5]!;
      values.push(Math.floor((seed / 2_147_483_648) * scale * 9), (seed / 2_147_483_648) * 1e13, -seed * 1000);
    }
    expect(numberArray(values)).toBe(`{${values.map(String).join(',')}}`);
  });
  it('refuses what is not a finite number', () => {
    expect(() => numberArray([Number.NaN])).toThrow(RangeError);
    expect(() => numberArray([Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});

describe('textArray', () => {
  /** The driver's own literal for a JavaScript array parameter: what textArray replaces. */
  const driver = (values: readonly (string | null | undefined)[]) => prepareValue([...values]) as string;

  it('writes what the driver writes', () => {
    const cases: (string | null | undefined)[][] = [
      [],
      [''],
      [null],
      [undefined, 'NULL', 'null'],
      ['dealOpened', 'o1', 'p1'],
      ['a"b', 'c\\d', '\\"', '"\\', '{x,y}', ' lead', 'trail ', 'é ü 😀', 'a,b'],
      ['{1,2,3}', '{NULL}', '{}'],
    ];
    for (const values of cases) expect(textArray(values)).toBe(driver(values));
  });

  it('writes what the driver writes on random strings', () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = ['a', 'Z', '0', ' ', ',', '{', '}', '"', '\\', "'", 'é', '😀', '\n', 'N', 'U', 'L'];
    for (let n = 0; n < 2000; n++) {
      const values = Array.from({ length: Math.floor(rnd() * 6) }, () => {
        if (rnd() < 0.1) return null;
        return Array.from({ length: Math.floor(rnd() * 8) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join(
          '',
        );
      });
      expect(textArray(values)).toBe(driver(values));
    }
  });
});
