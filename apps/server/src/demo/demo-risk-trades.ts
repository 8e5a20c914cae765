import type { BridgeEvent } from '@portal/contract';
import { instrument, seededRandom, type Side } from '../domain/market/index.ts';
import { HEDGER, RING, RING_HALVER } from '../seed/risk-demo-traders.ts';
import { roundTo, roundTrip, weekdayBefore } from './demo-trades.ts';

/**
 * The risk desk demo's deals (docs/risk.md "The demo"), as the platforms' bridges report them: a copy ring — the
 * leader opens, the two copiers open the same symbol and side 2–40 s later at twice and half its size (a few per
 * cent of jitter, as a copier's lot rounding gives), and all three close together — and one trader's two accounts
 * holding opposite positions on one symbol for half an hour at a time. Each account also trades a little on its
 * own. Dated on weekdays counted back from the seeding day; seeded randomness, so every demo has the same story.
 */

const MINUTE = 60_000;
const SECOND = 1_000;

/** Weekdays back from the seeding day that the risk demo's challenges start (the funded copier's a month). */
export const RISK_DEMO_STARTED_DAYS_AGO = 8;
export const RISK_DEMO_FUNDED_DAYS_AGO = 24;

/** An account's deal as seeded: the login it is pushed for, and the event. */
export type SeededDeal = { login: string; event: BridgeEvent };

/** When the ring's orders start (UTC): after the US afternoon releases, before the evening ones (the funded news rule). */
const RING_SLOTS_UTC_MINUTES = [15 * 60 + 20, 16 * 60 + 15, 17 * 60 + 10];
/** The ring trades on these weekdays back from the seeding day: five days, three orders each. */
const RING_DAYS = [5, 4, 3, 2, 1];
/** The hedged pair's overlaps: mornings and early afternoons of four days, away from the ring's hours. */
const HEDGE_DAYS = [4, 3, 2, 1];
const HEDGE_SLOTS_UTC_MINUTES = [9 * 60 + 10, 14 * 60 + 5];

/** The ring's symbols in turn, with the leader's usual lots on each. */
const SYMBOLS = [
  { symbol: 'EURUSD', lots: [0.8, 1, 1.2, 1.5] },
  { symbol: 'XAUUSD', lots: [0.3, 0.4, 0.5] },
  { symbol: 'GBPUSD', lots: [0.8, 1, 1.2] },
  { symbol: 'USDJPY', lots: [1, 1.5] },
] as const;

/**
 * All the scenario's deals of every account, in time order (the order a live bridge would have pushed them), with
 * the net result each account's closed trades came to (minor units, by login). Deal ids come from `nextId`.
 */
export function riskDemoDeals(now: Date, nextId: () => string): { deals: SeededDeal[]; net: Map<string, number> } {
  const random = seededRandom(2028);
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const deals: SeededDeal[] = [];
  const net = new Map<string, number>();
  const trade = (
    login: string,
    t: { symbol: string; side: Side; volume: number; open: number; move: number; openedAt: number; closedAt: number },
  ) => {
    const inst = instrument(t.symbol)!;
    const dir = t.side === 'buy' ? 1 : -1;
    const trip = roundTrip({
      inst,
      side: t.side,
      volume: t.volume,
      open: roundTo(t.open, inst.digits),
      close: roundTo(t.open * (1 + dir * t.move), inst.digits),
      openedAt: Math.round(t.openedAt),
      closedAt: Math.round(t.closedAt),
      nextId,
    });
    deals.push({ login, event: trip.opened }, { login, event: trip.closed });
    net.set(login, (net.get(login) ?? 0) + trip.net);
  };
  const priceOf = (symbol: string) => instrument(symbol)!.startPrice * (1 + between(-0.01, 0.01));
  const at = (daysAgo: number, utcMinutes: number) => weekdayBefore(now, daysAgo).getTime() + utcMinutes * MINUTE;

  // The ring: most of the leader's orders win (a signal worth copying), each copier's size its fixed multiple.
  const [leader, doubler, halver] = RING.map((r) => r.account.login) as [string, string, string];
  let order = 0;
  for (const daysAgo of RING_DAYS) {
    for (const slot of RING_SLOTS_UTC_MINUTES) {
      const { symbol, lots } = SYMBOLS[order % SYMBOLS.length]!;
      const side: Side = random() < 0.5 ? 'buy' : 'sell';
      const volume = pick(lots);
      const open = priceOf(symbol);
      // Three orders in four win, a tenth to a quarter of a per cent; the losers lose a little less.
      const move = order % 4 === 3 ? -between(0.0008, 0.0015) : between(0.001, 0.0025);
      const openedAt = at(daysAgo, slot) + between(0, 8) * MINUTE;
      const closedAt = openedAt + between(25, 45) * MINUTE;
      trade(leader, { symbol, side, volume, open, move, openedAt, closedAt });
      for (const [login, factor] of [
        [doubler, 2],
        [halver, 0.5],
      ] as const) {
        const lag = between(2, 40) * SECOND;
        trade(login, {
          symbol,
          side,
          volume: Math.max(0.01, roundTo(volume * factor * between(0.96, 1.04), 2)),
          open,
          move,
          openedAt: openedAt + lag,
          closedAt: closedAt + between(1, 30) * SECOND,
        });
      }
      order += 1;
    }
  }

  // Each of the ring's traders on their own: a trade on three days, late in the morning, at their own sizes.
  for (const [i, login] of [leader, doubler, halver].entries()) {
    for (const daysAgo of [5, 3, 1]) {
      const symbol = pick(['EURUSD', 'GBPUSD', 'USDJPY']);
      const openedAt = at(daysAgo, 10 * 60 + 20 + i * 17) + between(0, 5) * MINUTE;
      trade(login, {
        symbol,
        side: random() < 0.5 ? 'buy' : 'sell',
        volume: roundTo(between(0.3, 1.2), 2),
        open: priceOf(symbol),
        move: random() < 0.6 ? between(0.0005, 0.0015) : -between(0.0005, 0.001),
        openedAt,
        closedAt: openedAt + between(20, 50) * MINUTE,
      });
    }
  }
  // The funded copier's first trade as funded, a month back: its payout cycle has run by the seeding day.
  const firstFunded = at(RISK_DEMO_FUNDED_DAYS_AGO - 2, 11 * 60 + 5);
  trade(RING_HALVER.account.login, {
    symbol: 'EURUSD',
    side: 'buy',
    volume: 0.5,
    open: instrument('EURUSD')!.startPrice,
    move: 0.012,
    openedAt: firstFunded,
    closedAt: firstFunded + 3 * 60 * MINUTE,
  });

  // The hedged pair: one account buys, the other sells the same lots seconds later; both close together.
  const [first, second] = HEDGER.accounts.map((a) => a.login) as [string, string];
  for (const daysAgo of HEDGE_DAYS) {
    for (const slot of HEDGE_SLOTS_UTC_MINUTES) {
      const symbol = pick(['EURUSD', 'GBPUSD', 'XAUUSD']);
      const side: Side = random() < 0.5 ? 'buy' : 'sell';
      const volume = symbol === 'XAUUSD' ? pick([0.5, 1]) : pick([1, 1.5, 2]);
      const open = priceOf(symbol);
      const move = (random() < 0.5 ? 1 : -1) * between(0.0008, 0.002);
      const openedAt = at(daysAgo, slot) + between(0, 10) * MINUTE;
      const closedAt = openedAt + between(20, 50) * MINUTE;
      trade(first, { symbol, side, volume, open, move, openedAt, closedAt });
      trade(second, {
        symbol,
        side: side === 'buy' ? 'sell' : 'buy',
        volume,
        open,
        move: -move,
        openedAt: openedAt + between(3, 20) * SECOND,
        closedAt: closedAt + between(3, 30) * SECOND,
      });
    }
  }
  // And one trade of the first account on its own.
  const alone = at(5, 11 * 60 + 40);
  trade(first, {
    symbol: 'USDJPY',
    side: 'buy',
    volume: 1,
    open: instrument('USDJPY')!.startPrice,
    move: 0.001,
    openedAt: alone,
    closedAt: alone + 40 * MINUTE,
  });

  deals.sort((a, b) => Date.parse(a.event.time) - Date.parse(b.event.time));
  return { deals, net };
}
