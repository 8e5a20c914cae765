import type {
  AccountDataRequirements,
  Chart,
  Objective as ObjectiveView,
  TradingMetrics,
  Verdict as VerdictView,
} from '@portal/contract';
import {
  describeObjectives,
  getMetrics,
  nextResetAfter,
  stateAtVerdict,
  type EvaluationState,
  type Objective,
  type Verdict,
} from '../../../domain/evaluation/index.ts';
import type { EvaluatedAccount } from '../../trader-accounts/trader-accounts.service.ts';

/**
 * The engine's state as the dashboard contract shows it (packages/contract/src/schemas/dashboard.ts). Once the
 * verdict is final, the figures are the verdict's (frozen with it); what came after is shown apart.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** `dayResetsAt`: the day's reset every reply gives while the phase is in progress (`nextDayResetOf`). */
function objectiveView(o: Objective, dayResetsAt: number | null): ObjectiveView {
  switch (o.rule) {
    case 'dailyLoss':
      return {
        ...o,
        resetsAt: iso(dayResetsAt ?? o.resetsAt),
        pausedUntil: o.pausedUntil === null ? null : iso(o.pausedUntil),
      };
    case 'maxCalendarDays':
      return { ...o, deadline: iso(o.deadline) };
    default:
      return o;
  }
}

export function verdictView(v: Verdict): VerdictView {
  if (v.status === 'inProgress') return { status: 'inProgress', time: null, breach: null };
  if (v.status === 'passed') return { status: 'passed', time: iso(v.time), breach: null };
  return {
    status: 'failed',
    time: iso(v.time),
    breach: {
      rule: v.rule,
      time: iso(v.time),
      equity: v.equity,
      floor: v.floor,
      news: v.news ? { time: iso(v.news.time), currency: v.news.currency, title: v.news.title ?? null } : null,
    },
  };
}

/**
 * The next day reset after `now` (never before the state's own time): the day's reset on every reply, and the
 * metrics' only figure that moves with the clock.
 */
const nextDayResetOf = (live: EvaluationState, now: number): number =>
  nextResetAfter(live.rules.dayReset, Math.max(now, live.time));

/** When the figures were frozen with the verdict (null while in progress). */
const frozenAt = (state: EvaluationState): string | null =>
  state.verdict.status === 'inProgress' ? null : iso(state.verdict.time);

/**
 * While the phase is in progress the daily loss resets at the metrics' `dayResetsAt`, counted from now: the state's
 * own day ends in the past until a tick or a deal rolls it over (for a while after each reset, and through an
 * import's replay), and a countdown to it would say "0 sec". Frozen objectives keep the verdict's day.
 */
export function requirementsView(
  account: EvaluatedAccount,
  state: EvaluationState,
  now: number,
): AccountDataRequirements {
  const dayResetsAt = state.verdict.status === 'inProgress' ? nextDayResetOf(state, now) : null;
  return {
    traderAccountId: account.id,
    status: account.status,
    phase: account.isFunded ? null : account.stage,
    isFunded: account.isFunded,
    verdict: verdictView(state.verdict),
    objectives: describeObjectives(stateAtVerdict(state)).map((o) => objectiveView(o, dayResetsAt)),
    frozenAt: frozenAt(state),
  };
}

/** The closing deals and their net result since the verdict, and the live balance and equity. */
function afterVerdictView(state: EvaluationState, atVerdict: EvaluationState): TradingMetrics['afterVerdict'] {
  if (state.verdict.status === 'inProgress') return null;
  const closedProfit = (s: EvaluationState) => s.balance - s.netDeposits;
  return {
    trades: state.metrics.trades - atVerdict.metrics.trades,
    profit: closedProfit(state) - closedProfit(atVerdict),
    balance: state.balance,
    equity: state.equity,
  };
}

export function metricsView(
  account: EvaluatedAccount,
  live: EvaluationState,
  now: number,
  updatedAt: Date,
): TradingMetrics {
  const state = stateAtVerdict(live);
  const m = getMetrics(state);
  const dailyFloor = state.day.dailyFloor;
  return {
    traderAccountId: account.id,
    currency: account.currency,
    initialBalance: state.initialBalance,
    balance: state.balance,
    equity: state.equity,
    // Deposits and withdrawals are not profit (docs/challenge-rules.md).
    profit: state.balance - state.initialBalance - state.netDeposits,
    dailyLossRoom: dailyFloor === null ? null : Math.max(0, state.equity - dailyFloor),
    dailyFloor,
    maxLossRoom: Math.max(0, state.equity - state.maxLoss.floor),
    maxLossFloor: state.maxLoss.floor,
    winRate: m.winRate,
    averageWin: m.averageWin,
    averageLoss: m.averageLoss,
    profitFactor: m.profitFactor,
    trades: m.trades,
    wins: m.wins,
    losses: m.losses,
    lots: m.totalLots,
    bestTrade: m.bestTrade,
    worstTrade: m.worstTrade,
    tradingDays: m.tradingDays,
    dayResetsAt: iso(nextDayResetOf(live, now)),
    lastUpdate: updatedAt.toISOString(),
    frozenAt: frozenAt(live),
    afterVerdict: afterVerdictView(live, state),
  };
}

/** Per trading day with deals: its closed profit, closing deals and end balance (the daily summary). */
export function daysView(state: EvaluationState): Chart['days'] {
  const days = Object.entries(state.days).map(([day, d]) => ({
    day,
    profit: d.closedProfit,
    trades: d.dealsClosed,
    endBalance: d.startBalance + d.closedProfit,
  }));
  const today = state.day;
  if (today.dealsOpened > 0 || today.dealsClosed > 0) {
    days.push({
      day: today.key,
      profit: today.closedProfit,
      trades: today.dealsClosed,
      endBalance: today.startBalance + today.closedProfit,
    });
  }
  return days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
