import type { Instrument } from './instruments.ts';

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)); the same seed gives the same prices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const YEAR_MS = 365 * 86_400_000;

export const roundTo = (value: number, digits: number): number => Number(value.toFixed(digits));

/**
 * The next mid price after `dtMs` of a geometric random walk without drift, with the instrument's annualised
 * volatility. Always positive; a very long gap is capped to a day so a restart after a long stop is not a
 * crash or a spike beyond a day's move.
 */
export function nextMid(inst: Instrument, mid: number, dtMs: number, random: () => number): number {
  const dt = Math.min(Math.max(dtMs, 0), 86_400_000) / YEAR_MS;
  if (dt === 0) return mid;
  const sigma = inst.volatility;
  const next = mid * Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * normal(random));
  return roundTo(next, inst.digits + 1);
}

export type Quote = { symbol: string; bid: number; ask: number; time: number };

/** Bid and ask around the mid, the spread split evenly, rounded to the instrument's digits. */
export function quoteOf(inst: Instrument, mid: number, time: number): Quote {
  const half = inst.spread / 2;
  const bid = roundTo(mid - half, inst.digits);
  const ask = Math.max(roundTo(mid + half, inst.digits), roundTo(bid + 10 ** -inst.digits, inst.digits));
  return { symbol: inst.symbol, bid, ask, time };
}
