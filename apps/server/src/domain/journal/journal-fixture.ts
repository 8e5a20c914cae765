import type { BridgeEvent } from '@portal/contract';
import type { JournalTrade } from './journal-totals.ts';

/**
 * The hand-computed journal of docs/journal.md "Worked example": ten trades of a 10,000.00 account in the week of
 * Monday 2 March 2026 (UTC). The unit tests, the API tests and the e2e test push these and expect that page's
 * numbers.
 */
export const FIXTURE_START = '2026-03-02T08:00:00.000Z';
export const FIXTURE_INITIAL_BALANCE = 1_000_000;

export type FixtureTrade = {
  symbol: string;
  side: 'buy' | 'sell' | null;
  open: string | null;
  close: string;
  net: number;
};

// prettier-ignore
export const FIXTURE_TRADES: readonly FixtureTrade[] = [
  { symbol: 'EURUSD', side: 'buy', open: '2026-03-02T09:00:00Z', close: '2026-03-02T09:30:00Z', net: 20_000 },
  { symbol: 'GBPUSD', side: null, open: null, close: '2026-03-02T09:45:00Z', net: 0 },
  { symbol: 'EURUSD', side: 'sell', open: '2026-03-02T10:00:00Z', close: '2026-03-02T10:03:00Z', net: -10_000 },
  { symbol: 'GBPUSD', side: 'buy', open: '2026-03-02T14:00:00Z', close: '2026-03-02T16:00:00Z', net: -5_000 },
  { symbol: 'XAUUSD', side: 'sell', open: '2026-03-03T09:10:00Z', close: '2026-03-03T09:40:00Z', net: 30_000 },
  { symbol: 'EURUSD', side: 'buy', open: '2026-03-03T09:00:00Z', close: '2026-03-03T09:50:00Z', net: 10_000 },
  { symbol: 'GBPUSD', side: 'sell', open: '2026-03-04T15:00:00Z', close: '2026-03-04T15:20:00Z', net: -2_000 },
  { symbol: 'EURUSD', side: 'buy', open: '2026-03-04T16:00:00Z', close: '2026-03-05T16:00:00Z', net: -25_000 },
  { symbol: 'XAUUSD', side: 'buy', open: '2026-03-06T08:00:00Z', close: '2026-03-06T08:00:30Z', net: -5_000 },
  { symbol: 'EURUSD', side: 'sell', open: '2026-03-06T09:00:00Z', close: '2026-03-06T13:00:00Z', net: 15_000 },
];

/** The balance curve's two drawdowns of the example (the journal's read-out): the one still open is the deepest. */
export const FIXTURE_DRAWDOWNS = {
  open: {
    peakAt: '2026-03-03T09:50:00.000Z',
    peak: 1_045_000,
    troughAt: '2026-03-06T08:00:30.000Z',
    depth: 32_000,
    depthRatio: 32_000 / 1_045_000,
    recoveredAt: null,
    recoveryMs: null,
  },
  ended: {
    peakAt: '2026-03-02T09:30:00.000Z',
    peak: 1_020_000,
    troughAt: '2026-03-02T16:00:00.000Z',
    depth: 15_000,
    depthRatio: 15_000 / 1_020_000,
    recoveredAt: '2026-03-03T09:40:00.000Z',
    recoveryMs: 63_600_000,
  },
};

export const fixtureTrades = (): JournalTrade[] =>
  FIXTURE_TRADES.map((t) => ({
    symbol: t.symbol,
    side: t.side,
    openMs: t.open === null ? null : Date.parse(t.open),
    closeMs: Date.parse(t.close),
    net: t.net,
  }));

const shifted = (iso: string, byMs: number) => new Date(Date.parse(iso) + byMs).toISOString();

/**
 * The same trades as a platform's bridge reports them: each an opening deal (none for the trade whose opening is
 * unknown) and a closing deal netting its result, deal ids prefixed by `prefix`, every time moved by `shiftMs` (a
 * whole number of weeks keeps the weekdays and hours).
 */
export function fixtureEvents(prefix: string, shiftMs = 0): BridgeEvent[] {
  return FIXTURE_TRADES.flatMap((f, i): BridgeEvent[] => {
    const ids = { positionId: `${prefix}p${i + 1}`, symbol: f.symbol, volume: 1 };
    const close: BridgeEvent = {
      type: 'dealClosed',
      dealId: `${prefix}c${i + 1}`,
      time: shifted(f.close, shiftMs),
      price: 1.1,
      profit: f.net,
      commission: 0,
      swap: 0,
      ...ids,
    };
    if (f.open === null || f.side === null) return [close];
    const time = shifted(f.open, shiftMs);
    return [{ type: 'dealOpened', dealId: `${prefix}o${i + 1}`, time, side: f.side, price: 1.09, ...ids }, close];
  });
}
