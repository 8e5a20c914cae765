import { wellKnownScalingPlan, type ScalingPlan } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { closedProfitAbove } from '../payouts/payout-money.ts';
import { createEvaluation, applyEvents } from '../evaluation/engine.ts';
import { resizeEvaluation } from '../evaluation/resize.ts';
import { at, closed, opened, rulesWith } from '../evaluation/test-events.ts';
import { nextSizeOf, reviewOutcome, scalingConditions, type ScalingFacts } from './scaling-review.ts';

/** Every scaling example of docs/challenge-rules.md ("Scaling plan"), with the doc's exact numbers (minor units). */
const M = (units: number) => Math.round(units * 100);
const SIZE = M(100_000);
export const FTMO_LIKE: ScalingPlan = wellKnownScalingPlan(M(200_000), { review: 'auto' });
const facts = (f: Partial<ScalingFacts>): ScalingFacts => ({
  size: SIZE,
  openingBalance: SIZE,
  balance: SIZE,
  withdrawnInPeriod: 0,
  paidPayouts: 0,
  breached: false,
  ...f,
});

describe('docs/challenge-rules.md scaling examples', () => {
  it('Example S1 (Qualified): exactly 10 % with payouts counted back in grows the account by 25 %', () => {
    const conditions = scalingConditions(
      FTMO_LIKE,
      facts({ balance: M(104_000), withdrawnInPeriod: M(6_000), paidPayouts: 2 }),
    );
    expect(conditions).toEqual([
      { key: 'profit', met: true, required: 10, actual: 10 },
      { key: 'paidPayouts', met: true, required: 2, actual: 2 },
      { key: 'noBreach', met: true, required: 1, actual: 1 },
      { key: 'inProfitAtReview', met: true, required: 1, actual: 1 },
    ]);
    expect(reviewOutcome(FTMO_LIKE, conditions, SIZE, SIZE)).toEqual({ decision: 'applied', newSize: M(125_000) });
  });

  it('Example S2 (Not qualified): 8 % and one payout of two, the size stays', () => {
    const conditions = scalingConditions(
      FTMO_LIKE,
      facts({ balance: M(105_000), withdrawnInPeriod: M(3_000), paidPayouts: 1 }),
    );
    expect(conditions.filter((c) => !c.met).map((c) => [c.key, c.actual])).toEqual([
      ['profit', 8],
      ['paidPayouts', 1],
    ]);
    expect(reviewOutcome(FTMO_LIKE, conditions, SIZE, SIZE)).toEqual({ decision: 'notQualified', newSize: SIZE });
  });

  it('Example S3 (Cap): the last step stops at the cap, then a qualified review is capped', () => {
    expect(nextSizeOf(FTMO_LIKE, SIZE, M(187_500))).toBe(M(200_000));
    const met = [{ key: 'profit' as const, met: true, required: 10, actual: 12 }];
    expect(reviewOutcome(FTMO_LIKE, met, SIZE, M(200_000))).toEqual({ decision: 'capped', newSize: M(200_000) });
  });

  it('Example S4 (Floors recomputed): the floors follow the new size, the profit above it stays', () => {
    const rules = rulesWith({
      dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
    });
    const t = at('2026-03-02T09:00');
    const state = applyEvents(createEvaluation(rules, { initialBalance: SIZE, startTime: t }), [
      opened(t + 1000),
      closed(t + 2000, M(4_000)),
    ]);
    const grown = resizeEvaluation(state, M(125_000));
    expect(grown.balance).toBe(M(129_000));
    expect(grown.maxLoss.floor).toBe(M(112_500));
    expect(grown.day.dailyAllowance).toBe(M(6_250));
    expect(grown.day.dailyFloor).toBe(M(118_750));
    expect(closedProfitAbove(grown.balance, grown.initialBalance)).toBe(M(4_000));
    const better = resizeEvaluation(state, M(125_000), { dailyLossPercent: 6 });
    expect(better.day.dailyAllowance).toBe(M(7_500));
    expect(better.day.dailyFloor).toBe(M(117_500));
    expect(better.rules.dailyLoss?.percent).toBe(6);
  });
});
