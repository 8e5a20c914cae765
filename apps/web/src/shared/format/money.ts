/**
 * Money arrives as integer minor units with an ISO currency (ARCHITECTURE.md): the currency's own number
 * of decimals (2 for USD, 0 for JPY) turns them into an amount. Cents are shown only when there are any,
 * so an account size reads "$100,000" and a price "$89.90".
 */
const digitsCache = new Map<string, number>();

export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    } catch {
      digits = 2;
    }
    digits ??= 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** Minor units as the currency's amount (for charts and arithmetic on display values). */
export const toMajor = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);

/**
 * `signed` puts a sign on anything but zero ("+$250", "−$1,240.50"), for results; plain amounts
 * (balances, limits) have none.
 */
export function formatMoney(minor: number, currency: string, language: string, signed = false): string {
  const digits = currencyDigits(currency);
  const scale = 10 ** digits;
  const whole = minor % scale === 0;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(minor / scale);
  } catch {
    const sign = signed && minor > 0 ? '+' : '';
    return `${sign}${(minor / scale).toFixed(whole ? 0 : digits)} ${currency}`;
  }
}

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
