import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { formatMoney } from '@portal/contract';

type Props = {
  /** the amount in minor units (cents), as it travels */
  minor: number;
  currency: string;
  /** a result: "+$250", "−$40.10" */
  signed?: boolean;
  /** always with the currency's decimals ("$10,000.00"): a balance or result read by others that have cents */
  cents?: boolean;
  className?: string;
};

/**
 * An amount as a value of its own (a card's figure, a fact of a list, a cell): formatted in the active language
 * and kept on one line by the theme's `.money`, so "$1,194.40" never splits into "$1,194." and "40". Amounts
 * inside a sentence stay plain text (`format.money`).
 */
export function Money({ minor, currency, signed = false, cents = false, className }: Props) {
  const format = useFormatters();
  const text = cents
    ? formatMoney(minor, currency, format.language, signed, true)
    : signed
      ? format.signedMoney(minor, currency)
      : format.money(minor, currency);
  return <span className={className ? `money ${className}` : 'money'}>{text}</span>;
}
