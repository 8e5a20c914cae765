import type { Instrument } from './instruments.ts';
import type { Quote } from './price-process.ts';

export type Side = 'buy' | 'sell';

/** A buy opens at the ask and closes at the bid; a sell the other way round. */
export const openPrice = (side: Side, q: Quote): number => (side === 'buy' ? q.ask : q.bid);
export const closePrice = (side: Side, q: Quote): number => (side === 'buy' ? q.bid : q.ask);

/**
 * Profit of a position in USD minor units (cents), rounded half away from zero once, at the end:
 * (close − open) × direction × lots × contract size, converted from the quote currency where it is not USD.
 */
export function profitCents(inst: Instrument, side: Side, volume: number, open: number, close: number): number {
  const dir = side === 'buy' ? 1 : -1;
  let profit = (close - open) * dir * volume * inst.contractSize;
  if (inst.profitIn === 'quote') profit /= close;
  const cents = profit * 100;
  return Math.sign(cents) * Math.round(Math.abs(cents) + 1e-9) || 0;
}

/** Margin in USD cents: notional in USD ÷ leverage (a USD-based pair's notional is its lots in USD). */
export function marginCents(inst: Instrument, volume: number, price: number, leverage: number): number {
  const notional = inst.profitIn === 'quote' ? volume * inst.contractSize : volume * inst.contractSize * price;
  return Math.ceil((notional * 100) / Math.max(leverage, 1) - 1e-9);
}

export type Protection = { sl: number | null; tp: number | null };

/**
 * Where a stop loss and a take profit may sit for an order opened now: a buy's stop below the bid and its target
 * above; a sell's the other way round. Returns the offending field, or null when both are fine.
 */
export function invalidProtection(side: Side, q: Quote, p: Protection): 'sl' | 'tp' | null {
  const ref = closePrice(side, q);
  if (p.sl !== null && (side === 'buy' ? p.sl >= ref : p.sl <= ref)) return 'sl';
  if (p.tp !== null && (side === 'buy' ? p.tp <= ref : p.tp >= ref)) return 'tp';
  return null;
}

/** Whether a quote triggers a position's stop loss or take profit (the stop wins when both would). */
export function triggered(side: Side, q: Quote, p: Protection): 'sl' | 'tp' | null {
  const price = closePrice(side, q);
  if (p.sl !== null && (side === 'buy' ? price <= p.sl : price >= p.sl)) return 'sl';
  if (p.tp !== null && (side === 'buy' ? price >= p.tp : price <= p.tp)) return 'tp';
  return null;
}
