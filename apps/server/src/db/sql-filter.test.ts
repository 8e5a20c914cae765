import { describe, expect, it } from 'vitest';
import { pageSql } from './sql-filter.ts';

describe('pageSql', () => {
  it('writes the limit and the offset of a page', () => {
    expect(pageSql(1, 10)).toBe('limit 10 offset 0');
    expect(pageSql(3, 25)).toBe('limit 25 offset 50');
  });

  it.each([
    [0, 10],
    [1, 0],
    [1.5, 10],
    [1, Number.NaN],
    [-1, 10],
  ])('refuses page %s of size %s rather than writing it into the SQL', (page, size) => {
    expect(() => pageSql(page, size)).toThrow(RangeError);
  });
});
