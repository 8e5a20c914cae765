import { HOLDING_BUCKETS, type HoldingBucket } from '@portal/contract';

/**
 * The trading journal's running totals (docs/journal.md): one pass over an account's closed trades in close order,
 * and a pass that can be continued with the trades closed since, so the totals are kept and only the new trades are
 * folded in. Money in integer minor units; a trade's result is its net (profit + commission + swap).
 */
export type JournalTrade = {
  closeMs: number;
  openMs: number | null;
  side: 'buy' | 'sell' | null;
  symbol: string;
  net: number;
};

/** A group's counts and sums: the gross loss as a positive amount. */
export type Tally = { trades: number; wins: number; losses: number; grossProfit: number; grossLoss: number };

export type StoredDrawdown = {
  peakMs: number;
  peak: number;
  troughMs: number;
  trough: number;
  recoveredMs: number | null;
};

export type JournalTotals = {
  all: Tally;
  bySymbol: Record<string, Tally>;
  bySide: { buy: Tally; sell: Tally; unknown: Tally };
  /** 7 × 24 cells, Monday 00:00 first: trades and net */
  heatTrades: number[];
  heatNet: number[];
  holding: Record<HoldingBucket, Tally>;
  /** > 0: that many wins in a row up to the last trade; < 0: losses; 0: the last trade netted zero (or none) */
  streak: number;
  longestWin: number;
  longestLoss: number;
  /** the balance curve after each trade, from the initial balance */
  balance: number;
  peak: number;
  peakMs: number;
  /** the drawdown in progress (the curve below its peak), if any */
  open: StoredDrawdown | null;
  /** every drawdown that ended, the deepest kept (KEPT_DRAWDOWNS) */
  deepest: StoredDrawdown[];
  drawdownCount: number;
};

export const KEPT_DRAWDOWNS = 10;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The upper bounds of the holding-time buckets, as HOLDING_BUCKETS names them (the last known one is open). */
const HOLDING_LIMITS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 4 * HOUR, DAY, 7 * DAY];

export const emptyTally = (): Tally => ({ trades: 0, wins: 0, losses: 0, grossProfit: 0, grossLoss: 0 });

export function emptyTotals(initialBalance: number, startMs: number): JournalTotals {
  return {
    all: emptyTally(),
    bySymbol: {},
    bySide: { buy: emptyTally(), sell: emptyTally(), unknown: emptyTally() },
    heatTrades: Array.from({ length: 7 * 24 }, () => 0),
    heatNet: Array.from({ length: 7 * 24 }, () => 0),
    holding: Object.fromEntries(HOLDING_BUCKETS.map((b) => [b, emptyTally()])) as Record<HoldingBucket, Tally>,
    streak: 0,
    longestWin: 0,
    longestLoss: 0,
    balance: initialBalance,
    peak: initialBalance,
    peakMs: startMs,
    open: null,
    deepest: [],
    drawdownCount: 0,
  };
}

export function holdingBucketOf(openMs: number | null, closeMs: number): HoldingBucket {
  if (openMs === null) return 'unknown';
  const held = closeMs - openMs;
  const i = HOLDING_LIMITS.findIndex((limit) => held < limit);
  return HOLDING_BUCKETS[i === -1 ? HOLDING_LIMITS.length : i]!;
}

function count(t: Tally, net: number): void {
  t.trades += 1;
  if (net > 0) {
    t.wins += 1;
    t.grossProfit += net;
  } else if (net < 0) {
    t.losses += 1;
    t.grossLoss -= net;
  }
}

const depthOf = (d: StoredDrawdown) => d.peak - d.trough;

function keepDeepest(totals: JournalTotals, ended: StoredDrawdown): void {
  totals.drawdownCount += 1;
  const kept = [...totals.deepest, ended].sort((a, b) => depthOf(b) - depthOf(a) || a.peakMs - b.peakMs);
  totals.deepest = kept.slice(0, KEPT_DRAWDOWNS);
}

/** The balance curve moved to `balance` at `ms`: a new peak ends the drawdown in progress, a fall opens or deepens one. */
function followCurve(totals: JournalTotals, ms: number): void {
  const b = totals.balance;
  if (b >= totals.peak) {
    if (totals.open) keepDeepest(totals, { ...totals.open, recoveredMs: ms });
    totals.open = null;
    // A curve level with its peak keeps the peak's first time: a drawdown is timed from where the fall began.
    if (b > totals.peak) totals.peakMs = ms;
    totals.peak = b;
    return;
  }
  if (!totals.open)
    totals.open = { peakMs: totals.peakMs, peak: totals.peak, troughMs: ms, trough: b, recoveredMs: null };
  else if (b < totals.open.trough) {
    totals.open.trough = b;
    totals.open.troughMs = ms;
  }
}

/**
 * Folds trades into the totals, in place. The trades come in close order (time, then deal id), after every trade
 * folded before; `weekHour` names the cell (0 … 167) of a close time in the account's timezone.
 */
export function addTrades(
  totals: JournalTotals,
  trades: Iterable<JournalTrade>,
  weekHour: (ms: number) => number,
): JournalTotals {
  for (const trade of trades) {
    const { net } = trade;
    count(totals.all, net);
    count((totals.bySymbol[trade.symbol] ??= emptyTally()), net);
    count(totals.bySide[trade.side ?? 'unknown'], net);
    count(totals.holding[holdingBucketOf(trade.openMs, trade.closeMs)], net);
    const cell = weekHour(trade.closeMs);
    totals.heatTrades[cell]! += 1;
    totals.heatNet[cell]! += net;
    // A trade netting zero ends both streaks: it is neither a win nor a loss.
    totals.streak = net > 0 ? Math.max(totals.streak, 0) + 1 : net < 0 ? Math.min(totals.streak, 0) - 1 : 0;
    totals.longestWin = Math.max(totals.longestWin, totals.streak);
    totals.longestLoss = Math.max(totals.longestLoss, -totals.streak);
    totals.balance += net;
    followCurve(totals, trade.closeMs);
  }
  return totals;
}
