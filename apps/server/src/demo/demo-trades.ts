import type { BridgeEvent } from '@portal/contract';
import { instrument, profitCents, type Instrument, type Side } from '../domain/market/index.ts';

/**
 * The demo's past deals, as a platform bridge reports them: round trips on the sandbox market's instruments, at
 * prices that give the planned result, dated on weekdays counted back from the seeding day (so a demo started on
 * any day has the same shape of history behind it). docs/decisions/065-demo-activity.md.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A round trip's net result in whole units of the account's currency; `floatingLow` dips below it before the close. */
export type PlannedTrade = number | { result: number; floatingLow: number };

/** One trading day of an account: the `daysAgo`-th weekday before the seeding day, and its round trips in order. */
export type TradingDay = { daysAgo: number; trades: readonly PlannedTrade[] };

/** Midnight UTC of the `n`-th weekday before `now`'s day (n = 1: the last weekday before today). */
export function weekdayBefore(now: Date, n: number): Date {
  let t = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let left = n; left > 0;) {
    t -= DAY_MS;
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return new Date(t);
}

/** The instruments in the order the demo trades them, with lots per 100,000 of account size. */
const ROTATION: readonly { symbol: string; lotsPer100k: number; commissionPerLot: number }[] = [
  { symbol: 'EURUSD', lotsPer100k: 2, commissionPerLot: 700 },
  { symbol: 'XAUUSD', lotsPer100k: 0.5, commissionPerLot: 0 },
  { symbol: 'GBPUSD', lotsPer100k: 2, commissionPerLot: 700 },
  { symbol: 'US500', lotsPer100k: 20, commissionPerLot: 0 },
  { symbol: 'USDJPY', lotsPer100k: 2, commissionPerLot: 700 },
];

export const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The platform's commission on a deal (minor units, negative): per lot on the FX pairs, none on the rest. */
export const commissionFor = (symbol: string, volume: number): number =>
  -Math.round((ROTATION.find((r) => r.symbol === symbol)?.commissionPerLot ?? 0) * volume);

type DealOpened = Extract<BridgeEvent, { type: 'dealOpened' }>;
type DealClosed = Extract<BridgeEvent, { type: 'dealClosed' }>;

/** How far past the worse of its two prices a demo position's stop sits: a careful trader's stop, never reached. */
const STOP_MARGIN = 0.005;

/**
 * The stop loss a demo position is opened with: on the losing side of both its open and its close, so the position
 * closes where its plan says rather than at the stop. The demo's traders trade with stops, as a firm's rules and its
 * risk desk expect of an ordinary trader (the desk flags accounts trading without them).
 */
export function stopLossFor(inst: Instrument, side: Side, open: number, close: number): number {
  return side === 'buy'
    ? roundTo(Math.min(open, close) * (1 - STOP_MARGIN), inst.digits)
    : roundTo(Math.max(open, close) * (1 + STOP_MARGIN), inst.digits);
}

/**
 * One position opened and closed, as the platform reports the pair of deals: the profit booked from the prices,
 * the commission charged on the close; `net` is what it did to the balance. Ids (open deal, close deal, position)
 * come from `nextId`.
 */
export function roundTrip(t: {
  inst: Instrument;
  side: Side;
  volume: number;
  open: number;
  close: number;
  openedAt: number;
  closedAt: number;
  nextId: () => string;
}): { opened: DealOpened; closed: DealClosed; net: number } {
  const [dealOpen, dealClose, position] = [t.nextId(), t.nextId(), t.nextId()];
  const profit = profitCents(t.inst, t.side, t.volume, t.open, t.close);
  const commission = commissionFor(t.inst.symbol, t.volume);
  const common = { positionId: position, symbol: t.inst.symbol, volume: t.volume };
  return {
    opened: {
      type: 'dealOpened',
      dealId: dealOpen,
      ...common,
      time: new Date(t.openedAt).toISOString(),
      side: t.side,
      price: t.open,
      stopLoss: stopLossFor(t.inst, t.side, t.open, t.close),
    },
    closed: {
      type: 'dealClosed',
      dealId: dealClose,
      ...common,
      time: new Date(t.closedAt).toISOString(),
      price: t.close,
      profit,
      commission,
      swap: 0,
    },
    net: profit + commission,
  };
}

/**
 * The close price that makes `profit` (cents) on a position: solved from profitCents' formula, rounded to the
 * instrument's digits (the profit is then computed again from the rounded price, as the platform books it).
 */
function closeFor(inst: Instrument, side: Side, volume: number, open: number, profit: number): number {
  const dir = side === 'buy' ? 1 : -1;
  const units = volume * inst.contractSize;
  const usd = profit / 100;
  const close = inst.profitIn === 'quote' ? (dir * units * open) / (dir * units - usd) : open + (dir * usd) / units;
  return roundTo(close, inst.digits);
}

/**
 * Builds an account's deals: each planned result becomes a deal opened and closed (with a commission on the FX
 * pairs), the close priced so the net result is the plan's to a few cents. Deal and position ids come from
 * `nextId`, below the sandbox platform's own tickets, so its later fills never collide with them.
 */
export function createHistory(o: { accountSize: number; now: Date; nextId: () => string }) {
  let traded = 0;
  let balance = o.accountSize;
  return {
    /** The account's balance after the deals built so far (minor units). */
    get balance(): number {
      return balance;
    },
    days(days: readonly TradingDay[]): BridgeEvent[] {
      const events: BridgeEvent[] = [];
      for (const day of days) {
        const midnight = weekdayBefore(o.now, day.daysAgo).getTime();
        day.trades.forEach((planned, k) => {
          const n = traded++;
          const plan = typeof planned === 'number' ? { result: planned, floatingLow: null } : planned;
          const pick = ROTATION[n % ROTATION.length]!;
          const inst = instrument(pick.symbol)!;
          const side: Side = n % 3 === 1 ? 'sell' : 'buy';
          const volume = Math.max(0.01, roundTo((pick.lotsPer100k * o.accountSize) / 10_000_000, 2));
          const open = roundTo(inst.startPrice * (1 + 0.012 * Math.sin(n * 1.7)), inst.digits);
          const commission = commissionFor(inst.symbol, volume);
          const close = closeFor(inst, side, volume, open, plan.result * 100 - commission);
          const openedAt = midnight + (8 * 60 + 5 + k * 115 + (day.daysAgo % 3) * 12) * MINUTE_MS;
          const closedAt = openedAt + (35 + ((n * 17) % 80)) * MINUTE_MS;
          const trip = roundTrip({
            inst,
            side,
            volume,
            open,
            close,
            openedAt,
            closedAt: Math.max(closedAt, openedAt + 22 * MINUTE_MS),
            nextId: o.nextId,
          });
          events.push(trip.opened);
          // The platform's equity while the position is at its worst, before it closes.
          if (plan.floatingLow !== null)
            events.push({
              type: 'equitySnapshot',
              time: new Date(openedAt + 20 * MINUTE_MS).toISOString(),
              equity: balance + plan.floatingLow * 100,
              balance,
            });
          events.push(trip.closed);
          balance += trip.net;
        });
      }
      return events;
    },
  };
}
export type History = ReturnType<typeof createHistory>;

/** An ISO time `hour`:05 UTC on the `n`-th weekday before `now` (an import's start, before its first deal). */
export const startOfHistory = (now: Date, n: number, hour = 6) =>
  new Date(weekdayBefore(now, n).getTime() + (hour * 60 + 5) * MINUTE_MS).toISOString();
