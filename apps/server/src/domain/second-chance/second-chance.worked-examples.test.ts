import type { SecondChance } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { secondChanceFor, type SecondChanceInput } from './second-chance.ts';

/**
 * The worked examples of docs/challenge-rules.md "A second chance", with the doc's numbers. When an example changes
 * in the doc, it changes here, and the other way round.
 */
const money = (units: number) => Math.round(units * 100);
const ACCOUNT = money(100_000);
const terms = (over: Partial<{ retries: number; resets: number; price: SecondChance['paidReset']['price'] }> = {}) => ({
  freeRetry: { enabled: true, maxPerAccount: over.retries ?? 1 },
  paidReset: { enabled: true, price: over.price ?? { kind: 'packagePrice' as const }, maxPerAccount: over.resets ?? 1 },
});
const ended = (over: Partial<SecondChanceInput> = {}): SecondChanceInput => ({
  terms: terms(),
  end: 'time',
  isFunded: false,
  profitAtEnd: 0,
  taken: { retries: 0, resets: 0 },
  replaced: false,
  resetPending: false,
  packagePrice: money(549),
  currency: 'USD',
  ...over,
});
/** Profit at the verdict from the equity then, on a 100,000.00 account with no deposits. */
const withEquity = (equity: number) => equity - ACCOUNT;

describe('docs/challenge-rules.md "A second chance" worked examples', () => {
  it('Example SC-1 (Ended by time, in profit): 0.01 is a profit, 0 is not, a breach is no retry', () => {
    expect(secondChanceFor(ended({ profitAtEnd: withEquity(money(100_000.01)) })).freeRetry).toEqual({
      available: true,
      reason: null,
    });
    expect(secondChanceFor(ended({ profitAtEnd: withEquity(money(100_000)) })).freeRetry).toEqual({
      available: false,
      reason: 'notInProfit',
    });
    const breach = secondChanceFor(ended({ end: 'breach', profitAtEnd: withEquity(money(104_000)) }));
    expect(breach.freeRetry.reason).toBe('endedByBreach');
    expect(breach.paidReset.available).toBe(true);
  });

  it('Example SC-2 (The limit): one retry taken on the line, then none; with two allowed, one more', () => {
    const again = ended({ profitAtEnd: money(250), taken: { retries: 1, resets: 0 } });
    expect(secondChanceFor(again).freeRetry.reason).toBe('limitReached');
    expect(secondChanceFor({ ...again, terms: terms({ retries: 2 }) }).freeRetry.available).toBe(true);
  });

  it('Example SC-3 (Reset prices): 549.00 EUR at its price, 15 % and 33 % off, a fixed USD price', () => {
    const eur = (price: SecondChance['paidReset']['price']) =>
      secondChanceFor(ended({ terms: terms({ price }), currency: 'EUR', end: 'breach' })).paidReset;
    expect(eur({ kind: 'packagePrice' }).price).toBe(money(549));
    expect(eur({ kind: 'percentOff', percent: 15 }).price).toBe(money(466.65));
    expect(eur({ kind: 'percentOff', percent: 33 }).price).toBe(money(367.83));
    expect(eur({ kind: 'fixed', amounts: { USD: money(99) } })).toEqual({
      available: false,
      reason: 'noPrice',
      price: null,
    });
    const usd = secondChanceFor(ended({ terms: terms({ price: { kind: 'fixed', amounts: { USD: money(99) } } }) }));
    expect(usd.paidReset).toEqual({ available: true, reason: null, price: money(99) });
  });

  it('Example SC-4 (Reset limit and a pending order)', () => {
    const twice = terms({ resets: 2 });
    expect(secondChanceFor(ended({ terms: twice, taken: { retries: 0, resets: 2 } })).paidReset.reason).toBe(
      'limitReached',
    );
    const pending = secondChanceFor(
      ended({ terms: twice, taken: { retries: 0, resets: 1 }, resetPending: true, profitAtEnd: money(10) }),
    );
    expect(pending.paidReset.reason).toBe('resetPending');
    expect(pending.freeRetry.reason).toBe('resetPending');
  });
});
