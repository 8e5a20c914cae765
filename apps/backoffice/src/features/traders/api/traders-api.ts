import { type AdminTrader, type AdminTradersQuery, type AdminTraderSummary } from '@portal/contract';
import { adminTradersRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { pagedList, recordById } from '../../../shared/api/endpoint-shapes.ts';

export type { AdminTraderSummary as TraderSummary, AdminTrader as Trader } from '@portal/contract';

const ended = () => true;
const notEnded = () => false;

const tradersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    traders: pagedList<AdminTraderSummary, Partial<AdminTradersQuery>>(build, 'Trader', adminTradersRoutes.traders),
    trader: recordById<AdminTrader>(build, 'Trader', adminTradersRoutes.trader),
    // Ending sessions: the file drops the ones the server ended (a re-read would answer the same).
    revokeTraderSession: build.mutation<{ revoked: number }, { id: string; sessionId: string }>({
      query: ({ id, sessionId }) => requestTo(adminTradersRoutes.traderSessionRevoke, { path: { id, sessionId } }),
      async onQueryStarted({ id, sessionId }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(ended, notEnded))) return;
        dispatch(
          tradersApi.util.updateQueryData('trader', id, (trader) => {
            trader.sessions = trader.sessions.filter((s) => s.id !== sessionId);
          }),
        );
      },
    }),
    revokeTraderSessions: build.mutation<{ revoked: number }, string>({
      query: (id) => requestTo(adminTradersRoutes.traderSessionsRevokeAll, { path: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(ended, notEnded))) return;
        dispatch(
          tradersApi.util.updateQueryData('trader', id, (trader) => {
            trader.sessions = [];
          }),
        );
      },
    }),
    sendTraderPasswordReset: build.mutation<{ traderId: string; email: string }, string>({
      query: (id) => requestTo(adminTradersRoutes.traderPasswordReset, { path: { id } }),
    }),
  }),
});

export const {
  useTradersQuery,
  useTraderQuery,
  useRevokeTraderSessionMutation,
  useRevokeTraderSessionsMutation,
  useSendTraderPasswordResetMutation,
} = tradersApi;
