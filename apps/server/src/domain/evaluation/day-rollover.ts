import type { ChallengeRules } from '@portal/contract';
import { dailyAnchor, dailyLimit } from './daily-loss.ts';
import { tradingDayAt, type TradingDay } from './day-clock.ts';
import { endOfDayTrailLevel, trailTo } from './max-loss.ts';
import { dayCounts } from './trading-days.ts';
import { checkLimits } from './verdict.ts';
import type { DayState, EpochMs, EvaluationState, Money } from './types.ts';

/**
 * Day boundaries. The day rolls over on the first event at or after the reset; days without events in
 * between leave nothing to record, and the new day's anchor is the last balance and equity known at the reset
 * (nothing changed while no event came).
 */

export function openDay(
  rules: ChallengeRules,
  initialBalance: Money,
  tradingDay: TradingDay,
  balance: Money,
  equity: Money,
  at: EpochMs,
): DayState {
  const anchor = dailyAnchor(rules.dailyLoss, balance, equity);
  const limit = dailyLimit(rules.dailyLoss, anchor, initialBalance);
  return {
    key: tradingDay.key,
    start: tradingDay.start,
    end: tradingDay.end,
    startBalance: balance,
    startEquity: equity,
    anchor,
    dailyFloor: limit?.floor ?? null,
    dailyAllowance: limit?.allowance ?? null,
    lowestEquity: equity,
    lowestEquityAt: at,
    closedProfit: 0,
    dealsOpened: 0,
    dealsClosed: 0,
  };
}

/** Keeps a finished day: only days with deals are recorded, so the map grows with trading days, not with time. */
function finishDay(state: EvaluationState): EvaluationState {
  const day = state.day;
  if (day.dealsOpened === 0 && day.dealsClosed === 0) return state;
  const counted = dayCounts(state.rules.tradingDays, day, state.minDayProfit);
  const best = state.bestPastDay;
  return {
    ...state,
    // Copied once per traded day (not per event): days are few, and old states stay untouched.
    days: {
      ...state.days,
      [day.key]: {
        closedProfit: day.closedProfit,
        dealsOpened: day.dealsOpened,
        dealsClosed: day.dealsClosed,
        startBalance: day.startBalance,
        startEquity: day.startEquity,
        lowestEquity: day.lowestEquity,
        counted,
      },
    },
    countedDays: state.countedDays + (counted ? 1 : 0),
    bestPastDay: day.closedProfit > (best?.profit ?? 0) ? { key: day.key, profit: day.closedProfit } : best,
  };
}

/** Precondition: `time` ≥ the current day's end. */
export function rollOver(state: EvaluationState, time: EpochMs): EvaluationState {
  const resetAt = state.day.end; // the first reset passed: where limits raised by it bite
  let s = finishDay(state);
  const eod = endOfDayTrailLevel(s.rules.maxLoss, s.balance, s.equity);
  if (eod !== null) s = { ...s, maxLoss: trailTo(s.maxLoss, eod) };
  const tradingDay = tradingDayAt(s.rules.dayReset, time);
  s = {
    ...s,
    day: openDay(s.rules, s.initialBalance, tradingDay, s.balance, s.equity, tradingDay.start),
    pause: s.pause && s.pause.until <= time ? null : s.pause,
  };
  // A floating loss carried over the reset can already sit at or below the new floors.
  return checkLimits(s, resetAt);
}
