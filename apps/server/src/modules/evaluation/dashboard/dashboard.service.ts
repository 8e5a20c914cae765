import type { AccountHistory, PlatformTime, TradingMetrics } from '@portal/contract';
import type { Db } from '../../../db/client.ts';
import { nextResetAfter, type EvaluationState } from '../../../domain/evaluation/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EvaluatedAccount, TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';
import type { AccountEventsRepository } from '../ingestion/account-events.repository.ts';
import { chartPlan } from '../charts/chart-buckets.ts';
import { pointsJson } from '../charts/chart-points-json.ts';
import type { ChartReply } from '../charts/chart-reply.ts';
import type { ChartRepository } from '../charts/chart.repository.ts';
import { daysView, metricsView, requirementsView } from './dashboard-view.ts';
import type { EvaluationCache } from '../state/evaluation-cache.ts';
import { initialState } from '../state/evaluation-start.ts';
import type { EvaluationRow, EvaluationsRepository } from '../state/evaluations.repository.ts';

/**
 * The challenge dashboard (SPEC §7 Dashboard and AccountHistory), read from what ingestion keeps current:
 * the state's running totals, the chart buckets and the closed trades. Every call is scoped by brand and
 * owner: another trader's account id answers -50, as TraderAccount/v1 does.
 */
export function createDashboardService(deps: {
  db: Db;
  evaluationsRepository: EvaluationsRepository;
  accountEventsRepository: AccountEventsRepository;
  chartRepository: ChartRepository;
  traderAccountsService: TraderAccountsService;
  clock: Clock;
  /** The states and charts in memory; every call reads the database without it. */
  cache?: EvaluationCache;
}) {
  const { db, cache } = deps;
  async function load(brandId: string, userId: string, id: string) {
    return stateOf(await deps.traderAccountsService.owned(brandId, userId, id));
  }

  async function stateOf(account: EvaluatedAccount) {
    const read = () => deps.evaluationsRepository.get(db, account.id);
    return withState(account, cache ? await cache.state(account.id, read) : await read());
  }

  function withState(account: EvaluatedAccount, row: EvaluationRow | undefined) {
    // An account opened before evaluation existed has traded nothing yet: its first state.
    const state: EvaluationState = row?.state ?? initialState(account);
    return { account, state, version: row?.version, updatedAt: row?.updated_at ?? account.createdAt };
  }

  async function chartPoints(
    account: EvaluatedAccount,
    state: EvaluationState,
    version: number | undefined,
    points: number,
  ) {
    const plan = chartPlan(state.startTime, Math.max(state.time, state.startTime), points);
    const json = cache
      ? await cache.chart(account.id, version, plan, (stored) => deps.chartRepository.segments(db, account.id, stored))
      : await deps.chartRepository.points(db, account.id, plan.width, plan.groupSeconds);
    if (json) return json;
    // Nothing traded yet: the phase's start at the initial balance.
    const b = Float64Array.of(state.initialBalance);
    const start = Float64Array.of(state.startTime);
    return pointsJson({ count: 1, last_ms: start, balance: b, equity: b, equity_min: b, equity_max: b });
  }

  return {
    /**
     * The back office's entry (docs/decisions/013-operators-and-admin-api.md): any account, with the same numbers
     * the trader's dashboard shows. Only the owner check is left out: `reach` checks the account's brand
     * against the caller's scope (and refuses an unknown account) before anything is read.
     */
    async forFirm(id: string, reach: (brandId: string | undefined) => void) {
      const found = await deps.traderAccountsService.peekById(db, id);
      reach(found?.brandId);
      const { account, state, updatedAt } = await stateOf(found!);
      const now = deps.clock.now().getTime();
      return {
        requirements: requirementsView(account, state, now),
        metrics: metricsView(account, state, now, updatedAt),
      };
    },

    async requirements(brandId: string, userId: string, id: string) {
      const { account, state } = await load(brandId, userId, id);
      return requirementsView(account, state, deps.clock.now().getTime());
    },

    async metrics(brandId: string, userId: string, id: string): Promise<TradingMetrics> {
      const { account, state, updatedAt } = await load(brandId, userId, id);
      return metricsView(account, state, deps.clock.now().getTime(), updatedAt);
    },

    /** The chart with its points as their JSON bytes, which the route writes as they are (`chartReplyBytes`). */
    async chart(brandId: string, userId: string, id: string, points: number): Promise<ChartReply> {
      const { account, state, version } = await load(brandId, userId, id);
      return {
        traderAccountId: account.id,
        currency: account.currency,
        initialBalance: state.initialBalance,
        pointsJson: await chartPoints(account, state, version, points),
        days: daysView(state),
      };
    },

    /** The platform's clock is the server's; the day resets on the account's own rule. */
    async platformTime(brandId: string, userId: string, id: string): Promise<PlatformTime> {
      const account = await deps.traderAccountsService.owned(brandId, userId, id);
      const now = deps.clock.now().getTime();
      const reset = account.rules.dayReset;
      return {
        time: new Date(now).toISOString(),
        timezone: reset.timezone,
        dayResetTime: reset.time,
        nextResetAt: new Date(nextResetAfter(reset, now)).toISOString(),
      };
    },

    async history(
      brandId: string,
      userId: string,
      id: string,
      page: { cursor?: string | undefined; pageSize: number },
    ): Promise<AccountHistory> {
      const account = await deps.traderAccountsService.owned(brandId, userId, id);
      const p = await deps.accountEventsRepository.closedTrades(db, account.id, page, () =>
        deps.evaluationsRepository.tradesCount(db, account.id),
      );
      return { items: p.rows, totalItems: p.count.value, next: p.next, previous: p.previous };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
