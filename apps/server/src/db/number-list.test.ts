import { describe, expect, it } from 'vitest';
import { numbersOfList } from './number-list.ts';

const asSplit = (text: string) => (text === '' ? [] : text.split(',').map(Number));

describe('numbersOfList', () => {
  it('reads what split and Number read', () => {
    for (const text of [
      '0',
      '-0',
      '7',
      '1,2,3',
      '10000000,-250,0,1732406400000',
      '999999999999999,1000000000000000,-9007199254740993,12345678901234567890',
      '1.5,-0.25,1e+21,1.7976931348623157e+308,5e-324',
      'NaN,Infinity,-Infinity',
      '1,,2',
      ',',
      '1,',
      '-',
      ' 1, 2 ',
      '+3',
      '0x10,1_000',
    ])
      expect(numbersOfList(text)).toEqual(asSplit(text));
  });

  it('reads no number from an empty text', () => {
    expect(numbersOfList('')).toEqual([]);
  });

  it('keeps the sign of zero', () => {
    expect(Object.is(numbersOfList('-0')[0], -0)).toBe(true);
  });

  it('reads every number PostgreSQL writes for the chart the same way', () => {
    let seed = 3;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const values = Array.from({ length: 5000 }, (_, i) =>
      i % 3 === 0 ? Math.floor(rnd() * 2 ** 53) : Math.round((rnd() - 0.5) * 10 ** (i % 12)),
    );
    const text = values.join(',');
    expect(numbersOfList(text)).toEqual(asSplit(text));
  });
});
