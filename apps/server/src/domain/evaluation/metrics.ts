import { fromLotUnits } from './money.ts';
import { tradingDaysCount } from './trading-days.ts';
import type { EvaluationState, MetricsState, Money } from './types.ts';

/**
 * Trading metrics, kept as running sums so each event costs the same whatever the history. A trade is one
 * closing deal (a partial close is a trade); its result is profit + commission + swap. A zero result is
 * neither a win nor a loss but counts as a trade.
 */

export interface Metrics {
  trades: number;
  wins: number;
  losses: number;
  /** wins / trades, 0 to 1; null before the first trade. */
  winRate: number | null;
  /** Rounded to the nearest minor unit; null without wins (losses). averageLoss is negative. */
  averageWin: Money | null;
  averageLoss: Money | null;
  /** Gross profit / gross loss; null when there is no loss to divide by. */
  profitFactor: number | null;
  totalLots: number;
  bestTrade: Money | null;
  worstTrade: Money | null;
  tradingDays: number;
}

export const emptyMetrics: MetricsState = {
  trades: 0,
  wins: 0,
  losses: 0,
  grossProfit: 0,
  grossLoss: 0,
  bestTrade: null,
  worstTrade: null,
  lotUnits: 0,
};

export function recordOpened(m: MetricsState, lotUnits: number): MetricsState {
  return { ...m, lotUnits: m.lotUnits + lotUnits };
}

export function recordClosed(m: MetricsState, net: Money): MetricsState {
  return {
    ...m,
    trades: m.trades + 1,
    wins: m.wins + (net > 0 ? 1 : 0),
    losses: m.losses + (net < 0 ? 1 : 0),
    grossProfit: m.grossProfit + Math.max(0, net),
    grossLoss: m.grossLoss + Math.min(0, net),
    bestTrade: m.bestTrade === null ? net : Math.max(m.bestTrade, net),
    worstTrade: m.worstTrade === null ? net : Math.min(m.worstTrade, net),
  };
}

export function getMetrics(state: EvaluationState): Metrics {
  const m = state.metrics;
  return {
    trades: m.trades,
    wins: m.wins,
    losses: m.losses,
    winRate: m.trades > 0 ? m.wins / m.trades : null,
    averageWin: m.wins > 0 ? Math.round(m.grossProfit / m.wins) : null,
    averageLoss: m.losses > 0 ? Math.round(m.grossLoss / m.losses) : null,
    profitFactor: m.grossLoss < 0 ? m.grossProfit / -m.grossLoss : null,
    totalLots: fromLotUnits(m.lotUnits),
    bestTrade: m.bestTrade,
    worstTrade: m.worstTrade,
    tradingDays: tradingDaysCount(state),
  };
}
