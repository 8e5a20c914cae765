import type { EpochMs, EvaluationState, Money } from '../evaluation/types.ts';

/**
 * The early warning (docs/decisions/077-notifications.md): a trader is told when today's loss reaches 80 % of the
 * daily loss limit, or the loss against the maximum-loss floor reaches 80 % of its allowance, at most once per
 * trading day and limit. Pure: the ingestion compares the state before a batch with the state after it.
 */
export type LossWarning = {
  event: 'dailyLossWarning' | 'maxLossWarning';
  /** the trading day it was reached on: with the event, what makes it told once per day and limit */
  dayKey: string;
  /** the loss counted against the limit, at its worst this day */
  loss: Money;
  /** the limit's allowance (the loss that breaches it) */
  allowance: Money;
  /** how much more equity may fall before the limit is breached, at the latest equity (0 when at the floor) */
  room: Money;
  /** when the daily limit starts again (the day's reset); null for the maximum loss, which never resets */
  resetAt: EpochMs | null;
};

/** 80 %, reached at the exact boundary: loss / allowance ≥ 4 / 5, in integers (no rounding). */
export const reachesWarning = (loss: Money, allowance: Money | null): boolean =>
  allowance !== null && allowance > 0 && loss * 5 >= allowance * 4;

/** The day's worst loss from its anchor (the lowest equity only falls within a day, so this only grows). */
const dailyWorst = (s: EvaluationState): Money => Math.max(0, s.day.anchor - s.day.lowestEquity);

/** The day's worst loss against the maximum-loss floor's reference level. */
const maxWorst = (s: EvaluationState): Money =>
  Math.max(0, s.maxLoss.floor + s.maxLoss.allowance - Math.min(s.equity, s.day.lowestEquity));

/**
 * The warnings a move from `before` to `after` reaches: a limit whose 80 % was not reached earlier the same day
 * and is now. None once the account has a verdict (a breach is told as the failure), and no daily one while a soft
 * daily breach pauses the day (the pause is what the trader sees then).
 */
export function lossWarnings(before: EvaluationState, after: EvaluationState): LossWarning[] {
  if (after.verdict.status !== 'inProgress') return [];
  const sameDay = before.day.key === after.day.key;
  const warnings: LossWarning[] = [];
  const { day } = after;
  const paused = after.pause !== null && after.pause.until > after.time;
  if (
    day.dailyFloor !== null &&
    !paused &&
    reachesWarning(dailyWorst(after), day.dailyAllowance) &&
    !(sameDay && reachesWarning(dailyWorst(before), before.day.dailyAllowance))
  ) {
    warnings.push({
      event: 'dailyLossWarning',
      dayKey: day.key,
      loss: dailyWorst(after),
      allowance: day.dailyAllowance!,
      room: Math.max(0, after.equity - day.dailyFloor),
      resetAt: day.end,
    });
  }
  if (
    reachesWarning(maxWorst(after), after.maxLoss.allowance) &&
    !(sameDay && reachesWarning(maxWorst(before), before.maxLoss.allowance))
  ) {
    warnings.push({
      event: 'maxLossWarning',
      dayKey: day.key,
      loss: maxWorst(after),
      allowance: after.maxLoss.allowance,
      room: Math.max(0, after.equity - after.maxLoss.floor),
      resetAt: null,
    });
  }
  return warnings;
}
