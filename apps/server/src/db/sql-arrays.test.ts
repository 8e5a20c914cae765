import { describe, expect, it } from 'vitest';
import { numberArray } from './sql-arrays.ts';

describe('numberArray', () => {
  it('writes numbers and nulls as an array literal', () => {
    expect(numberArray([1, -2.5, null, undefined, 1.08, 1e21, 0])).toBe('{1,-2.5,NULL,NULL,1.08,1e+21,0}');
    expect(numberArray([])).toBe('{}');
  });
  it('refuses what is not a finite number', () => {
    expect(() => numberArray([Number.NaN])).toThrow(RangeError);
    expect(() => numberArray([Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});
