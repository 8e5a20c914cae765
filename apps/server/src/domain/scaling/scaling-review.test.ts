import { wellKnownScalingPlan, type ScalingPlan } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from '../evaluation/engine.ts';
import { resizeEvaluation } from '../evaluation/resize.ts';
import { at, closed, opened, rulesWith } from '../evaluation/test-events.ts';
import {
  nextSizeOf,
  periodEndOf,
  reviewOutcome,
  scalingConditions,
  scalingPlanProblems,
  stepAmount,
  termsAtStep,
  type ScalingFacts,
} from './scaling-review.ts';

const SIZE = 10_000_000;
const plan: ScalingPlan = wellKnownScalingPlan(20_000_000);
const qualified: ScalingFacts = {
  size: SIZE,
  openingBalance: SIZE,
  balance: 11_000_000,
  withdrawnInPeriod: 0,
  paidPayouts: 2,
  breached: false,
};
const unmet = (f: Partial<ScalingFacts>, p: ScalingPlan = plan) =>
  scalingConditions(p, { ...qualified, ...f })
    .filter((c) => !c.met)
    .map((c) => c.key);

describe('scaling review', () => {
  it('exactly X % qualifies; one cent less does not', () => {
    expect(unmet({ balance: 11_000_000 })).toEqual([]);
    expect(unmet({ balance: 10_999_999 })).toEqual(['profit']);
  });

  it('a fractional threshold is compared exactly', () => {
    const p = { ...plan, conditions: { ...plan.conditions, minProfitPercent: 7.5 } };
    expect(unmet({ balance: 10_750_000 }, p)).toEqual([]);
    expect(unmet({ balance: 10_749_999 }, p)).toEqual(['profit']);
  });

  it('exactly K paid payouts qualifies; one fewer does not', () => {
    expect(unmet({ paidPayouts: 2 })).toEqual([]);
    expect(unmet({ paidPayouts: 1 })).toEqual(['paidPayouts']);
  });

  it('a breach in the period fails the review; a plan that does not ask leaves it out', () => {
    expect(unmet({ breached: true })).toEqual(['noBreach']);
    const p = { ...plan, conditions: { ...plan.conditions, noBreach: false, inProfitAtReview: false } };
    expect(scalingConditions(p, { ...qualified, breached: true }).map((c) => c.key)).toEqual(['profit', 'paidPayouts']);
  });

  it('in profit at review: the balance above the size, after payouts took the profit off it is not', () => {
    expect(unmet({ balance: SIZE, withdrawnInPeriod: 1_000_000 })).toEqual(['inProfitAtReview']);
  });

  it('the profit is measured from the period’s opening balance', () => {
    expect(unmet({ openingBalance: 10_500_000, balance: 11_000_000 })).toEqual(['profit']);
  });

  it('qualified: auto applies, operator waits; the cap stops the last step and then the growth', () => {
    const c = scalingConditions(plan, qualified);
    expect(reviewOutcome(plan, c, SIZE, SIZE)).toEqual({ decision: 'pending', newSize: 12_500_000 });
    expect(reviewOutcome({ ...plan, review: 'auto' }, c, SIZE, SIZE)).toEqual({
      decision: 'applied',
      newSize: 12_500_000,
    });
    expect(nextSizeOf(plan, SIZE, 19_999_999)).toBe(20_000_000);
    expect(nextSizeOf(plan, SIZE, 20_000_000)).toBeNull();
    expect(reviewOutcome(plan, c, SIZE, 20_000_000)).toEqual({ decision: 'capped', newSize: 20_000_000 });
  });

  it('a fixed step adds its amount; a percentage step rounds down', () => {
    expect(stepAmount({ ...plan, step: { kind: 'fixed', value: 500_000 } }, SIZE)).toBe(500_000);
    expect(stepAmount({ ...plan, step: { kind: 'percentOfInitial', value: 3 } }, 33_333)).toBe(999);
  });

  it('periods: N cycles of the package’s days, or N calendar months that never spill into the next month', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(periodEndOf(plan, start, 14).toISOString()).toBe('2026-03-28T10:00:00.000Z');
    const months = { ...plan, period: { unit: 'months' as const, count: 1 } };
    expect(periodEndOf(months, start, 14).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEndOf({ ...months, period: { unit: 'months', count: 4 } }, start, 14).toISOString()).toBe(
      '2026-05-31T10:00:00.000Z',
    );
  });

  it('better terms: the latest reached step’s, each field falling back to an earlier one', () => {
    const p = {
      ...plan,
      terms: [
        { fromStep: 2, profitSplitPercent: 90, dailyLossPercent: null },
        { fromStep: 1, profitSplitPercent: 85, dailyLossPercent: 6 },
      ],
    };
    expect(termsAtStep(p, 0)).toEqual({ profitSplitPercent: null, dailyLossPercent: null });
    expect(termsAtStep(p, 1)).toEqual({ profitSplitPercent: 85, dailyLossPercent: 6 });
    expect(termsAtStep(p, 3)).toEqual({ profitSplitPercent: 90, dailyLossPercent: 6 });
  });

  it('a plan whose cap is not above the package size is a problem', () => {
    expect(scalingPlanProblems(plan, SIZE)).toEqual([]);
    expect(scalingPlanProblems(null, SIZE)).toEqual([]);
    expect(scalingPlanProblems({ ...plan, maxSize: SIZE }, SIZE)).toEqual([
      { path: 'scalingPlan.maxSize', message: 'validation.scalingCap' },
    ]);
  });
});

describe('resizeEvaluation', () => {
  const t = at('2026-03-02T09:00');
  it('a trailing floor keeps its distance from the moved high-water mark, at the new percentage of the size', () => {
    const rules = rulesWith({ maxLoss: { mode: 'trailingBalance', percent: 10, lockAtPercentOfInitial: null } });
    const s = applyEvents(createEvaluation(rules, { initialBalance: SIZE, startTime: t }), [
      opened(t + 1),
      closed(t + 2, 500_000),
    ]);
    expect(s.maxLoss.floor).toBe(9_500_000);
    const r = resizeEvaluation(s, 12_500_000);
    expect(r.maxLoss.highWater).toBe(13_000_000);
    expect(r.maxLoss.floor).toBe(13_000_000 - 1_250_000);
    expect(r.netDeposits).toBe(0);
  });

  it('a locked floor stays at its moved lock', () => {
    const rules = rulesWith({ maxLoss: { mode: 'trailingBalance', percent: 5, lockAtPercentOfInitial: 100 } });
    const s = applyEvents(createEvaluation(rules, { initialBalance: SIZE, startTime: t }), [
      opened(t + 1),
      closed(t + 2, 800_000),
    ]);
    expect(s.maxLoss.locked).toBe(true);
    const r = resizeEvaluation(s, 12_500_000);
    expect(r.maxLoss.floor).toBe(12_500_000);
    expect(r.maxLoss.locked).toBe(true);
  });

  it('refuses a size that is not a positive integer', () => {
    const s = createEvaluation(rulesWith({}), { initialBalance: SIZE, startTime: t });
    expect(() => resizeEvaluation(s, 0)).toThrow(RangeError);
    expect(() => resizeEvaluation(s, 1.5)).toThrow(RangeError);
  });
});
