import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatFraction,
  formatMoney,
  formatNumber,
  formatPercent,
  percentOf,
  toMajor,
} from './money.ts';

describe('money in minor units', () => {
  it('shows whole amounts without cents, in the active language', () => {
    expect(formatMoney(10_000_000, 'USD', 'en')).toBe('$100,000');
    expect(formatMoney(10_000_000, 'USD', 'de')).toBe('100.000\u00a0$');
    expect(formatMoney(5_000_000, 'EUR', 'fr')).toMatch(/^50\s000\s€$/);
  });

  it('shows cents when the amount has any', () => {
    expect(formatMoney(8990, 'USD', 'en')).toBe('$89.90');
    expect(formatMoney(8990, 'EUR', 'de')).toBe('89,90\u00a0€');
  });

  it('follows the currency’s own decimals', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('computes and formats percentages', () => {
    expect(percentOf(10_000_000, 5)).toBe(500_000);
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatPercent(0.5, 'en')).toBe('0.5%');
  });

  it('signs results but not amounts', () => {
    expect(formatMoney(25_000, 'USD', 'en', true)).toBe('+$250');
    expect(formatMoney(-45_833, 'USD', 'en', true)).toBe('-$458.33');
    expect(formatMoney(0, 'USD', 'en', true)).toBe('$0');
    expect(formatMoney(-45_833, 'USD', 'en')).toBe('-$458.33');
  });

  it('formats fractions as percentages and plain numbers', () => {
    expect(formatFraction(0.625, 'en')).toBe('62.5%');
    expect(formatFraction(1, 'de')).toBe('100\u00a0%');
    expect(formatNumber(1.7727, 'en')).toBe('1.77');
    expect(toMajor(10_052_500, 'USD')).toBe(100_525);
    expect(toMajor(1500, 'JPY')).toBe(1500);
  });
});
