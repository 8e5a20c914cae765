/** The checks of the lists' typed filters (useListQuery's `check`): each answers a message key, or undefined. */

/** "12.50" or "12,50" → 12.5; NaN when empty or not a number. */
export const amountOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(',', '.')));

/** An amount bound: empty, or a number of 0 or more. */
export const amountProblem = (text: string) => (text.trim() === '' || amountOf(text) >= 0 ? undefined : 'form.amount');

/** An upper bound below its lower one (both valid amounts) would match nothing. */
export const boundsProblem = (min: string, max: string) =>
  amountOf(max) < amountOf(min) ? 'form.maxBelowMin' : undefined;

/** A whole number of hours, up to a year (the contract's bound). */
export const hoursProblem = (text: string) =>
  text.trim() === '' || (/^\d+$/.test(text.trim()) && Number(text) <= 24 * 365) ? undefined : 'form.wholeHours';

/** Two days (YYYY-MM-DD) in order; either may be empty. */
export const dayRangeProblem = (from: string, to: string) =>
  from && to && to < from ? 'form.rangeReversed' : undefined;
