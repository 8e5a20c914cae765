import type { TradingDaysRule } from '@portal/contract';
import { requirementOf } from './money.ts';
import type { EvaluationState, Money } from './types.ts';

/**
 * Minimum trading days. A day of the reset clock counts when a deal was opened in it (dealOpened), a deal was
 * opened or closed in it (dealOpenedOrClosed; a position held over several days counts its opening and its
 * closing day, not the days between), or its closed profit reached the minimum (profitableDay).
 * Without a rule, days with an opened deal are counted for the metrics.
 */

interface DayActivity {
  dealsOpened: number;
  dealsClosed: number;
  closedProfit: Money;
}

/** The profit a profitable day needs (rounded up); any profit (one minor unit) when no percent is set. */
export function minDayProfitOf(rule: TradingDaysRule | null, initialBalance: Money): Money | null {
  if (rule?.counts !== 'profitableDay') return null;
  return rule.minDayProfitPercent === null ? 1 : requirementOf(initialBalance, rule.minDayProfitPercent);
}

export function dayCounts(rule: TradingDaysRule | null, day: DayActivity, minDayProfit: Money | null): boolean {
  switch (rule?.counts ?? 'dealOpened') {
    case 'dealOpened':
      return day.dealsOpened > 0;
    case 'dealOpenedOrClosed':
      return day.dealsOpened > 0 || day.dealsClosed > 0;
    case 'profitableDay':
      return day.closedProfit >= (minDayProfit ?? 1);
  }
}

/** Finished days counted plus today when it already qualifies (a profitable day can still fall back today). */
export function tradingDaysCount(state: EvaluationState): number {
  return state.countedDays + (dayCounts(state.rules.tradingDays, state.day, state.minDayProfit) ? 1 : 0);
}

export function hasMinTradingDays(state: EvaluationState): boolean {
  const rule = state.rules.tradingDays;
  return !rule || tradingDaysCount(state) >= rule.minDays;
}
