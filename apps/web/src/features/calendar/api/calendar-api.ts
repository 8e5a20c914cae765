import { type EconomicCalendar, type EconomicCalendarQuery } from '@portal/contract';
import { calendarRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

/** The firm's economic calendar (SPEC §7 Economic calendar). */
export const calendarApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** The events of one week, filtered by impact and currency. */
    getEconomicCalendar: build.query<EconomicCalendar, EconomicCalendarQuery>({
      query: (params) => requestTo(calendarRoutes.economicCalendar, { params }),
      providesTags: ['EconomicCalendar'],
    }),
  }),
});

export const { useGetEconomicCalendarQuery } = calendarApi;
