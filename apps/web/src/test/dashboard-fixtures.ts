import type {
  AccountDataRequirements,
  AccountHistory,
  Chart,
  ClosedTrade,
  Objective,
  PlatformTime,
  SecondChanceOffer,
  TradingMetrics,
} from '@portal/contract';
import { fixture } from './fixture.ts';

/** Test data of the challenge dashboard, shaped by the contract (what the server answers): a 100K account. */

export const NOW = '2026-03-03T18:48:00.000Z';
/** 5 h 12 min 30 s after NOW: the countdown reads "5 hr 12 min". */
export const NEXT_RESET = '2026-03-04T00:00:30.000Z';

export const objectives: Objective[] = [
  {
    rule: 'dailyLoss',
    value: 124_000,
    worst: 150_000,
    limit: 500_000,
    anchor: 10_130_000,
    floor: 9_630_000,
    resetsAt: NEXT_RESET,
    state: 'ok',
    pausedUntil: null,
  },
  { rule: 'maxLoss', value: 0, limit: 1_000_000, floor: 9_000_000, mode: 'static', locked: false, state: 'ok' },
  { rule: 'profitTarget', value: 250_000, target: 1_000_000, state: 'inProgress' },
  { rule: 'tradingDays', value: 3, min: 4, state: 'inProgress' },
  { rule: 'consistency', value: 66.67, limit: 50, bestDay: 400_000, totalProfit: 600_000, state: 'blocking' },
  { rule: 'newsTrading', minutesBefore: 2, minutesAfter: 2, state: 'ok' },
];

export const requirements = fixture<AccountDataRequirements>(() => ({
  traderAccountId: 'acc-1',
  status: 1,
  phase: 1,
  isFunded: false,
  verdict: { status: 'inProgress', time: null, breach: null },
  objectives,
  frozenAt: null,
}));

export const metrics = fixture<TradingMetrics>(() => ({
  traderAccountId: 'acc-1',
  currency: 'USD',
  initialBalance: 10_000_000,
  balance: 10_025_000,
  equity: 10_006_000,
  profit: 25_000,
  dailyLossRoom: 376_000,
  dailyFloor: 9_630_000,
  maxLossRoom: 1_006_000,
  maxLossFloor: 9_000_000,
  winRate: 0.625,
  averageWin: 81_250,
  averageLoss: -45_833,
  profitFactor: 1.7727,
  trades: 8,
  wins: 5,
  losses: 3,
  lots: 6.5,
  bestTrade: 150_000,
  worstTrade: -90_000,
  tradingDays: 3,
  dayResetsAt: NEXT_RESET,
  lastUpdate: '2026-03-03T18:47:55.000Z',
  frozenAt: null,
  afterVerdict: null,
}));

/** A chart point whose equity did not move within it (the low and the high equal the equity). */
export const chartPoint = (time: string, balance: number, equity = balance): Chart['points'][number] => ({
  time,
  balance,
  equity,
  minEquity: equity,
  maxEquity: equity,
});

export const chart = fixture<Chart>(() => ({
  traderAccountId: 'acc-1',
  currency: 'USD',
  initialBalance: 10_000_000,
  points: [
    {
      time: '2026-03-02T10:20:00.000Z',
      balance: 10_000_000,
      equity: 10_000_000,
      minEquity: 10_000_000,
      maxEquity: 10_000_000,
    },
    {
      time: '2026-03-02T16:00:00.000Z',
      balance: 10_040_000,
      equity: 10_052_500,
      minEquity: 9_990_000,
      maxEquity: 10_060_000,
    },
    {
      time: '2026-03-03T18:45:00.000Z',
      balance: 10_025_000,
      equity: 10_006_000,
      minEquity: 9_980_000,
      maxEquity: 10_030_000,
    },
  ],
  days: [
    { day: '2026-03-02', profit: 40_000, trades: 5, endBalance: 10_040_000 },
    { day: '2026-03-03', profit: -15_000, trades: 3, endBalance: 10_025_000 },
  ],
}));

export function trade(n: number, overrides: Partial<ClosedTrade> = {}): ClosedTrade {
  return {
    dealId: `deal-${n}`,
    positionId: `pos-${n}`,
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1.5,
    openTime: '2026-03-03T09:00:00.000Z',
    closeTime: '2026-03-03T10:30:00.000Z',
    openPrice: 1.08412,
    closePrice: 1.08512,
    profit: 15_000,
    commission: -700,
    swap: 0,
    net: 14_300,
    ...overrides,
  };
}

/** A page of closed trades; `pages` the cursors of the pages beside it (none: the only page). */
export const history = (
  items: ClosedTrade[] = [trade(1)],
  totalItems = items.length,
  pages: Partial<Pick<AccountHistory, 'next' | 'previous'>> = {},
): AccountHistory => ({ items, totalItems, next: null, previous: null, ...pages });

export const platformTime = (overrides: Partial<PlatformTime> = {}): PlatformTime => ({
  time: NOW,
  timezone: 'Europe/Prague',
  dayResetTime: '00:00',
  nextResetAt: NEXT_RESET,
  ...overrides,
});

/** A failed account's second chance: by default its package offers neither option. */
export const secondChance = fixture<SecondChanceOffer>(() => ({
  accountId: 'acc-1',
  freeRetry: { available: false, reason: 'notOffered', used: 0, max: 0 },
  paidReset: {
    available: false,
    reason: 'notOffered',
    used: 0,
    max: 0,
    price: null,
    currency: 'USD',
    pendingOrderId: null,
  },
  replaces: null,
  replacedBy: null,
}));
