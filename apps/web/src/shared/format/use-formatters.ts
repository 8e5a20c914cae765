import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from './dates.ts';
import { formatMoney, formatPercent } from './money.ts';

/** The number, money and date formatters of the active language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      language,
      money: (minor: number, currency: string) => formatMoney(minor, currency, language),
      percent: (value: number) => formatPercent(value, language),
      date: (iso: string) => formatDate(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
    }),
    [language],
  );
}
