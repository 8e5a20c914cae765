/**
 * Money travels as integer minor units with an ISO currency (ARCHITECTURE.md "The wire contract"): the
 * currency's own number of decimals (2 for USD and EUR, 0 for JPY) turns them into an amount. One formatter for
 * every screen and every document (contract, certificates, mails), so that an amount reads the same wherever the
 * trader sees it. Cents are shown only when there are any: an account size reads "$100,000", a price "$89.90".
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
 * Minor units as money in `language` ("10.000 $" in German, "$10,000" in English). `signed` puts a sign on
 * anything but zero ("+$250", "−$1,240.50"), for results; plain amounts (balances, limits) have none.
 */
export function formatMoney(
  minor: number,
  currency: string,
  language: string,
  signed = false,
  /** always with the currency's decimals ("$10,000.00"), for a figure read beside others that have them */
  cents = false,
): string {
  const digits = currencyDigits(currency);
  const scale = 10 ** digits;
  const whole = !cents && minor % scale === 0;
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
