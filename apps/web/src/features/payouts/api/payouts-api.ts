import {
  type BankTransferRequest,
  type CryptoTransferRequest,
  type Payout,
  type PayoutMethods,
  type PayoutsPage,
  type PayoutsQuery,
  type ProfitWidget,
  type ScalingProgress,
} from '@portal/contract';
import { scalingRoutes } from '@portal/contract/routes';
import { payoutsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

const LIST = { type: 'Payouts', id: 'LIST' } as const;
/** A payout requested or cancelled (or refused) changes the history and what may be withdrawn. */
const payoutChanged = [LIST, 'ProfitWidget'] as const;

/** The payout calls of SPEC §7 (/Payouts/v1/…, /common/v1/PayoutMethods). */
export const payoutsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** The funded accounts' payout pictures (one account when given); an amount re-checks the checklist for it. */
    getProfitWidget: build.query<ProfitWidget, { traderAccountId?: string; amount?: number }>({
      query: (params) => requestTo(payoutsRoutes.profitWidget, { params }),
      providesTags: ['ProfitWidget'],
    }),
    /** Each funded account's scaling plan (docs/scaling.md): the running period's conditions, the sizes, reviews. */
    getScalingProgress: build.query<ScalingProgress[], void>({
      query: () => requestTo(scalingRoutes.scalingProgress),
      providesTags: ['ProfitWidget'],
    }),
    getPayouts: build.query<PayoutsPage, PayoutsQuery>({
      query: (params) => requestTo(payoutsRoutes.payouts, { params }),
      providesTags: [LIST],
    }),
    getPayout: build.query<Payout, string>({
      query: (id) => requestTo(payoutsRoutes.payout, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Payouts', id }],
    }),
    getPayoutMethods: build.query<PayoutMethods, void>({
      query: () => requestTo(payoutsRoutes.payoutMethods),
    }),
    cancelPayout: build.mutation<Payout, string>({
      query: (id) => requestTo(payoutsRoutes.payoutCancel, { path: { id } }),
      // The answer is the cancelled payout: its details show it at once, without reading it again.
      async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(payoutsApi.util.upsertQueryData('getPayout', id, data));
      },
      invalidatesTags: [...payoutChanged],
    }),
    requestBankTransfer: build.mutation<Payout, BankTransferRequest>({
      query: (body) => requestTo(payoutsRoutes.payoutBankTransfer, { body }),
      invalidatesTags: [...payoutChanged],
    }),
    requestCryptoTransfer: build.mutation<Payout, CryptoTransferRequest>({
      query: (body) => requestTo(payoutsRoutes.payoutCryptoTransfer, { body }),
      invalidatesTags: [...payoutChanged],
    }),
  }),
});

export const {
  useGetProfitWidgetQuery,
  useGetScalingProgressQuery,
  useGetPayoutsQuery,
  useGetPayoutQuery,
  useGetPayoutMethodsQuery,
  useCancelPayoutMutation,
  useRequestBankTransferMutation,
  useRequestCryptoTransferMutation,
} = payoutsApi;
