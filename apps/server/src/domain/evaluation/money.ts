import type { Money } from './types.ts';

/**
 * Integer money arithmetic. Percent rules are honoured to 4 decimal places (0.0001 %), computed exactly with
 * BigInt, then rounded against the trader by less than one minor unit (docs/challenge-rules.md "Rounding"):
 * an allowance (how much may be lost) is rounded down, a requirement (how much must be made) is rounded up.
 * So no rounding ever gives a trader more than the published percent.
 */

const PERCENT_SCALE = 10_000; // 4 decimals of a percent
const DIVISOR = BigInt(100 * PERCENT_SCALE);

function scaledPercent(percent: number): bigint {
  return BigInt(Math.round(percent * PERCENT_SCALE));
}

function divide(numerator: bigint, rounding: 'down' | 'up'): Money {
  let q = numerator / DIVISOR; // truncates toward zero
  const r = numerator % DIVISOR;
  if (r !== 0n && rounding === 'down' && numerator < 0n) q -= 1n;
  if (r !== 0n && rounding === 'up' && numerator > 0n) q += 1n;
  return Number(q);
}

/** `percent` % of `amount`, rounded down: for allowances (a loss limit never exceeds the published percent). */
export function allowanceOf(amount: Money, percent: number): Money {
  return divide(BigInt(amount) * scaledPercent(percent), 'down');
}

/** `percent` % of `amount`, rounded up: for requirements (a target never falls short of the published percent). */
export function requirementOf(amount: Money, percent: number): Money {
  return divide(BigInt(amount) * scaledPercent(percent), 'up');
}

/** Is `part` at most `percent` % of `whole`? Exact (cross-multiplied in BigInt), for consistency shares. */
export function isAtMostPercentOf(part: Money, whole: Money, percent: number): boolean {
  return BigInt(part) * DIVISOR <= BigInt(whole) * scaledPercent(percent);
}

/** Lots in integer units of 1e-8 lot, so volumes add up without float drift. */
export const LOT_UNITS = 100_000_000;

export function toLotUnits(volume: number): number {
  return Math.round(volume * LOT_UNITS);
}

export function fromLotUnits(units: number): number {
  return units / LOT_UNITS;
}
