import type { DailyLossRule } from '@portal/contract';
import { allowanceOf } from './money.ts';
import type { DayState, Money } from './types.ts';

/**
 * Daily loss: how far equity may fall within one trading day, measured from the day's anchor.
 * A breach is equity at or below the daily floor (docs/challenge-rules.md "Touching a floor").
 */

/** The day's anchor: the day-start balance, equity, or the higher of them (a winning open trade raises it). */
export function dailyAnchor(rule: DailyLossRule | null, startBalance: Money, startEquity: Money): Money {
  if (!rule) return startBalance;
  switch (rule.anchor) {
    case 'balance':
      return startBalance;
    case 'equity':
      return startEquity;
    case 'higherOfBalanceAndEquity':
      return Math.max(startBalance, startEquity);
  }
}

/** The loss allowed today (rounded down) and the floor it gives; null without a daily rule. */
export function dailyLimit(
  rule: DailyLossRule | null,
  anchor: Money,
  initialBalance: Money,
): { allowance: Money; floor: Money } | null {
  if (!rule) return null;
  const allowance = allowanceOf(rule.basis === 'initialBalance' ? initialBalance : anchor, rule.percent);
  return { allowance, floor: anchor - allowance };
}

/** Touching the floor is a breach: one minor unit above it is still fine. */
export function isDailyBreach(day: DayState, equity: Money): boolean {
  return day.dailyFloor !== null && equity <= day.dailyFloor;
}

/** Today's loss from the anchor (0 when equity is above it). */
export function dailyLossNow(day: DayState, equity: Money): Money {
  return Math.max(0, day.anchor - equity);
}

/** The worst loss of the day so far, at the day's lowest equity. */
export function dailyLossWorst(day: DayState): Money {
  return Math.max(0, day.anchor - day.lowestEquity);
}
