import { seededRandom } from '../market/index.ts';
import type { AccountPosition, Position, Side, TradeOpening } from './types.ts';

/**
 * Seeded synthetic trading for the risk desk's tests and benchmark (not used by the server); the randomness is
 * the market simulator's mulberry32 (`seededRandom`), so every stream is the same on every run.
 */

export const DAY = 86_400_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
/** Monday 2026-03-02 00:00 UTC. */
export const FIRST_DAY = Date.UTC(2026, 2, 2);

export const SYMBOLS = ['EURUSD', 'XAUUSD', 'US30', 'GBPUSD', 'NAS100', 'USDJPY'] as const;
const SYMBOL_WEIGHTS = [0.3, 0.25, 0.15, 0.1, 0.1, 0.1];
/** The day's high-impact releases everyone watches (08:00, 12:30, 14:00 UTC). */
const NEWS_TIMES = [8 * 60, 12 * 60 + 30, 14 * 60].map((minutes) => minutes * MINUTE);
/** Sizes people like to type. */
const ROUND_SIZES = [0.1, 0.2, 0.5, 1, 2, 5];

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function weightedSymbol(random: () => number): string {
  let roll = random();
  for (let i = 0; i < SYMBOLS.length; i++) {
    roll -= SYMBOL_WEIGHTS[i] ?? 0;
    if (roll < 0) return SYMBOLS[i] as string;
  }
  return SYMBOLS[0];
}

/** Half round sizes, half anything from 0.01 to 5 lots (log-uniform), to the hundredth. */
export function independentSize(random: () => number): number {
  if (random() < 0.5) return pick(random, ROUND_SIZES);
  return Math.max(0.01, Math.round(Math.exp(Math.log(0.01) + random() * Math.log(500)) * 100) / 100);
}

export function positionOf(opening: TradeOpening, heldMs: number): Position {
  return { ...opening, closedAt: opening.openedAt + heldMs };
}

export interface Population {
  readonly openings: readonly TradeOpening[];
  readonly positions: readonly Position[];
  readonly accounts: number;
}

/**
 * Independent accounts trading the same popular setups: 30 % of trades in the 15 minutes after the day's news,
 * leaning 70 % the way the news pushed that symbol; the rest spread over 07:00–20:00. A third of the traders
 * run two accounts that trade independently of each other (a worst case for the hedging signal: honest
 * two-account traders mostly trade one direction). Openings come sorted by time, as a stream would deliver them.
 */
export function independentPopulation(options: {
  readonly seed: number;
  readonly accounts: number;
  readonly days: number;
  readonly tradesPerDay: number;
  readonly prefix?: string;
}): Population {
  const random = seededRandom(options.seed);
  const prefix = options.prefix ?? 'p';
  const newsDirection = Array.from({ length: options.days * NEWS_TIMES.length }, () =>
    SYMBOLS.map((): Side => (random() < 0.5 ? 'buy' : 'sell')),
  );
  const positions: Position[] = [];
  let trader = 0;
  for (let account = 0; account < options.accounts; account++) {
    if (account === 0 || random() >= 1 / 3) trader++;
    for (let day = 0; day < options.days; day++) {
      const trades = Math.floor(random() * (2 * options.tradesPerDay + 1));
      for (let t = 0; t < trades; t++) {
        const symbol = weightedSymbol(random);
        let openedAt: number;
        let side: Side;
        if (random() < 0.3) {
          const event = Math.floor(random() * NEWS_TIMES.length);
          openedAt = FIRST_DAY + day * DAY + (NEWS_TIMES[event] ?? 0) + Math.floor(random() * 15 * MINUTE);
          const pushed = newsDirection[day * NEWS_TIMES.length + event]?.[SYMBOLS.indexOf(symbol as never)];
          side = random() < 0.7 ? (pushed ?? 'buy') : pushed === 'buy' ? 'sell' : 'buy';
        } else {
          openedAt = FIRST_DAY + day * DAY + 7 * 60 * MINUTE + Math.floor(random() * 13 * 60 * MINUTE);
          side = random() < 0.5 ? 'buy' : 'sell';
        }
        const opening = {
          accountId: `${prefix}a${account}`,
          traderId: `${prefix}t${trader}`,
          symbol,
          side,
          volume: independentSize(random),
          openedAt,
        };
        // Exponential holding time, mean 40 minutes, at least 10 seconds.
        positions.push(positionOf(opening, Math.max(10_000, Math.floor(-Math.log(1 - random()) * 40 * MINUTE))));
      }
    }
  }
  positions.sort((a, b) => a.openedAt - b.openedAt);
  const openings = positions.map(({ closedAt: _closed, ...opening }) => opening);
  return { openings, positions, accounts: options.accounts };
}

/**
 * One honest account on a phase with every rule on: weekdays only, opened 08:00–16:00 UTC and held 2 minutes to
 * 4 hours (closed before the weekend), always with a stop, sizes within ±25 % of its usual lot, wins and losses of
 * similar size; a trade that would touch a news window (±5 minutes around `newsEvents`) is drawn again.
 */
export function honestAccount(options: {
  readonly seed: number;
  readonly accountId: string;
  readonly trades: number;
  readonly newsEvents: readonly number[];
}): AccountPosition[] {
  const random = seededRandom(options.seed);
  const lot = pick(random, ROUND_SIZES);
  const nearNews = (at: number) => options.newsEvents.some((event) => Math.abs(at - event) <= 5 * MINUTE);
  const positions: AccountPosition[] = [];
  while (positions.length < options.trades) {
    const day = Math.floor(random() * 4 * 7);
    if (day % 7 >= 5) continue;
    const openedAt = FIRST_DAY + day * DAY + 8 * 60 * MINUTE + Math.floor(random() * 8 * 60 * MINUTE);
    const closedAt =
      openedAt + Math.min(4 * 60 * MINUTE, Math.max(2 * MINUTE, Math.floor(-Math.log(1 - random()) * 40 * MINUTE)));
    if (nearNews(openedAt) || nearNews(closedAt)) continue;
    const win = random() < 0.55;
    positions.push({
      id: `${options.accountId}-${positions.length}`,
      accountId: options.accountId,
      traderId: `t-${options.accountId}`,
      symbol: weightedSymbol(random),
      side: random() < 0.5 ? 'buy' : 'sell',
      volume: lot * pick(random, [0.8, 1, 1, 1, 1.25]),
      openedAt,
      closedAt,
      profit: (win ? 1 : -1) * Math.round(500 + random() * 2_000),
      stopLoss: 1 + random(),
    });
  }
  return positions;
}
