import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/contract';
import { formatClock, formatDate, formatDateTime, formatDay, formatMoment, usableTimeZone } from './dates.ts';
import { formatAgo, formatDuration } from './duration.ts';
import { useTimeZone } from './time-zone.tsx';
import { formatFigure, formatFraction, formatLots, formatNumber, formatPercent, formatPrice } from './numbers.ts';

/**
 * The number, money and date formatters of the active language: the one set both apps show numbers with. Dates and
 * times are shown in the zone of the nearest TimeZoneProvider, or the device's.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = usableTimeZone(useTimeZone());
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
      /** the zone the dates and times are shown in (undefined: the device's) */
      timeZone,
      date: (iso: string) => formatDate(iso, language, timeZone),
      dateTime: (iso: string) => formatDateTime(iso, language, timeZone),
      moment: (iso: string) => formatMoment(iso, language, timeZone),
      day: (day: string) => formatDay(day, language),
      clock: (epochMs: number, zone = timeZone) => formatClock(epochMs, language, zone),
      duration: (ms: number) => formatDuration(ms, language),
      ago: (ms: number) => formatAgo(ms, language),
    }),
    [language, timeZone],
  );
}
