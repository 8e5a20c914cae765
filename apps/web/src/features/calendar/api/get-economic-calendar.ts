import { ApiPath, type EconomicCalendar, type EconomicCalendarQuery } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getEconomicCalendar = (query: EconomicCalendarQuery) =>
  unwrap<EconomicCalendar>(api.get(ApiPath.economicCalendar, { params: query }));
