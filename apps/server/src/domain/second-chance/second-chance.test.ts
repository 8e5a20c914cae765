import { describe, expect, it } from 'vitest';
import { resetPriceOf, secondChanceFor, type SecondChanceInput } from './second-chance.ts';

const base: SecondChanceInput = {
  terms: {
    freeRetry: { enabled: true, maxPerAccount: 1 },
    paidReset: { enabled: true, price: { kind: 'percentOff', percent: 20 }, maxPerAccount: 1 },
  },
  end: 'time',
  isFunded: false,
  profitAtEnd: 1,
  taken: { retries: 0, resets: 0 },
  replaced: false,
  resetPending: false,
  packagePrice: 10_000,
  currency: 'USD',
};

describe('secondChanceFor', () => {
  it('offers both options to a phase ended by time in profit', () => {
    expect(secondChanceFor(base)).toEqual({
      freeRetry: { available: true, reason: null },
      paidReset: { available: true, reason: null, price: 8_000 },
    });
  });

  it('offers nothing without terms (an order bought before the package had them)', () => {
    const v = secondChanceFor({ ...base, terms: null });
    expect(v.freeRetry.reason).toBe('notOffered');
    expect(v.paidReset).toEqual({ available: false, reason: 'notOffered', price: null });
  });

  it('keeps each option to its own switch', () => {
    const off = { ...base.terms!, freeRetry: { enabled: false, maxPerAccount: 1 } };
    const v = secondChanceFor({ ...base, terms: off });
    expect(v.freeRetry.reason).toBe('notOffered');
    expect(v.paidReset.available).toBe(true);
  });

  it.each([
    [{ end: 'none' as const }, 'notEnded'],
    [{ isFunded: true }, 'funded'],
    [{ replaced: true }, 'alreadyTaken'],
    [{ resetPending: true }, 'resetPending'],
  ])('refuses both options for %o', (over, reason) => {
    const v = secondChanceFor({ ...base, ...over });
    expect(v.freeRetry).toEqual({ available: false, reason });
    expect(v.paidReset).toMatchObject({ available: false, reason });
  });

  it('refuses a retry after a breach or a loss but still offers the reset', () => {
    expect(secondChanceFor({ ...base, end: 'breach' }).freeRetry.reason).toBe('endedByBreach');
    expect(secondChanceFor({ ...base, profitAtEnd: -1 }).freeRetry.reason).toBe('notInProfit');
    expect(secondChanceFor({ ...base, profitAtEnd: 0 }).paidReset.available).toBe(true);
  });

  it('counts the limits apart: a retry taken does not use a reset', () => {
    const v = secondChanceFor({ ...base, taken: { retries: 1, resets: 0 } });
    expect(v.freeRetry.reason).toBe('limitReached');
    expect(v.paidReset.available).toBe(true);
    expect(secondChanceFor({ ...base, taken: { retries: 0, resets: 1 } }).paidReset.reason).toBe('limitReached');
  });
});

describe('resetPriceOf', () => {
  it('rounds a percentage off half up to the minor unit', () => {
    expect(resetPriceOf({ kind: 'percentOff', percent: 50 }, 101, 'USD')).toBe(51); // 50.5 → 51
    expect(resetPriceOf({ kind: 'percentOff', percent: 10 }, 99_99, 'USD')).toBe(89_99); // 8,999.1 → 8,999
  });
  it('takes a fixed price in the account currency only', () => {
    expect(resetPriceOf({ kind: 'fixed', amounts: { EUR: 5_000 } }, 99_00, 'EUR')).toBe(5_000);
    expect(resetPriceOf({ kind: 'fixed', amounts: { EUR: 5_000 } }, 99_00, 'GBP')).toBeNull();
  });
});
