import type { ProfitTargetRule } from '@portal/contract';
import { requirementOf } from './money.ts';
import type { EvaluationState, Money } from './types.ts';

/**
 * Profit target: a percent of the initial balance (rounded up), reached on the closed balance or on equity
 * (floating profit counts). Deposits and withdrawals are not profit: progress is measured from the
 * initial balance plus net deposits.
 */

export function targetAmountOf(rule: ProfitTargetRule | null, initialBalance: Money): Money | null {
  return rule ? requirementOf(initialBalance, rule.percent) : null;
}

/** The money that counts toward the target right now. */
export function targetProgress(state: EvaluationState): Money {
  const baseline = state.initialBalance + state.netDeposits;
  return state.rules.profitTarget?.on === 'equity' ? state.equity - baseline : state.balance - baseline;
}

/** Reaching the target exactly counts. A funded phase (no target) never reaches one. */
export function isTargetReached(state: EvaluationState): boolean {
  return state.targetAmount !== null && targetProgress(state) >= state.targetAmount;
}
