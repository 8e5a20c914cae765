/** Money in minor units: one formatter for the apps and the server's documents (@portal/contract). */
export { currencyDigits, formatMoney, toMajor } from '@portal/contract';

/** `percent` % of an amount in minor units, rounded to a whole minor unit. */
export const percentOf = (minor: number, percent: number) => Math.round((minor * percent) / 100);

/** 5 → "5%" (en), "5 %" (de, fr): percentages of the rules are plain numbers. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A fraction (0.625, as the win rate travels) as a percentage: "62.5%". */
export function formatFraction(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

/** A plain number in the active language, e.g. lots (2.35) or a profit factor (1.87). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}
