import { useCallback, useEffect } from 'react';
import { ResultCode } from '@portal/contract';
import { apiFailure, type ApiFailure } from '../../../shared/api/base-query.ts';
import { useAppDispatch, useAppSelector } from '../../../shared/store/store-hooks.ts';
import {
  accountChanged,
  challengesApi,
  useGetAccountHistoryQuery,
  useGetAccountRequirementsQuery,
  useGetChartQuery,
  useGetPlatformTimeQuery,
  useGetTradingMetricsQuery,
  useLiveChangesQuery,
} from '../api/challenges-api.ts';
import { LiveRefresh } from './live-refresh.ts';

/** The longest a timer can wait (about 24.8 days); a day's reset is never that far. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type QueryResult<T> = {
  data?: T;
  currentData?: T;
  error?: unknown;
  fulfilledTimeStamp?: number;
  isFetching: boolean;
};

/** One call as the dashboard shows it: the last answer kept while a refresh runs or fails, so figures never blink. */
function view<T>(result: QueryResult<T>) {
  return {
    data: result.data ?? null,
    /** the last read's failure, cleared by the next success */
    failure: apiFailure(result.error),
    /** when the last answer arrived (epoch ms) */
    updatedAt: result.fulfilledTimeStamp ?? null,
    /** a read for another page is under way */
    pending: result.isFetching && result.currentData === undefined,
  };
}

const notYours = (error: unknown) => (error as ApiFailure | undefined)?.result === ResultCode.NotAuthorized;

/**
 * Every call of one account's dashboard, kept live. While the account's live stream is open (the `liveChanges`
 * endpoint) the figures, chart and newest trades are read again when the server says they changed, and not polled;
 * when the stream fails each is polled at its own pace (live-refresh.ts). A hidden tab polls nothing and reads again
 * when shown. The history refreshes itself only on its first page (no cursor). An account that is not the trader's (-50) is
 * not asked again.
 */
export function useChallengeDashboard(id: string, historyCursor: string | undefined) {
  const dispatch = useAppDispatch();
  const notFound = useAppSelector((s) =>
    [
      challengesApi.endpoints.getAccountRequirements.select(id)(s),
      challengesApi.endpoints.getTradingMetrics.select(id)(s),
      challengesApi.endpoints.getPlatformTime.select(id)(s),
    ].some((q) => notYours(q.error)),
  );
  const live = useLiveChangesQuery(id, { refetchOnFocus: false, skip: notFound }).data?.live ?? false;
  const paced = (ms: number | null) => ({
    pollingInterval: notFound || live || ms === null ? 0 : ms,
    skipPollingIfUnfocused: true,
    refetchOnFocus: !notFound,
  });
  const requirements = useGetAccountRequirementsQuery(id, paced(LiveRefresh.figuresMs));
  const metrics = useGetTradingMetricsQuery(id, paced(LiveRefresh.figuresMs));
  const chart = useGetChartQuery({ traderAccountId: id, points: LiveRefresh.chartPoints }, paced(LiveRefresh.chartMs));
  const history = useGetAccountHistoryQuery(
    {
      traderAccountId: id,
      ...(historyCursor === undefined ? {} : { cursor: historyCursor }),
      pageSize: LiveRefresh.historyPageSize,
    },
    paced(historyCursor === undefined ? LiveRefresh.chartMs : null),
  );
  const platformTime = useGetPlatformTimeQuery(id, {
    pollingInterval: notFound ? 0 : LiveRefresh.clockMs,
    skipPollingIfUnfocused: true,
  });
  // The day's reset passes whether or not anything is traded: the figures are read again just after it, so every
  // countdown moves on to the next reset (TradingMetrics' `dayResetsAt` counts from the server's now) even while
  // the stream is quiet, as it is when no tick comes (an imported account's replay). A reset already past by this
  // device's clock is left alone: the clocks disagree, and reading again would answer the same.
  const dayResetsAt = metrics.data?.dayResetsAt;
  useEffect(() => {
    const left = dayResetsAt ? Date.parse(dayResetsAt) - Date.now() : NaN;
    if (!(left >= 0)) return;
    const timer = setTimeout(() => dispatch(accountChanged(id)), Math.min(MAX_TIMER_MS, left + 1000));
    return () => clearTimeout(timer);
  }, [dayResetsAt, dispatch, id]);

  const { refetch: refetchRequirements } = requirements;
  const { refetch: refetchMetrics } = metrics;
  const retry = useCallback(() => {
    void refetchRequirements();
    void refetchMetrics();
  }, [refetchRequirements, refetchMetrics]);
  const figures = { requirements: view(requirements), metrics: view(metrics) };
  const updatedAt = Math.max(figures.requirements.updatedAt ?? 0, figures.metrics.updatedAt ?? 0) || null;
  return {
    ...figures,
    chart: view(chart),
    history: view(history),
    platformTime: view(platformTime),
    /** the server pushes changes (no polling) */
    live,
    notFound,
    /** the figures could not be refreshed: what is shown may be old */
    stale: figures.requirements.failure !== null || figures.metrics.failure !== null,
    updatedAt,
    retry,
    /** reads the history's page again (after a failure) */
    retryHistory: history.refetch,
  };
}
export type ChallengeDashboard = ReturnType<typeof useChallengeDashboard>;
