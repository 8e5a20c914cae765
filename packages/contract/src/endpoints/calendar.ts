import { ApiPath } from '../paths.ts';
import { economicCalendarEnvelope, economicCalendarQuerySchema } from '../schemas/calendar.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const calendarEndpoints = {
  economicCalendar: endpoint('GET', ApiPath.economicCalendar, 'Economic events in a range of at most 31 days, by time, optionally filtered by impact and currency', { querystring: economicCalendarQuerySchema, response: economicCalendarEnvelope }),
};
