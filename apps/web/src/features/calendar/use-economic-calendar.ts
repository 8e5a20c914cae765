import { useCallback, useEffect, useState } from 'react';
import type { EconomicCalendarQuery, EconomicEvent } from '@portal/contract';
import { getEconomicCalendar } from './api/get-economic-calendar.ts';

export type CalendarState = { status: 'loading' } | { status: 'ready'; events: EconomicEvent[] } | { status: 'failed' };

/** The events of one query; a newer query or a retry replaces an answer still on its way. */
export function useEconomicCalendar(query: EconomicCalendarQuery) {
  const [state, setState] = useState<CalendarState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { from, to, impact, currency } = query;
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getEconomicCalendar({ from, to, ...(impact ? { impact } : {}), ...(currency ? { currency } : {}) }).then(
      (page) => !cancelled && setState({ status: 'ready', events: page.items }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [from, to, impact, currency, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
