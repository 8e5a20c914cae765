import type { z } from 'zod';
import { type AdminOverviewQuery, type adminOverviewSchema } from '@portal/contract';
import { adminOverviewRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type Overview = z.infer<typeof adminOverviewSchema>;

const overviewApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The firm's numbers for a period and currency, of all the operator's brands or of one. */
    overview: build.query<Overview, Partial<AdminOverviewQuery>>({
      query: (params) => requestTo(adminOverviewRoutes.overview, { params }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useOverviewQuery } = overviewApi;
