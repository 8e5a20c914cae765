import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/contract';
import { formatClock, formatDate, formatDateTime, formatDay, formatMoment } from './dates.ts';
import { formatAgo, formatDuration } from './duration.ts';
import { formatFigure, formatFraction, formatLots, formatNumber, formatPercent, formatPrice } from './numbers.ts';

/** The number, money and date formatters of the active language: the one set both apps show numbers with. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      language,
      money: (minor: number, currency: string) => formatMoney(minor, currency, language),
      /** a result: "+$250", "−$40.10" */
      signedMoney: (minor: number, currency: string) => formatMoney(minor, currency, language, true),
      percent: (value: number) => formatPercent(value, language),
      fraction: (value: number) => formatFraction(value, language),
      number: (value: number, maxDigits?: number) => formatNumber(value, language, maxDigits),
      price: (value: number, digits: number) => formatPrice(value, digits, language),
      lots: (value: number) => formatLots(value, language),
      /** an economic calendar figure as published ("3.96M") */
      figure: (text: string) => formatFigure(text, language),
      date: (iso: string) => formatDate(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      moment: (iso: string) => formatMoment(iso, language),
      day: (day: string) => formatDay(day, language),
      clock: (epochMs: number, timeZone?: string) => formatClock(epochMs, language, timeZone),
      duration: (ms: number) => formatDuration(ms, language),
      ago: (ms: number) => formatAgo(ms, language),
    }),
    [language],
  );
}
