import type { AdminScalingReviewRow, AdminScalingReviewsQuery } from '@portal/contract';
import { adminScalingRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { pagedList } from '../../../shared/api/endpoint-shapes.ts';

// A decision moves the review out of the pending list, and changes the account (its size, its dashboard).
const decided = (id: string) => [
  { type: 'ScalingReview' as const, id },
  { type: 'ScalingReview' as const, id: 'LIST' },
  'Account' as const,
];

/** The scaling reviews (docs/scaling.md): whoever reads accounts sees them; finance and admins decide. */
const scalingApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    scalingReviews: pagedList<AdminScalingReviewRow, Partial<AdminScalingReviewsQuery>>(
      build,
      'ScalingReview',
      adminScalingRoutes.scalingReviews,
    ),
    applyScaling: build.mutation<AdminScalingReviewRow, string>({
      query: (id) => requestTo(adminScalingRoutes.scalingApply, { path: { id } }),
      invalidatesTags: (_r, _e, id) => decided(id),
    }),
    refuseScaling: build.mutation<AdminScalingReviewRow, { id: string; reason: string }>({
      query: ({ id, reason }) => requestTo(adminScalingRoutes.scalingRefuse, { path: { id }, body: { reason } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : decided(id)),
    }),
  }),
});

export const { useScalingReviewsQuery, useApplyScalingMutation, useRefuseScalingMutation } = scalingApi;
