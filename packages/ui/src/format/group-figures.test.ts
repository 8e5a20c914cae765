import { describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/contract';
import { anyCents, formatSharePercent } from './group-figures.ts';

describe('figures read side by side', () => {
  it('gives a share two decimals, whatever its value', () => {
    expect(formatSharePercent(2.6, 'en')).toBe('2.60%');
    expect(formatSharePercent(-0.01, 'en')).toBe('-0.01%');
    expect(formatSharePercent(0, 'en')).toBe('0.00%');
    expect(formatSharePercent(3.94, 'de')).toBe('3,94\u00a0%');
  });

  it("gives money its cents even when whole with the contract's formatter, signed for results", () => {
    expect(formatMoney(1_000_000, 'USD', 'en', false, true)).toBe('$10,000.00');
    expect(formatMoney(2_526_517, 'USD', 'en', false, true)).toBe('$25,265.17');
    expect(formatMoney(-100, 'USD', 'en', true, true)).toBe('-$1.00');
    expect(formatMoney(0, 'USD', 'en', true, true)).toBe('$0.00');
    expect(formatMoney(1500, 'JPY', 'en', false, true)).toBe('¥1,500');
    expect(formatMoney(1_000_000, 'EUR', 'de', false, true)).toBe('10.000,00\u00a0€');
  });

  it('says whether any amount of a group has cents', () => {
    expect(anyCents([15_500, 13_950], 'USD')).toBe(true);
    expect(anyCents([15_500, 1_000], 'USD')).toBe(false);
  });
});
