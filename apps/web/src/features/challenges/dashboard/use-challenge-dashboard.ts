import { useCallback } from 'react';
import { ResultCode } from '@portal/contract';
import { getAccountHistory } from './api/get-account-history.ts';
import { getAccountRequirements } from './api/get-account-requirements.ts';
import { getChart } from './api/get-chart.ts';
import { getPlatformTime } from './api/get-platform-time.ts';
import { getTradingMetrics } from './api/get-trading-metrics.ts';
import { LiveRefresh } from './live-refresh.ts';
import { useLiveQuery } from './use-live-query.ts';

/**
 * Every call of one account's dashboard, each kept live at its own pace (live-refresh.ts). The history
 * refreshes itself only on its first page: a later page would shift under the trader's eyes.
 */
export function useChallengeDashboard(id: string, historyPage: number) {
  const requirements = useLiveQuery(
    useCallback(() => getAccountRequirements(id), [id]),
    { key: id, intervalMs: LiveRefresh.figuresMs },
  );
  const metrics = useLiveQuery(
    useCallback(() => getTradingMetrics(id), [id]),
    { key: id, intervalMs: LiveRefresh.figuresMs },
  );
  const chart = useLiveQuery(
    useCallback(() => getChart(id, LiveRefresh.chartPoints), [id]),
    { key: id, intervalMs: LiveRefresh.chartMs },
  );
  const history = useLiveQuery(
    useCallback(() => getAccountHistory(id, historyPage, LiveRefresh.historyPageSize), [id, historyPage]),
    { key: `${id}:${historyPage}`, intervalMs: historyPage === 1 ? LiveRefresh.chartMs : null },
  );
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
    notFound,
    /** the figures could not be refreshed: what is shown may be old */
    stale: requirements.failure !== null || metrics.failure !== null,
    updatedAt,
    retry,
  };
}
export type ChallengeDashboard = ReturnType<typeof useChallengeDashboard>;
