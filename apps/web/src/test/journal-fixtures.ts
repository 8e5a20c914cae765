import type { JournalGroup, JournalStats, JournalTrade } from '@portal/contract';
// The server's worked example (docs/journal.md), the same numbers its unit, API and e2e tests expect.
import { FIXTURE_DRAWDOWNS } from '../../../server/src/domain/journal/journal-fixture.ts';

/** The journal's answers for the web's tests: empty, or the worked example of docs/journal.md (UTC). */

const group = (trades: number, wins: number, losses: number, net: number, gp: number, gl: number): JournalGroup => ({
  trades,
  wins,
  losses,
  net,
  winRate: trades > 0 ? wins / trades : null,
  profitFactor: gl > 0 ? gp / gl : null,
  expectancy: trades > 0 ? Math.round(net / trades) : null,
});

export function emptyJournal(): JournalStats {
  return {
    traderAccountId: 'acc-1',
    currency: 'USD',
    timezone: 'Europe/Prague',
    tag: null,
    tags: [],
    summary: {
      ...group(0, 0, 0, 0, 0, 0),
      grossProfit: 0,
      grossLoss: 0,
      avgWin: null,
      avgLoss: null,
      riskReward: null,
    },
    streaks: { longestWin: 0, longestLoss: 0, current: { kind: 'none', length: 0 } },
    bySymbol: [],
    bySide: [],
    heatMap: [],
    holding: [],
    drawdowns: { count: 0, max: null, current: null, deepest: [] },
  };
}

const { open, ended } = FIXTURE_DRAWDOWNS;

export function exampleJournal(): JournalStats {
  return {
    ...emptyJournal(),
    timezone: 'UTC',
    tags: ['A setup', 'breakout'],
    summary: {
      ...group(10, 4, 5, 28_000, 75_000, 47_000),
      grossProfit: 75_000,
      grossLoss: 47_000,
      avgWin: 18_750,
      avgLoss: 9_400,
      riskReward: 18_750 / 9_400,
    },
    streaks: { longestWin: 2, longestLoss: 3, current: { kind: 'win', length: 1 } },
    bySymbol: [
      { symbol: 'EURUSD', ...group(5, 3, 2, 10_000, 45_000, 35_000) },
      { symbol: 'GBPUSD', ...group(3, 0, 2, -7_000, 0, 7_000) },
      { symbol: 'XAUUSD', ...group(2, 1, 1, 25_000, 30_000, 5_000) },
    ],
    bySide: [
      { side: 'buy', ...group(5, 2, 3, -5_000, 30_000, 35_000) },
      { side: 'sell', ...group(4, 2, 2, 33_000, 45_000, 12_000) },
      { side: 'unknown', ...group(1, 0, 0, 0, 0, 0) },
    ],
    heatMap: [
      { weekday: 0, hour: 9, trades: 2, net: 20_000 },
      { weekday: 0, hour: 10, trades: 1, net: -10_000 },
      { weekday: 1, hour: 9, trades: 2, net: 40_000 },
    ],
    holding: [
      { bucket: 'lt1m', ...group(1, 0, 1, -5_000, 0, 5_000) },
      { bucket: 'lt1h', ...group(4, 3, 1, 58_000, 60_000, 2_000) },
      { bucket: 'unknown', ...group(1, 0, 0, 0, 0, 0) },
    ],
    drawdowns: { count: 2, max: open, current: open, deepest: [open, ended] },
  };
}

export function journalTrade(o: Partial<JournalTrade> = {}): JournalTrade {
  return {
    dealId: 'jc5',
    positionId: 'jp5',
    symbol: 'XAUUSD',
    side: 'sell',
    volume: 1,
    openTime: '2026-03-03T09:10:00.000Z',
    closeTime: '2026-03-03T09:40:00.000Z',
    openPrice: 1.09,
    closePrice: 1.1,
    profit: 30_000,
    commission: 0,
    swap: 0,
    net: 30_000,
    note: '',
    tags: [],
    ...o,
  };
}
