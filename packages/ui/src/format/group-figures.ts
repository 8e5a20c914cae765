import { currencyDigits } from '@portal/contract';

/**
 * Figures read side by side, in one precision each (the shared formatters drop what a single value does not need:
 * "$10,000", "2.6%"). A screen that sets results, balances or drawdowns next to each other uses these and the
 * contract's formatMoney with its `cents`, so "$10,000.00" sits by "$25,265.17" and "2.60%" by "3.94%".
 */

/** A result's or drawdown's share as a percentage, always with two decimals: "2.60%", "-0.01%", "0.00%". */
export function formatSharePercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

/** Whether any of a group's amounts has cents: then the whole group shows them ("$155.00" by "$139.50"). */
export const anyCents = (amounts: readonly number[], currency: string) =>
  amounts.some((minor) => minor % 10 ** currencyDigits(currency) !== 0);
