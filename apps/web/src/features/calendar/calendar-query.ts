import { ECONOMIC_IMPACTS, type EconomicImpact } from '@portal/contract';
import { isWeekName, mondayOf } from './calendar-week.ts';

/** The currencies the filter offers: the majors a prop firm's instruments are quoted in. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD', 'CNY'] as const;

export type CalendarQuery = { week: string; impacts: EconomicImpact[]; currency: string | null };

/** Reads ?week=&impact=&currency= (the current week, every impact and every currency when absent or unknown). */
export function readCalendarQuery(params: URLSearchParams, now: number, timeZone: string): CalendarQuery {
  const week = params.get('week');
  const impacts = (params.get('impact') ?? '')
    .split(',')
    .filter((i): i is EconomicImpact => (ECONOMIC_IMPACTS as readonly string[]).includes(i));
  const currency = params.get('currency');
  return {
    week: isWeekName(week) ? mondayOf(Date.parse(`${week}T12:00:00Z`), 'UTC') : mondayOf(now, timeZone),
    impacts: ECONOMIC_IMPACTS.filter((i) => impacts.includes(i)),
    currency: currency && (CURRENCIES as readonly string[]).includes(currency) ? currency : null,
  };
}

export function writeCalendarQuery(query: CalendarQuery, thisWeek: string): URLSearchParams {
  const search = new URLSearchParams();
  if (query.week !== thisWeek) search.set('week', query.week);
  if (query.impacts.length > 0 && query.impacts.length < ECONOMIC_IMPACTS.length)
    search.set('impact', query.impacts.join(','));
  if (query.currency) search.set('currency', query.currency);
  return search;
}
