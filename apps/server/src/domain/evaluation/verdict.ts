import { isConsistent } from './consistency.ts';
import { isDailyBreach } from './daily-loss.ts';
import { isMaxLossBreach } from './max-loss.ts';
import { isTargetReached } from './profit-target.ts';
import { hasMinTradingDays } from './trading-days.ts';
import type { EpochMs, EvaluationState, FailedRule, HighImpactNews, Money, Verdict, VerdictNumbers } from './types.ts';

/**
 * The verdict: the first of passed or failed is final, so nothing that happens later can loosen (or rewrite)
 * it. The numbers of that moment are frozen with it (atVerdict); the live numbers keep following the events
 * after it, so what the platform still reports (a position it closes after a breach) is recorded, apart.
 */

function numbersOf(state: EvaluationState, time: EpochMs): VerdictNumbers {
  const { balance, equity, netDeposits, reportedBalance, openLotUnits, day, countedDays, bestPastDay } = state;
  const { maxLoss, pause, metrics } = state;
  return {
    time,
    balance,
    equity,
    netDeposits,
    reportedBalance,
    openLotUnits,
    day,
    countedDays,
    bestPastDay,
    maxLoss,
    pause,
    metrics,
  };
}

function decide(state: EvaluationState, verdict: Exclude<Verdict, { status: 'inProgress' }>): EvaluationState {
  return { ...state, verdict, atVerdict: numbersOf(state, verdict.time) };
}

/** The state as it stood when the verdict was reached (the live state while in progress, or for old states). */
export function stateAtVerdict(state: EvaluationState): EvaluationState {
  return state.atVerdict ? { ...state, ...state.atVerdict } : state;
}

export function fail(
  state: EvaluationState,
  rule: FailedRule,
  time: EpochMs,
  floor: Money | null,
  extra: { dealId?: string; news?: HighImpactNews } = {},
): EvaluationState {
  if (state.verdict.status !== 'inProgress') return state;
  return decide(state, { status: 'failed', rule, time, equity: state.equity, floor, ...extra });
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

/** No position open: every result is closed, so none can still move (docs/challenge-rules.md "Passing"). */
export const isFlat = (state: EvaluationState): boolean => state.openLotUnits === 0;

/**
 * Passed when the account is flat and, at that moment, the target is reached with the minimum trading days and
 * consistency holding. A pass rests on final results only: with a position open, it waits for the close and
 * checks every objective again then (the close may have given the profit back).
 */
export function checkPassed(state: EvaluationState, time: EpochMs): EvaluationState {
  if (state.verdict.status !== 'inProgress' || state.targetAmount === null) return state;
  if (!isFlat(state)) return state;
  if (!isTargetReached(state) || !hasMinTradingDays(state) || !isConsistent(state)) return state;
  return decide(state, { status: 'passed', time });
}

/** When the calendar limit runs out: start + maxCalendarDays × 24 h; null when unlimited. */
export function calendarDeadline(state: EvaluationState): EpochMs | null {
  const days = state.rules.maxCalendarDays;
  return days === null ? null : state.startTime + days * 86_400_000;
}
