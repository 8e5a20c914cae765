import type { ConsistencyRule } from '@portal/contract';
import { isAtMostPercentOf } from './money.ts';
import type { EvaluationState, Money } from './types.ts';

/**
 * Consistency: the best day's closed profit may be at most X % of the total closed profit. It can hold back a
 * pass (or a payout, on a funded phase) but never fails an account. With no closed profit there is nothing to
 * weigh, so it does not block.
 */

/** The best day's closed profit, today included; 0 when no day made money. */
export function bestDayProfit(state: EvaluationState): Money {
  return Math.max(0, state.bestPastDay?.profit ?? 0, state.day.closedProfit);
}

/** Total closed profit of the phase: the balance's change that deposits and withdrawals do not explain. */
export function totalClosedProfit(state: EvaluationState): Money {
  return state.balance - state.initialBalance - state.netDeposits;
}

export function consistencyHolds(rule: ConsistencyRule | null, best: Money, total: Money): boolean {
  if (!rule || total <= 0) return true;
  return isAtMostPercentOf(best, total, rule.maxBestDayPercentOfProfit);
}

export function isConsistent(state: EvaluationState): boolean {
  return consistencyHolds(state.rules.consistency, bestDayProfit(state), totalClosedProfit(state));
}

/** The best day's share of the total closed profit in percent (for display), null without profit. */
export function bestDayShare(state: EvaluationState): number | null {
  const total = totalClosedProfit(state);
  return total > 0 ? Math.round((bestDayProfit(state) / total) * 10_000) / 100 : null;
}
