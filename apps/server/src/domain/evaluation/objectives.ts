import { bestDayProfit, bestDayShare, isConsistent, totalClosedProfit } from './consistency.ts';
import { dailyLossNow, dailyLossWorst } from './daily-loss.ts';
import { maxLossNow } from './max-loss.ts';
import { isTargetReached, targetProgress } from './profit-target.ts';
import { hasMinTradingDays, tradingDaysCount } from './trading-days.ts';
import { calendarDeadline } from './verdict.ts';
import type { EpochMs, EvaluationState, Money } from './types.ts';

/** Each objective of the phase with its value, its limit and its state, for the dashboard (O(1), no history). */
export type Objective =
  | {
      rule: 'dailyLoss';
      /** Today's loss from the anchor now, and at the day's lowest equity. */
      value: Money;
      worst: Money;
      limit: Money;
      anchor: Money;
      floor: Money;
      resetsAt: EpochMs;
      state: 'ok' | 'breached' | 'paused';
      pausedUntil: EpochMs | null;
    }
  | {
      rule: 'maxLoss';
      value: Money;
      limit: Money;
      floor: Money;
      mode: EvaluationState['rules']['maxLoss']['mode'];
      locked: boolean;
      state: 'ok' | 'breached';
    }
  | { rule: 'profitTarget'; value: Money; target: Money; state: 'inProgress' | 'reached' }
  | { rule: 'tradingDays'; value: number; min: number; state: 'inProgress' | 'reached' }
  | {
      rule: 'consistency';
      /** The best day's share of the closed profit, in percent; null without profit. */
      value: number | null;
      limit: number;
      bestDay: Money;
      totalProfit: Money;
      state: 'ok' | 'blocking';
    }
  | { rule: 'newsTrading'; minutesBefore: number; minutesAfter: number; state: 'ok' | 'breached' }
  | { rule: 'maxCalendarDays'; value: number; limit: number; deadline: EpochMs; state: 'ok' | 'breached' };

const DAY = 86_400_000;

export function describeObjectives(state: EvaluationState): Objective[] {
  const { rules, verdict } = state;
  const failedOn = verdict.status === 'failed' ? verdict.rule : null;
  const out: Objective[] = [];
  if (rules.dailyLoss && state.day.dailyAllowance !== null && state.day.dailyFloor !== null) {
    const paused = state.pause !== null && state.pause.until > state.time;
    out.push({
      rule: 'dailyLoss',
      value: dailyLossNow(state.day, state.equity),
      worst: dailyLossWorst(state.day),
      limit: state.day.dailyAllowance,
      anchor: state.day.anchor,
      floor: state.day.dailyFloor,
      resetsAt: state.day.end,
      state: failedOn === 'dailyLoss' ? 'breached' : paused ? 'paused' : 'ok',
      pausedUntil: paused ? (state.pause?.until ?? null) : null,
    });
  }
  out.push({
    rule: 'maxLoss',
    value: maxLossNow(state.maxLoss, state.equity),
    limit: state.maxLoss.allowance,
    floor: state.maxLoss.floor,
    mode: rules.maxLoss.mode,
    locked: state.maxLoss.locked,
    state: failedOn === 'maxLoss' ? 'breached' : 'ok',
  });
  if (state.targetAmount !== null) {
    out.push({
      rule: 'profitTarget',
      value: targetProgress(state),
      target: state.targetAmount,
      state: isTargetReached(state) || verdict.status === 'passed' ? 'reached' : 'inProgress',
    });
  }
  if (rules.tradingDays) {
    out.push({
      rule: 'tradingDays',
      value: tradingDaysCount(state),
      min: rules.tradingDays.minDays,
      state: hasMinTradingDays(state) ? 'reached' : 'inProgress',
    });
  }
  if (rules.consistency) {
    out.push({
      rule: 'consistency',
      value: bestDayShare(state),
      limit: rules.consistency.maxBestDayPercentOfProfit,
      bestDay: bestDayProfit(state),
      totalProfit: totalClosedProfit(state),
      state: isConsistent(state) ? 'ok' : 'blocking',
    });
  }
  if (rules.newsTrading) {
    out.push({
      rule: 'newsTrading',
      minutesBefore: rules.newsTrading.minutesBefore,
      minutesAfter: rules.newsTrading.minutesAfter,
      state: failedOn === 'newsTrading' ? 'breached' : 'ok',
    });
  }
  const deadline = calendarDeadline(state);
  if (rules.maxCalendarDays !== null && deadline !== null) {
    out.push({
      rule: 'maxCalendarDays',
      // Whole days begun since the start (day 1 on the first day).
      value: Math.min(rules.maxCalendarDays, Math.floor((state.time - state.startTime) / DAY) + 1),
      limit: rules.maxCalendarDays,
      deadline,
      state: failedOn === 'maxCalendarDays' ? 'breached' : 'ok',
    });
  }
  return out;
}
