import type { ScalingCondition, ScalingDecision, ScalingPlan, ScalingTerms } from '@portal/contract';

/**
 * The scaling plan's rules (docs/scaling.md), pure: when a period ends, which conditions hold, what size comes
 * next, what a review decides, and the terms a step brings. Money is integer minor units; the profit percentage is
 * compared exactly (cross-multiplied), so exactly X % qualifies.
 */

const DAY = 86_400_000;

/** Where a review period that starts at `start` ends: N payout cycles of `cycleDays`, or N calendar months (UTC). */
export function periodEndOf(plan: ScalingPlan, start: Date, cycleDays: number): Date {
  // A package without a cycle (0 days) reviews its periods a day apart rather than all at once.
  if (plan.period.unit === 'cycles')
    return new Date(start.getTime() + plan.period.count * Math.max(1, cycleDays) * DAY);
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + plan.period.count);
  // The 31st of a month with 30 days: the last day of that month, never the next month's first.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The step in money: a percentage of the package's size (rounded down), or the fixed amount. */
export const stepAmount = (plan: ScalingPlan, initialSize: number): number =>
  plan.step.kind === 'fixed' ? plan.step.value : Math.floor((initialSize * plan.step.value) / 100);

/** The size after one more step, never above the cap; null when the account is at the cap already. */
export function nextSizeOf(plan: ScalingPlan, initialSize: number, currentSize: number): number | null {
  if (currentSize >= plan.maxSize) return null;
  return Math.min(currentSize + stepAmount(plan, initialSize), plan.maxSize);
}

/** What the portal knows of an account at a review. */
export type ScalingFacts = {
  /** the size during the period (the profit is measured against it) */
  size: number;
  /** the balance when the period started (the size for the first period) */
  openingBalance: number;
  /** the balance at the review */
  balance: number;
  /** what paid payouts requested within the period took off the account (their gross profit) */
  withdrawnInPeriod: number;
  /** paid payouts requested within the period */
  paidPayouts: number;
  /** the account failed (a breach), at or before the review */
  breached: boolean;
};

/** The period's profit: the balance gained, payouts taken off it counted back in. */
export const periodProfit = (f: ScalingFacts): number => f.balance + f.withdrawnInPeriod - f.openingBalance;

/** The profit as a percentage of the size, rounded down to 2 decimals (for display; `met` is exact). */
const percentOf = (profit: number, size: number): number => Math.floor((profit * 10_000) / size) / 100;

/** Each condition the plan sets, evaluated: required, actual, met. A condition the plan does not ask is left out. */
export function scalingConditions(plan: ScalingPlan, f: ScalingFacts): ScalingCondition[] {
  const c = plan.conditions;
  const profit = periodProfit(f);
  // profit / size ≥ X / 100, exactly: 100 × profit ≥ X × size (X may have decimals: scaled by 100 first).
  const profitMet = BigInt(profit) * 10_000n >= BigInt(Math.round(c.minProfitPercent * 100)) * BigInt(f.size);
  const list: ScalingCondition[] = [
    { key: 'profit', met: profitMet, required: c.minProfitPercent, actual: percentOf(profit, f.size) },
    {
      key: 'paidPayouts',
      met: f.paidPayouts >= c.minPaidPayouts,
      required: c.minPaidPayouts,
      actual: f.paidPayouts,
    },
  ];
  if (c.noBreach) list.push({ key: 'noBreach', met: !f.breached, required: 1, actual: f.breached ? 0 : 1 });
  if (c.inProfitAtReview) {
    const inProfit = f.balance > f.size;
    list.push({ key: 'inProfitAtReview', met: inProfit, required: 1, actual: inProfit ? 1 : 0 });
  }
  return list;
}

/** A review's outcome: the decision and the size it leads to (the old size when it does not grow). */
export function reviewOutcome(
  plan: ScalingPlan,
  conditions: readonly ScalingCondition[],
  initialSize: number,
  currentSize: number,
): { decision: ScalingDecision; newSize: number } {
  if (!conditions.every((c) => c.met)) return { decision: 'notQualified', newSize: currentSize };
  const next = nextSizeOf(plan, initialSize, currentSize);
  if (next === null) return { decision: 'capped', newSize: currentSize };
  return { decision: plan.review === 'auto' ? 'applied' : 'pending', newSize: next };
}

/**
 * The terms in force at a step: the latest of the plan's better terms whose step is reached, each field falling
 * back to an earlier one's (or null: the package's).
 */
export function termsAtStep(
  plan: ScalingPlan,
  step: number,
): { profitSplitPercent: number | null; dailyLossPercent: number | null } {
  const reached = plan.terms.filter((t) => t.fromStep <= step).sort((a, b) => a.fromStep - b.fromStep);
  const pick = (k: keyof Omit<ScalingTerms, 'fromStep'>) => reached.reduce<number | null>((v, t) => t[k] ?? v, null);
  return { profitSplitPercent: pick('profitSplitPercent'), dailyLossPercent: pick('dailyLossPercent') };
}

/** What the schema cannot say about a plan: its cap above the package's size. */
export function scalingPlanProblems(plan: ScalingPlan | null | undefined, accountSize: number) {
  if (!plan || plan.maxSize > accountSize) return [];
  return [{ path: 'scalingPlan.maxSize', message: 'validation.scalingCap' }];
}
