import type { z } from 'zod';
import { type adminOverviewSchema, adminOverviewEndpoints } from '@portal/contract';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type Overview = z.infer<typeof adminOverviewSchema>;

const overviewApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The figures of all the operator's brands, or of one. */
    overview: build.query<Overview, string | undefined>({
      query: (brandId) => requestTo(adminOverviewEndpoints.overview, { params: { brandId } }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useOverviewQuery } = overviewApi;
