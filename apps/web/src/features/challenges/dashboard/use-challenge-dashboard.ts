import { useCallback, useEffect, useRef } from 'react';
import { ResultCode } from '@portal/contract';
import { getAccountHistory } from './api/get-account-history.ts';
import { getAccountRequirements } from './api/get-account-requirements.ts';
import { getChart } from './api/get-chart.ts';
import { getPlatformTime } from './api/get-platform-time.ts';
import { getTradingMetrics } from './api/get-trading-metrics.ts';
import { LiveRefresh } from './live-refresh.ts';
import { useLiveChanges } from './use-live-changes.ts';
import { useLiveQuery } from './use-live-query.ts';

/** The longest a timer can wait (about 24.8 days); a day's reset is never that far. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Every call of one account's dashboard, kept live. While the account's live stream is open (use-live-changes.ts)
 * the figures, chart and newest trades are read again when the server says they changed, and not polled; when the
 * stream fails each is polled at its own pace (live-refresh.ts). The history refreshes itself only on its first
 * page: a later page would shift under the trader's eyes.
 */
export function useChallengeDashboard(id: string, historyPage: number) {
  const signalRef = useRef<() => void>(() => undefined);
  const live = useLiveChanges(
    id,
    useCallback(() => signalRef.current(), []),
  );
  const polled = (ms: number) => (live ? null : ms);
  const requirements = useLiveQuery(
    useCallback(() => getAccountRequirements(id), [id]),
    { key: id, intervalMs: polled(LiveRefresh.figuresMs) },
  );
  const metrics = useLiveQuery(
    useCallback(() => getTradingMetrics(id), [id]),
    { key: id, intervalMs: polled(LiveRefresh.figuresMs) },
  );
  const chart = useLiveQuery(
    useCallback(() => getChart(id, LiveRefresh.chartPoints), [id]),
    { key: id, intervalMs: polled(LiveRefresh.chartMs) },
  );
  const history = useLiveQuery(
    useCallback(() => getAccountHistory(id, historyPage, LiveRefresh.historyPageSize), [id, historyPage]),
    { key: `${id}:${historyPage}`, intervalMs: historyPage === 1 ? polled(LiveRefresh.chartMs) : null },
  );
  signalRef.current = () => {
    requirements.refresh();
    metrics.refresh();
    chart.refresh();
    if (historyPage === 1) history.refresh();
  };
  // The day's reset passes whether or not anything is traded: the figures are read again just after it, so every
  // countdown moves on to the next reset (TradingMetrics' `dayResetsAt` counts from the server's now) even while
  // the stream is quiet, as it is when no tick comes (an imported account's replay). A reset already past by this
  // device's clock is left alone: the clocks disagree, and reading again would answer the same.
  const dayResetsAt = metrics.data?.dayResetsAt;
  useEffect(() => {
    const left = dayResetsAt ? Date.parse(dayResetsAt) - Date.now() : NaN;
    if (!(left >= 0)) return;
    const timer = setTimeout(() => signalRef.current(), Math.min(MAX_TIMER_MS, left + 1000));
    return () => clearTimeout(timer);
  }, [dayResetsAt]);
  const platformTime = useLiveQuery(
    useCallback(() => getPlatformTime(id), [id]),
    { key: id, intervalMs: LiveRefresh.clockMs },
  );

  const all = [requirements, metrics, chart, history, platformTime];
  const notFound = all.some((q) => q.failure?.code === ResultCode.NotAuthorized);
  const { retry: retryRequirements } = requirements;
  const { retry: retryMetrics } = metrics;
  const retry = useCallback(() => {
    retryRequirements();
    retryMetrics();
  }, [retryRequirements, retryMetrics]);
  const updatedAt = Math.max(requirements.updatedAt ?? 0, metrics.updatedAt ?? 0) || null;
  return {
    requirements,
    metrics,
    chart,
    history,
    platformTime,
    /** the server pushes changes (no polling) */
    live,
    notFound,
    /** the figures could not be refreshed: what is shown may be old */
    stale: requirements.failure !== null || metrics.failure !== null,
    updatedAt,
    retry,
  };
}
export type ChallengeDashboard = ReturnType<typeof useChallengeDashboard>;
