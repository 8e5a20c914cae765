import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { applyEvents, createEvaluation } from '../evaluation/engine.ts';
import { at, bareRules, trade, withdrawal } from '../evaluation/test-events.ts';
import { eligibilityChecklist, refusalOf, type EligibilityFacts } from './eligibility.ts';
import { nextPayoutAt } from './payout-cycle.ts';
import { boundsIn, closedProfitAbove, grossProfitFor, traderShare, withdrawable } from './payout-money.ts';

/** Every worked example of docs/payouts.md, with the doc's exact numbers (minor units). */
const M = (units: number) => Math.round(units * 100);
const ACCOUNT = M(100_000);

describe('docs/payouts.md worked examples', () => {
  it('Example 1 (withdrawable): the share of the closed profit, less pending payouts', () => {
    expect(withdrawable({ balance: M(105_000), initialBalance: ACCOUNT, splitPercent: 80, pending: 0 })).toBe(M(4_000));
    expect(withdrawable({ balance: M(105_000), initialBalance: ACCOUNT, splitPercent: 80, pending: M(1_500) })).toBe(
      M(2_500),
    );
    // below the initial balance nothing is withdrawable, and pending never makes it negative
    expect(withdrawable({ balance: M(99_000), initialBalance: ACCOUNT, splitPercent: 80, pending: 0 })).toBe(0);
    expect(withdrawable({ balance: M(100_100), initialBalance: ACCOUNT, splitPercent: 80, pending: M(500) })).toBe(0);
  });

  it('Example 2 (rounding): the share rounds down, the gross profit up', () => {
    expect(traderShare(3, 75)).toBe(2);
    expect(grossProfitFor(2, 75, 3)).toBe(3);
  });

  it('Example 3 (full payout): a full payout takes the whole profit, a partial one the amount grossed up', () => {
    const above = closedProfitAbove(M(105_000), ACCOUNT);
    expect(grossProfitFor(M(4_000), 80, above)).toBe(M(5_000));
    expect(M(105_000) - grossProfitFor(M(4_000), 80, above)).toBe(ACCOUNT);
    expect(grossProfitFor(M(1_000), 80, above)).toBe(M(1_250));
  });

  it('Example 4 (bounds): USD bounds converted, the minimum up and the maximum down', () => {
    const usd = { min: M(50), max: M(10_000) };
    expect(boundsIn('USD', usd, {})).toEqual(usd);
    expect(boundsIn('EUR', usd, { EUR: 920_000 })).toEqual({ min: M(46), max: M(9_200) });
    expect(boundsIn('EUR', usd, { EUR: 923_456 })).toEqual({ min: M(46.18), max: M(9_234.56) });
    expect(boundsIn('GBP', usd, { EUR: 920_000 })).toBeNull();
    // Many units per USD: the product passes 2^53 and is still rounded exactly (a float gave 16121684966210).
    const many = { min: 999_890_109, max: 999_890_109 };
    expect(boundsIn('IDR', many, { IDR: 16_123_456_789 })).toEqual({
      min: 16_121_684_966_211,
      max: 16_121_684_966_210,
    });
  });

  it('Example 5 (cycle): N days after the first funded trade, then after the last paid request', () => {
    const first = new Date('2026-03-02T09:30:00Z');
    expect(nextPayoutAt({ firstFundedTradeAt: first, lastPaidRequestedAt: null, cycleDays: 14 })?.toISOString()).toBe(
      '2026-03-16T09:30:00.000Z',
    );
    expect(
      nextPayoutAt({
        firstFundedTradeAt: first,
        lastPaidRequestedAt: new Date('2026-03-20T00:00:00Z'),
        cycleDays: 14,
      })?.toISOString(),
    ).toBe('2026-04-03T00:00:00.000Z');
    expect(nextPayoutAt({ firstFundedTradeAt: null, lastPaidRequestedAt: null, cycleDays: 14 })).toBeNull();
  });

  it('Example 6 (after paid): the withdrawal brings the balance back and the floors follow it', () => {
    const rules = {
      ...bareRules,
      dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
      maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
    } as const;
    const start = at('2026-03-02T07:00');
    const traded = applyEvents(createEvaluation(rules, { initialBalance: ACCOUNT, startTime: start }), [
      ...trade(at('2026-03-02T09:00'), at('2026-03-02T10:00'), M(4_000), 'p1'),
    ]);
    expect(traded.balance).toBe(M(104_000));
    expect(traded.day.dailyFloor).toBe(M(95_000));
    expect(traded.maxLoss.floor).toBe(M(90_000));
    const gross = grossProfitFor(M(3_200), 80, closedProfitAbove(traded.balance, ACCOUNT));
    expect(gross).toBe(M(4_000));
    const paid = applyEvents(traded, [withdrawal(at('2026-03-02T11:00'), gross)]);
    expect(paid).toMatchObject({ balance: ACCOUNT, equity: ACCOUNT });
    expect(paid.day.dailyFloor).toBe(M(91_000));
    expect(paid.maxLoss.floor).toBe(M(86_000));
    expect(paid.verdict.status).toBe('inProgress');
    expect(withdrawable({ balance: paid.balance, initialBalance: ACCOUNT, splitPercent: 80, pending: 0 })).toBe(0);
  });

  it('the checklist refuses in order, each item with its number', () => {
    const now = new Date('2026-04-01T00:00:00Z');
    const green: EligibilityFacts = {
      isFunded: true,
      status: 3,
      openPositions: 0,
      pendingPayouts: 0,
      now,
      nextPayoutAt: new Date('2026-03-16T00:00:00Z'),
      consistency: { bestDaySharePercent: 30, maxPercent: 40 },
      amount: M(1_000),
      min: M(50),
      max: M(10_000),
      withdrawable: M(4_000),
    };
    expect(refusalOf(eligibilityChecklist(green))).toBe(ResultCode.Ok);
    const code = (o: Partial<EligibilityFacts>) => refusalOf(eligibilityChecklist({ ...green, ...o }));
    expect(code({ isFunded: false, status: 2 })).toBe(ResultCode.PayoutIsBlocked);
    expect(code({ status: 15 })).toBe(ResultCode.PayoutIsBlocked);
    expect(code({ status: 9 })).toBe(ResultCode.TraderIsNotVerified);
    expect(code({ openPositions: 2, amount: M(20_000) })).toBe(ResultCode.UserHasOpenPositions);
    expect(code({ pendingPayouts: 1 })).toBe(ResultCode.PayoutIsBlocked);
    expect(code({ nextPayoutAt: new Date('2026-04-02T00:00:00Z') })).toBe(ResultCode.PayoutIsBlocked);
    expect(code({ nextPayoutAt: null })).toBe(ResultCode.PayoutIsBlocked);
    expect(code({ consistency: { bestDaySharePercent: 55, maxPercent: 40 } })).toBe(ResultCode.PayoutIsBlocked);
    expect(code({ amount: M(20) })).toBe(ResultCode.AmountLessThanMin);
    expect(code({ amount: M(20_000) })).toBe(ResultCode.AmountExceedsMax);
    expect(code({ amount: M(5_000) })).toBe(ResultCode.NotEnoughBalance);
    const items = eligibilityChecklist({ ...green, amount: M(5_000) });
    expect(items.find((i) => i.key === 'withinWithdrawable')).toEqual({
      key: 'withinWithdrawable',
      ok: false,
      resultCode: ResultCode.NotEnoughBalance,
      value: M(5_000),
      limit: M(4_000),
    });
  });
});
