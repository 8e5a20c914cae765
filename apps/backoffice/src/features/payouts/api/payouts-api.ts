import {
  type AdminPayout,
  type AdminPayoutRow,
  type AdminPayoutSettings,
  type AdminPayoutSettingsUpdateRequest,
  type AdminPayoutsQuery,
} from '@portal/contract';
import { adminPayoutsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { pagedList, recordById } from '../../../shared/api/endpoint-shapes.ts';

export type PayoutRow = AdminPayoutRow;
export type PayoutReview = AdminPayout;

// A decision changes the request, the queue and the overview's counts; approving and paying re-run the checklist,
// so a refusal re-reads the request too (what changed since the page was read shows behind the dialog).
const decided = (id: string) => [
  { type: 'Payout' as const, id },
  { type: 'Payout' as const, id: 'LIST' },
  'Overview' as const,
];

/** The payout queue (docs/decisions/018-payouts.md): finance reads and decides (`payouts.decide`). */
const payoutsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    payouts: pagedList<AdminPayoutRow, Partial<AdminPayoutsQuery>>(build, 'Payout', adminPayoutsRoutes.payouts),
    payout: recordById<AdminPayout>(build, 'Payout', adminPayoutsRoutes.payout),
    approvePayout: build.mutation<AdminPayoutRow, string>({
      query: (id) => requestTo(adminPayoutsRoutes.payoutApprove, { path: { id } }),
      invalidatesTags: (_r, _e, id) => decided(id),
    }),
    rejectPayout: build.mutation<AdminPayoutRow, { id: string; reason: string }>({
      query: ({ id, reason }) => requestTo(adminPayoutsRoutes.payoutReject, { path: { id }, body: { reason } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : decided(id)),
    }),
    markPayoutPaid: build.mutation<AdminPayoutRow, { id: string; transactionReference: string }>({
      query: ({ id, transactionReference }) =>
        requestTo(adminPayoutsRoutes.payoutMarkPaid, { path: { id }, body: { transactionReference } }),
      invalidatesTags: (_r, _e, { id }) => decided(id),
    }),
    /** A brand's payout settings (docs/decisions/029-payout-settings.md): `payoutSettings.read` / `.edit`. */
    payoutSettings: build.query<AdminPayoutSettings, string>({
      query: (brandId) => requestTo(adminPayoutsRoutes.payoutSettings, { path: { id: brandId } }),
      providesTags: (_r, _e, brandId) => [{ type: 'PayoutSettings', id: brandId }],
    }),
    savePayoutSettings: build.mutation<
      AdminPayoutSettings,
      { brandId: string; body: AdminPayoutSettingsUpdateRequest }
    >({
      query: ({ brandId, body }) => requestTo(adminPayoutsRoutes.updatePayoutSettings, { path: { id: brandId }, body }),
      // The answer is the saved settings: the read takes it as it is (a re-read would ask for the same).
      async onQueryStarted({ brandId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(payoutsApi.util.upsertQueryData('payoutSettings', brandId, data));
      },
    }),
  }),
});

export const {
  usePayoutsQuery,
  usePayoutQuery,
  useApprovePayoutMutation,
  useRejectPayoutMutation,
  useMarkPayoutPaidMutation,
  usePayoutSettingsQuery,
  useSavePayoutSettingsMutation,
} = payoutsApi;
