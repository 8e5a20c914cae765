import type { z } from 'zod';
import { ApiPath, type adminOverviewSchema } from '@portal/contract';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type Overview = z.infer<typeof adminOverviewSchema>;

const overviewApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The figures of all the operator's brands, or of one. */
    overview: build.query<Overview, string | undefined>({
      query: (brandId) => ({ url: ApiPath.adminOverview, params: { brandId } }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useOverviewQuery } = overviewApi;
