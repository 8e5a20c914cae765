import { useMemo } from 'react';
import { formatMoney } from '@portal/contract';
import { formatSharePercent } from '@portal/ui/format/group-figures.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';

/**
 * The trader's figures read side by side, one precision per kind: balances, equity and results always with cents
 * ("$10,000.00" by "$25,265.17"), a result's or drawdown's share always with two decimals ("2.60%" by "3.94%").
 * Limits, targets, floors and prices keep the shared formatters' own precision.
 */
export function useFigures() {
  const { language } = useFormatters();
  return useMemo(
    () => ({
      /** a balance or equity: "$10,000.00" */
      amount: (minor: number, currency: string) => formatMoney(minor, currency, language, false, true),
      /** a result: "+$250.00", "-$1.00" */
      result: (minor: number, currency: string) => formatMoney(minor, currency, language, true, true),
      /** a result's or drawdown's share, as a percentage: "-0.01%", "0.00%" */
      share: (percent: number) => formatSharePercent(percent, language),
    }),
    [language],
  );
}
