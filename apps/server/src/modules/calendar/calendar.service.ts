import {
  economicCalendarRange,
  type EconomicCalendarQuery,
  type EconomicEvent,
  type EconomicImpact,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { CalendarRepository } from './calendar.repository.ts';

const list = (value: string | undefined) => (value ? [...new Set(value.split(','))] : undefined);

/** The economic calendar the trader reads: one for every brand (the one the news rule reads too). */
export function createCalendarService(deps: { db: Db; calendarRepository: CalendarRepository }) {
  return {
    /** Events of a validated query (range at most 31 days; impact and currency as comma lists), by time. */
    async list(query: EconomicCalendarQuery): Promise<{ items: EconomicEvent[] }> {
      const { from, to } = economicCalendarRange(query);
      const items = await deps.calendarRepository.list(deps.db, {
        from: new Date(from),
        to: new Date(to),
        impacts: list(query.impact) as EconomicImpact[] | undefined,
        currencies: list(query.currency?.toUpperCase()),
      });
      return { items };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
