import { endOf } from './hedging.ts';
import { defaultRiskParameters, type RiskParameters } from './parameters.ts';
import type { AccountPosition, AccountStrategies, EpochMs, StrategyFinding } from './types.ts';

/** What an account's phase forbids; a rule it does not forbid is not checked. */
export interface PhaseRules {
  /** Trading around high-impact news is forbidden inside this window around each event. */
  readonly newsWindow?: { readonly beforeMinutes: number; readonly afterMinutes: number };
  readonly weekendHoldingForbidden?: boolean;
}

export interface StrategyInput {
  readonly positions: readonly AccountPosition[];
  /** Open positions count as held until this instant. */
  readonly asOf: EpochMs;
  /** High-impact event times from the engine's calendar. */
  readonly newsEvents?: readonly EpochMs[];
  /** Each account's phase rules; an account not listed has nothing forbidden. */
  readonly phaseRules?: ReadonlyMap<string, PhaseRules>;
  readonly params?: RiskParameters['strategy'];
}

const MINUTE = 60_000;
const WEEK = 7 * 86_400_000;
/** Monday 1970-01-05 00:00 UTC: weeks are counted from a Monday. */
const A_MONDAY = 4 * 86_400_000;

type Params = RiskParameters['strategy'];
type Rule = (trades: readonly AccountPosition[], input: StrategyInput, params: Params) => StrategyFinding | null;

const ids = (positions: readonly AccountPosition[]) => positions.map((position) => position.id);
const closed = (trades: readonly AccountPosition[]) => trades.filter((trade) => trade.closedAt !== null);

/** A finding for a share of the trades, or null under the share or the minimum number of trades. */
function shareFinding(
  rule: StrategyFinding['rule'],
  hits: readonly AccountPosition[],
  outOf: number,
  minShare: number,
  params: Params,
): StrategyFinding | null {
  const share = hits.length / Math.max(1, outOf);
  if (outOf < params.minTrades || share < minShare) return null;
  return { rule, score: share, evidence: { positions: ids(hits), outOf } };
}

/** A forbidden rule broken: the breach is a fact, not a suspicion, so any breach scores 1. */
const breach = (rule: StrategyFinding['rule'], hits: readonly AccountPosition[], outOf: number) =>
  hits.length === 0 ? null : { rule, score: 1, evidence: { positions: ids(hits), outOf } };

/** The first weekend close a position opened at `at` can cross: its week's, or the next week's once past the reopening. */
function weekendCloseAfter(at: EpochMs, params: Params): EpochMs {
  const monday = A_MONDAY + Math.floor((at - A_MONDAY) / WEEK) * WEEK;
  return monday + params.weekendCloseMs + (at >= monday + params.weekendOpenMs ? WEEK : 0);
}

/** The rules in the order an analyst reads them: the phase's prohibitions first, then the risky habits. */
const rules: readonly Rule[] = [
  // News window: opened or closed inside [event − before, event + after] where the phase forbids it.
  (trades, input) => {
    const window = input.phaseRules?.get(trades[0]?.accountId ?? '')?.newsWindow;
    if (!window) return null;
    const inside = (at: EpochMs | null) =>
      at !== null &&
      (input.newsEvents ?? []).some(
        (event) => at >= event - window.beforeMinutes * MINUTE && at <= event + window.afterMinutes * MINUTE,
      );
    return breach(
      'news-window',
      trades.filter((trade) => inside(trade.openedAt) || inside(trade.closedAt)),
      trades.length,
    );
  },
  // Weekend holding: held past a weekend close (open positions until asOf) where the phase forbids it.
  (trades, input, params) => {
    if (!input.phaseRules?.get(trades[0]?.accountId ?? '')?.weekendHoldingForbidden) return null;
    const held = trades.filter((trade) => endOf(trade, input.asOf) > weekendCloseAfter(trade.openedAt, params));
    return breach('weekend-holding', held, trades.length);
  },
  // No stop loss: the share of all the account's trades.
  (trades, _input, params) =>
    shareFinding(
      'no-stop-loss',
      trades.filter((trade) => trade.stopLoss === null || trade.stopLoss === undefined),
      trades.length,
      params.noStopLossShare,
      params,
    ),
  // Scalping: the share of closed trades held under scalpMs.
  (trades, _input, params) => {
    const done = closed(trades);
    const scalps = done.filter((trade) => (trade.closedAt ?? 0) - trade.openedAt < params.scalpMs);
    return shareFinding('scalping', scalps, done.length, params.scalpShare, params);
  },
  // Martingale. Steps: a loss, then the next trade (in opening order) at least `martingaleFactor` times its lots.
  (trades, _input, params) => {
    const done = closed(trades);
    const steps = done.filter((trade, i) => {
      const before = done[i - 1];
      return before !== undefined && before.profit < 0 && trade.volume >= params.martingaleFactor * before.volume;
    });
    const losses = done.slice(0, -1).filter((trade) => trade.profit < 0).length;
    if (steps.length < params.martingaleSteps) return null;
    return { rule: 'martingale', score: steps.length / losses, evidence: { positions: ids(steps), outOf: losses } };
  },
  // One big win: the largest winning trade's share of a positive total profit.
  (trades, _input, params) => {
    const done = closed(trades);
    const total = done.reduce((sum, trade) => sum + trade.profit, 0);
    const best = done.reduce<AccountPosition | null>(
      (top, trade) => (top && top.profit >= trade.profit ? top : trade),
      null,
    );
    if (total <= 0 || !best || best.profit <= 0) return null;
    const share = best.profit / total;
    if (share < params.bigWinShare) return null;
    return { rule: 'one-big-win', score: Math.min(1, share), evidence: { positions: [best.id], outOf: done.length } };
  },
];

/**
 * Signal 3: forbidden or risky strategies in one account — trading in a news window or holding over the weekend
 * where the phase forbids it, trading without stops, tick scalping, martingale sizing and one trade carrying the
 * profit. Each account's trades are read in opening order (ties by id), so the order given does not matter.
 * Only accounts with a finding are returned, highest score first.
 */
export function findRiskyStrategies(input: StrategyInput): AccountStrategies[] {
  const params = input.params ?? defaultRiskParameters.strategy;
  const accounts = new Map<string, AccountPosition[]>();
  for (const position of input.positions) {
    const trades = accounts.get(position.accountId);
    if (trades) trades.push(position);
    else accounts.set(position.accountId, [position]);
  }
  const results: AccountStrategies[] = [];
  for (const [accountId, trades] of accounts) {
    trades.sort((a, b) => a.openedAt - b.openedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const findings = rules
      .map((rule) => rule(trades, input, params))
      .filter((finding) => finding !== null)
      .sort((a, b) => b.score - a.score);
    if (findings.length > 0) results.push({ accountId, score: findings[0]?.score ?? 0, findings });
  }
  return results.sort((a, b) => b.score - a.score || (a.accountId < b.accountId ? -1 : 1));
}
