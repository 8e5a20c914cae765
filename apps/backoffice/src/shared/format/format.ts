import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/contract';

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
