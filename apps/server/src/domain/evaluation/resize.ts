import { dailyLimit } from './daily-loss.ts';
import { allowanceOf } from './money.ts';
import { minDayProfitOf } from './trading-days.ts';
import type { EvaluationState, Money } from './types.ts';

/**
 * An account's size changed (a scaling step, docs/scaling.md): the platform credits the difference, so balance,
 * equity and every level move by it as a deposit would move them — but it is neither a deposit (the profit a payout
 * may take is still the balance above the size) nor profit. Then the limits are recomputed from the new size: the
 * max loss's distance below its high-water mark (a locked floor stays at its lock), today's daily allowance, and
 * the daily percentage when the step brings a new one. What was reached before (the high-water mark, the lowest
 * equity) keeps its distance to the new levels.
 */
export function resizeEvaluation(
  state: EvaluationState,
  newSize: Money,
  options: { dailyLossPercent?: number | null } = {},
): EvaluationState {
  if (!Number.isSafeInteger(newSize) || newSize <= 0) throw new RangeError(`newSize must be positive, got ${newSize}`);
  const delta = newSize - state.initialBalance;
  const dailyLoss =
    state.rules.dailyLoss && options.dailyLossPercent
      ? { ...state.rules.dailyLoss, percent: options.dailyLossPercent }
      : state.rules.dailyLoss;
  const rules = dailyLoss === state.rules.dailyLoss ? state.rules : { ...state.rules, dailyLoss };
  const m = state.maxLoss;
  const allowance = allowanceOf(newSize, rules.maxLoss.percent);
  const highWater = m.highWater + delta;
  const lockLevel = m.lockLevel === null ? null : m.lockLevel + delta;
  const raw = highWater - allowance;
  const floor = lockLevel === null ? raw : Math.min(raw, lockLevel);
  const d = state.day;
  const anchor = d.anchor + delta;
  const limit = dailyLimit(rules.dailyLoss, anchor, newSize);
  return {
    ...state,
    rules,
    initialBalance: newSize,
    balance: state.balance + delta,
    equity: state.equity + delta,
    reportedBalance: state.reportedBalance === null ? null : state.reportedBalance + delta,
    day: {
      ...d,
      startBalance: d.startBalance + delta,
      startEquity: d.startEquity + delta,
      anchor,
      dailyFloor: limit?.floor ?? null,
      dailyAllowance: limit?.allowance ?? null,
      lowestEquity: d.lowestEquity + delta,
    },
    maxLoss: { ...m, allowance, highWater, lockLevel, floor, locked: lockLevel !== null && raw >= lockLevel },
    minDayProfit: minDayProfitOf(rules.tradingDays, newSize),
  };
}
