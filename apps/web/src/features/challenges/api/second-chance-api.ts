import type { CreateOrderV2Reply, ResetOrderRequest, SecondChanceOffer } from '@portal/contract';
import { ordersRoutes, traderAccountsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

/**
 * A second chance for an ended account (docs/decisions/080-second-chance.md): what it offers, the free retry, and a
 * reset order with its checkout. The offer follows the account's changes (its figures' tag) and the accounts list.
 */
export const secondChanceApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getSecondChance: build.query<SecondChanceOffer, string>({
      query: (id) => requestTo(traderAccountsRoutes.secondChance, { path: { id } }),
      providesTags: (_result, _error, id) => ['TraderAccounts', { type: 'AccountFigures', id }],
    }),
    takeFreeRetry: build.mutation<{ accountId: string }, string>({
      // An empty JSON body: the request says nothing beyond its path.
      query: (id) => requestTo(traderAccountsRoutes.freeRetry, { path: { id }, body: {} }),
      invalidatesTags: ['TraderAccounts'],
    }),
    orderReset: build.mutation<CreateOrderV2Reply, ResetOrderRequest>({
      query: (body) => requestTo(ordersRoutes.createResetOrder, { body }),
      invalidatesTags: ['TraderAccounts', { type: 'Orders', id: 'LIST' }],
    }),
  }),
});

export const { useGetSecondChanceQuery, useTakeFreeRetryMutation, useOrderResetMutation } = secondChanceApi;
