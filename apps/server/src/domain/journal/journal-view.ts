import type { HoldingBucket, JournalDrawdown, JournalGroup, JournalStats } from '@portal/contract';
import { HOLDING_BUCKETS } from '@portal/contract';
import type { JournalTotals, StoredDrawdown, Tally } from './journal-totals.ts';

/** A ratio of two counts, or null without a denominator. */
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
/** An average amount, to the nearest minor unit (halves away from zero), or null without a count. */
const average = (sum: number, n: number) => (n > 0 ? Math.sign(sum) * Math.round(Math.abs(sum) / n) : null);

export function groupView(t: Tally): JournalGroup {
  const net = t.grossProfit - t.grossLoss;
  return {
    trades: t.trades,
    wins: t.wins,
    losses: t.losses,
    net,
    winRate: ratio(t.wins, t.trades),
    profitFactor: ratio(t.grossProfit, t.grossLoss),
    expectancy: average(net, t.trades),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

function drawdownView(d: StoredDrawdown): JournalDrawdown {
  const depth = d.peak - d.trough;
  return {
    peakAt: iso(d.peakMs),
    peak: d.peak,
    troughAt: iso(d.troughMs),
    depth,
    depthRatio: d.peak > 0 ? depth / d.peak : 0,
    recoveredAt: d.recoveredMs === null ? null : iso(d.recoveredMs),
    recoveryMs: d.recoveredMs === null ? null : d.recoveredMs - d.troughMs,
  };
}

export type JournalFigures = Omit<JournalStats, 'traderAccountId' | 'currency' | 'timezone' | 'tag' | 'tags'>;

/** What the journal shows of the totals: the ratios and averages derived, the empty groups left out. */
export function journalView(totals: JournalTotals): JournalFigures {
  const all = totals.all;
  const avgWin = average(all.grossProfit, all.wins);
  const avgLoss = average(all.grossLoss, all.losses);
  const open = totals.open;
  const deepestEnded = totals.deepest[0];
  const max =
    open && (!deepestEnded || open.peak - open.trough > deepestEnded.peak - deepestEnded.trough) ? open : deepestEnded;
  return {
    summary: {
      ...groupView(all),
      grossProfit: all.grossProfit,
      grossLoss: all.grossLoss,
      avgWin,
      avgLoss,
      riskReward: avgWin !== null && avgLoss ? avgWin / avgLoss : null,
    },
    streaks: {
      longestWin: totals.longestWin,
      longestLoss: totals.longestLoss,
      current: {
        kind: totals.streak > 0 ? 'win' : totals.streak < 0 ? 'loss' : 'none',
        length: Math.abs(totals.streak),
      },
    },
    bySymbol: Object.entries(totals.bySymbol)
      .map(([symbol, t]) => ({ symbol, ...groupView(t) }))
      .sort((a, b) => b.trades - a.trades || a.symbol.localeCompare(b.symbol)),
    bySide: (['buy', 'sell', 'unknown'] as const)
      .filter((side) => totals.bySide[side].trades > 0)
      .map((side) => ({ side, ...groupView(totals.bySide[side]) })),
    heatMap: totals.heatTrades.flatMap((trades, cell) =>
      trades > 0 ? [{ weekday: Math.floor(cell / 24), hour: cell % 24, trades, net: totals.heatNet[cell]! }] : [],
    ),
    holding: HOLDING_BUCKETS.filter((b: HoldingBucket) => totals.holding[b].trades > 0).map((bucket) => ({
      bucket,
      ...groupView(totals.holding[bucket]),
    })),
    drawdowns: {
      count: totals.drawdownCount + (open ? 1 : 0),
      max: max ? drawdownView(max) : null,
      current: open ? drawdownView(open) : null,
      deepest: [...totals.deepest, ...(open ? [open] : [])]
        .sort((a, b) => b.peak - b.trough - (a.peak - a.trough) || a.peakMs - b.peakMs)
        .slice(0, 10)
        .map(drawdownView),
    },
  };
}
