import { useTranslation } from 'react-i18next';

/** Money arrives as integer minor units with an ISO currency: the currency's own decimals make the amount. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  const scale = 10 ** digits;
  const whole = minor % scale === 0;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    }).format(minor / scale);
  } catch {
    return `${(minor / scale).toFixed(whole ? 0 : digits)} ${currency}`;
  }
}

/** The console's formatters in the current language; missing values read as a dash. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    money: (minor: number | null | undefined, currency: string) =>
      minor === null || minor === undefined ? '—' : formatMoney(minor, currency, lang),
    when: (at: string | null | undefined) => (at ? new Date(at).toLocaleString(lang) : '—'),
    day: (at: string | null | undefined) => (at ? new Date(at).toLocaleDateString(lang) : '—'),
    number: (n: number | null | undefined, digits = 0) =>
      n === null || n === undefined ? '—' : n.toLocaleString(lang, { maximumFractionDigits: digits }),
    percent: (ratio: number | null | undefined) =>
      ratio === null || ratio === undefined
        ? '—'
        : ratio.toLocaleString(lang, { style: 'percent', maximumFractionDigits: 1 }),
  };
}
