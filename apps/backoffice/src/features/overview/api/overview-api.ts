import type { z } from 'zod';
import { type adminOverviewSchema } from '@portal/contract';
import { adminOverviewRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type Overview = z.infer<typeof adminOverviewSchema>;

const overviewApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The figures of all the operator's brands, or of one. */
    overview: build.query<Overview, string | undefined>({
      query: (brandId) => requestTo(adminOverviewRoutes.overview, { params: { brandId } }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useOverviewQuery } = overviewApi;
