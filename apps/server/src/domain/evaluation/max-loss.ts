import type { MaxLossRule } from '@portal/contract';
import { allowanceOf, requirementOf } from './money.ts';
import type { MaxLossState, Money } from './types.ts';

/**
 * Max loss: the floor equity must stay above for the whole phase. Static: initial balance − percent of it.
 * Trailing: the same distance (percent of the initial balance) below the highest level seen, which is
 * equity (intraday), closed balance, or the higher of end-of-day balance and equity; the floor only rises,
 * and stops at the lock level when one is set. A breach is equity at or below the floor.
 */

export function createMaxLoss(rule: MaxLossRule, initialBalance: Money): MaxLossState {
  const allowance = allowanceOf(initialBalance, rule.percent);
  const lockLevel =
    rule.mode !== 'static' && rule.lockAtPercentOfInitial !== null
      ? requirementOf(initialBalance, rule.lockAtPercentOfInitial) // a level: rounded against the trader (up)
      : null;
  const floor = initialBalance - allowance;
  return {
    allowance,
    highWater: initialBalance,
    floor,
    lockLevel,
    locked: lockLevel !== null && floor >= lockLevel,
  };
}

/** Raise the high-water mark to `level` if it is higher, and the floor with it (never above the lock). */
export function trailTo(state: MaxLossState, level: Money): MaxLossState {
  if (level <= state.highWater) return state;
  const raw = level - state.allowance;
  const capped = state.lockLevel === null ? raw : Math.min(raw, state.lockLevel);
  return {
    ...state,
    highWater: level,
    floor: Math.max(state.floor, capped),
    locked: state.lockLevel !== null && raw >= state.lockLevel,
  };
}

/** The level a trailing mode follows after a change of balance or equity; null when it does not trail then. */
export function intradayTrailLevel(rule: MaxLossRule, balance: Money, equity: Money): Money | null {
  if (rule.mode === 'trailingEquity') return equity;
  if (rule.mode === 'trailingBalance') return balance;
  return null;
}

/** At a day reset, the end-of-day mode follows the higher of the day's closing balance and equity. */
export function endOfDayTrailLevel(rule: MaxLossRule, balance: Money, equity: Money): Money | null {
  return rule.mode === 'trailingEndOfDay' ? Math.max(balance, equity) : null;
}

/** A deposit or withdrawal moves every level by its amount: it is neither profit nor loss. */
export function shiftMaxLoss(state: MaxLossState, amount: Money): MaxLossState {
  return {
    ...state,
    highWater: state.highWater + amount,
    floor: state.floor + amount,
    lockLevel: state.lockLevel === null ? null : state.lockLevel + amount,
  };
}

export function isMaxLossBreach(state: MaxLossState, equity: Money): boolean {
  return equity <= state.floor;
}

/** The loss counted against the limit: how far equity is below the level the floor hangs from. */
export function maxLossNow(state: MaxLossState, equity: Money): Money {
  return Math.max(0, state.floor + state.allowance - equity);
}
