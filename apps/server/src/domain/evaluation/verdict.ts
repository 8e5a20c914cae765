import { isConsistent } from './consistency.ts';
import { isDailyBreach } from './daily-loss.ts';
import { isMaxLossBreach } from './max-loss.ts';
import { isTargetReached } from './profit-target.ts';
import { hasMinTradingDays } from './trading-days.ts';
import type { EpochMs, EvaluationState, FailedRule, HighImpactNews, Money } from './types.ts';

/**
 * The verdict: the first of passed or failed is final, so nothing that happens later can loosen (or rewrite)
 * it. Numbers keep following the events after it, for the dashboard.
 */

export function fail(
  state: EvaluationState,
  rule: FailedRule,
  time: EpochMs,
  floor: Money | null,
  extra: { dealId?: string; news?: HighImpactNews } = {},
): EvaluationState {
  if (state.verdict.status !== 'inProgress') return state;
  return { ...state, verdict: { status: 'failed', rule, time, equity: state.equity, floor, ...extra } };
}

/**
 * Loss limits after balance or equity moved. Max loss first: when one move breaks both, the phase-long limit
 * is the one that ended the account. A soft daily breach pauses trading until the next reset, once a day.
 */
export function checkLimits(state: EvaluationState, time: EpochMs): EvaluationState {
  if (state.verdict.status !== 'inProgress') return state;
  if (isMaxLossBreach(state.maxLoss, state.equity)) return fail(state, 'maxLoss', time, state.maxLoss.floor);
  const rule = state.rules.dailyLoss;
  if (rule && state.pause === null && isDailyBreach(state.day, state.equity)) {
    const floor = state.day.dailyFloor ?? 0;
    if (rule.breach === 'hard') return fail(state, 'dailyLoss', time, floor);
    return { ...state, pause: { time, equity: state.equity, floor, until: state.day.end } };
  }
  return state;
}

/** Passed when the target is reached, with the minimum trading days and consistency holding at that moment. */
export function checkPassed(state: EvaluationState, time: EpochMs): EvaluationState {
  if (state.verdict.status !== 'inProgress' || state.targetAmount === null) return state;
  if (!isTargetReached(state) || !hasMinTradingDays(state) || !isConsistent(state)) return state;
  return { ...state, verdict: { status: 'passed', time } };
}

/** When the calendar limit runs out: start + maxCalendarDays × 24 h; null when unlimited. */
export function calendarDeadline(state: EvaluationState): EpochMs | null {
  const days = state.rules.maxCalendarDays;
  return days === null ? null : state.startTime + days * 86_400_000;
}
