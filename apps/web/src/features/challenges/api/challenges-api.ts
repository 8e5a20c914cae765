import {
  ResultCode,
  type AccountDataRequirements,
  type AccountHistory,
  type Chart,
  type PlatformTime,
  type TraderAccounts,
  type TradingMetrics,
} from '@portal/contract';
import { dashboardRoutes, traderAccountsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';
import { failureOf, type ApiFailure } from '../../../shared/api/base-query.ts';
import { takeEarlyRead } from './early-accounts-read.ts';
import { followLiveStream } from './live-stream.ts';

type AccountTag = 'AccountFigures' | 'AccountChart' | 'AccountTrades';

/** An account that is not the trader's (-50) provides nothing: neither a pushed change nor a poll asks it again. */
const tagOf = (type: AccountTag) => (_result: unknown, error: ApiFailure | undefined, traderAccountId: string) =>
  error?.result === ResultCode.NotAuthorized ? [] : [{ type, id: traderAccountId }];

/** What a change of the account makes old: its figures, its chart, its newest trades and its journal. */
export const accountChanged = (traderAccountId: string) =>
  appApi.util.invalidateTags([
    { type: 'AccountFigures', id: traderAccountId },
    { type: 'AccountChart', id: traderAccountId },
    { type: 'AccountTrades', id: traderAccountId },
    { type: 'JournalStats', id: traderAccountId },
    { type: 'JournalTrades', id: traderAccountId },
  ]);

/** A page of the account's closed trades: none for the first (the newest), else a cursor of an answer. */
export type HistoryArgs = { traderAccountId: string; cursor?: string; pageSize: number };

/** The trader's accounts (home) and one account's dashboard (SPEC §7 Accounts, Dashboard). */
export const challengesApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getTraderAccounts: build.query<TraderAccounts, void>({
      // The read started with the app is taken by the first read after it.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const early = takeEarlyRead();
        if (!early)
          return (await baseQuery(requestTo(traderAccountsRoutes.traderAccounts))) as
            { data: TraderAccounts } | { error: ApiFailure };
        try {
          return { data: await early };
        } catch (error) {
          return { error: failureOf(error) };
        }
      },
      providesTags: ['TraderAccounts'],
    }),
    /** The phase's objectives and the verdict; -50 when the account is not the trader's. */
    getAccountRequirements: build.query<AccountDataRequirements, string>({
      query: (traderAccountId) => requestTo(dashboardRoutes.accountDataRequirements, { params: { traderAccountId } }),
      providesTags: tagOf('AccountFigures'),
    }),
    getTradingMetrics: build.query<TradingMetrics, string>({
      query: (traderAccountId) => requestTo(dashboardRoutes.tradingMetrics, { path: { id: traderAccountId } }),
      providesTags: tagOf('AccountFigures'),
    }),
    /** Balance and equity over time, at most `points` of them, and the daily summary. */
    getChart: build.query<Chart, { traderAccountId: string; points: number }>({
      query: (params) => requestTo(dashboardRoutes.chart, { params }),
      providesTags: (result, error, { traderAccountId }) => tagOf('AccountChart')(result, error, traderAccountId),
    }),
    /** Closed trades, newest first; only the first page follows changes (a later one would shift under the eyes). */
    getAccountHistory: build.query<AccountHistory, HistoryArgs>({
      query: (params) => requestTo(dashboardRoutes.accountHistory, { params }),
      providesTags: (result, error, { traderAccountId, cursor }) =>
        cursor === undefined ? tagOf('AccountTrades')(result, error, traderAccountId) : [],
    }),
    getPlatformTime: build.query<PlatformTime, string>({
      query: (traderAccountId) => requestTo(dashboardRoutes.platformTime, { params: { traderAccountId } }),
    }),
    /**
     * The account's live stream (Server-Sent Events), kept open while its dashboard is shown: each change (and the
     * stream becoming ready, or being lost) invalidates the account's figures, chart and newest trades, which are
     * then read again; `live` says whether the stream is open (while it is, the dashboard does not poll).
     */
    liveChanges: build.query<{ live: boolean }, string>({
      queryFn: () => ({ data: { live: false } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(traderAccountId, { dispatch, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stop = followLiveStream(traderAccountId, {
          onChange: () => dispatch(accountChanged(traderAccountId)),
          // The bell reads its count and newest notifications again (features/notifications).
          onNotification: () => dispatch(appApi.util.invalidateTags(['Notifications'])),
          onLive: (live) =>
            updateCachedData((draft) => {
              draft.live = live;
            }),
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const {
  useGetTraderAccountsQuery,
  useGetAccountRequirementsQuery,
  useGetTradingMetricsQuery,
  useGetChartQuery,
  useGetAccountHistoryQuery,
  useGetPlatformTimeQuery,
  useLiveChangesQuery,
} = challengesApi;
