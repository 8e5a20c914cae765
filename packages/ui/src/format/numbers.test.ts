import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, toMajor } from '@portal/contract';
import {
  formatFigure,
  formatFraction,
  formatLots,
  formatNumber,
  formatPercent,
  formatPrice,
  percentOf,
} from './numbers.ts';

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

  it('writes a number of percent and a ratio alike, with the space where the language puts one', () => {
    for (const language of ['en', 'de', 'es', 'fr']) {
      expect(formatPercent(33.3, language)).toBe(formatFraction(0.333, language));
    }
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(10, 'de')).toBe('10\u00a0%');
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

describe('numbers beside money', () => {
  it('quotes a price to every decimal of its instrument, in the active language', () => {
    expect(formatPrice(1.0849, 5, 'en')).toBe('1.08490');
    expect(formatPrice(1.08493, 5, 'de')).toBe('1,08493');
    expect(formatPrice(2350.3, 2, 'fr')).toMatch(/^2\s350,30$/);
    expect(formatPrice(157.123, 3, 'es')).toBe('157,123');
  });

  it('shows lots to two decimals at most', () => {
    expect(formatLots(0.5, 'en')).toBe('0.5');
    expect(formatLots(0.1, 'de')).toBe('0,1');
    expect(formatLots(2.345, 'en')).toBe('2.35');
  });
});

describe('economic calendar figures', () => {
  it('keeps English figures as published', () => {
    for (const v of [
      '0.4%',
      '-1.7%',
      '3.75%',
      '0.00%',
      '3.96M',
      '-3.4M',
      '224K',
      '20.0K',
      '-0.52T',
      '1.2B',
      '13.0',
      '-12.8',
    ])
      expect(formatFigure(v, 'en'), v).toBe(v);
  });

  it('reads them in German with its separators, its percent sign and its scale words', () => {
    expect(formatFigure('0.4%', 'de')).toBe('0,4\u00a0%');
    expect(formatFigure('3.75%', 'de')).toBe('3,75\u00a0%');
    expect(formatFigure('0.00%', 'de')).toBe('0,00\u00a0%');
    expect(formatFigure('3.96M', 'de')).toBe('3,96\u00a0Mio.');
    expect(formatFigure('-0.52T', 'de')).toBe('-0,52\u00a0Bio.');
    expect(formatFigure('1.2B', 'de')).toBe('1,2\u00a0Mrd.');
    expect(formatFigure('224K', 'de')).toBe('224.000');
    expect(formatFigure('-65.5K', 'de')).toBe('-65.500');
    expect(formatFigure('13.0', 'de')).toBe('13,0');
  });

  it('reads them in French and Spanish', () => {
    expect(formatFigure('-1.7%', 'fr')).toMatch(/^-1,7\s%$/);
    expect(formatFigure('3.96M', 'fr')).toMatch(/^3,96\sM$/);
    expect(formatFigure('2.9%', 'es')).toMatch(/^2,9\s%$/);
    expect(formatFigure('3.96M', 'es')).toMatch(/^3,96\sM$/);
    expect(formatFigure('224K', 'fr')).toMatch(/^224\sk$/);
    // Spanish has no short word for a billion: the compact form, with the published precision
    expect(formatFigure('1.2B', 'es')).toMatch(/^1200\sM$/);
  });

  it('shows any other text as published', () => {
    for (const v of ['N/A', '$1.2B', '<0.1%', '1.2.3', '']) expect(formatFigure(v, 'de'), v).toBe(v);
  });
});
