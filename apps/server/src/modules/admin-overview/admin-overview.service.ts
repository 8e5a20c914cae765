import type { AdminOverview, AdminOverviewExportQuery, AdminOverviewQuery } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { overviewPeriod, passRate, ratio } from '../../domain/overview/overview.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { ListExport } from '../admin-operators/list-export.ts';
import type { AdminOverviewRepository } from './admin-overview.repository.ts';
import { overviewTable } from './overview-export.ts';

const FUNNEL = ['signUp', 'buyer', 'phase1Passed', 'funded', 'firstPayout'] as const;
/** The currency shown before the period has any sale or payout. */
const DEFAULT_CURRENCY = 'USD';

/** The back office's first screen: the firm's numbers for a period and a currency within the caller's brands. */
export function createAdminOverviewService(deps: {
  db: Db;
  adminOverviewRepository: AdminOverviewRepository;
  clock: Clock;
  openQueues: (brandIds: readonly string[] | null) => Promise<{ identity: number; contracts: number }>;
  /** payout requests waiting for the firm (Requested or Approved) in the scope, one brand when given */
  pendingPayouts?: (q: Db, scope: BrandScope, brandId: string | undefined) => Promise<number>;
  listExport: ListExport;
}) {
  const repo = deps.adminOverviewRepository;
  const service = {
    async overview(caller: AdminCaller, query: AdminOverviewQuery): Promise<AdminOverview> {
      const { brandId } = query;
      if (brandId) assertInScope(caller, brandId);
      const period = overviewPeriod(deps.clock.now(), query);
      const s = { scope: caller.scope, brandId };
      const { db } = deps;
      // One after the other: a single connection (PGlite) serialises them anyway, and each reads a few kept rows.
      const currencies = await repo.currencies(db, s, period);
      const currency = query.currency ?? currencies[0] ?? DEFAULT_CURRENCY;
      const byPackage = await repo.salesByPackage(db, s, period, currency);
      const byCode = await repo.salesByCode(db, s, period, currency);
      const byDay = await repo.salesByDay(db, s, period, currency);
      const refunds = await repo.refunds(db, s, period, currency);
      const funnel = await repo.funnel(db, s, period);
      const payoutEvents = await repo.payoutEvents(db, s, period, currency);
      const pending = await repo.pendingPayouts(db, s, currency);
      const outcomes = await repo.outcomes(db, s);
      const endings = await repo.endings(db, s, period);
      const fundedEquity = await repo.fundedEquity(db, s, currency);
      const queues = await deps.openQueues(brandId ? [brandId] : caller.scope.all ? null : caller.scope.brandIds);
      const pendingCount = (await deps.pendingPayouts?.(db, caller.scope, brandId)) ?? 0;

      const sum = <R>(rows: R[], pick: (r: R) => number) => rows.reduce((n, r) => n + pick(r), 0);
      const sales = {
        orders: sum(byPackage, (r) => r.orders),
        revenue: sum(byPackage, (r) => r.revenue),
        discount: sum(byPackage, (r) => r.discount),
      };
      const payouts = (event: string) => {
        const rows = payoutEvents.filter((r) => r.event === event);
        return { count: sum(rows, (r) => r.count), amount: sum(rows, (r) => r.amount) };
      };
      const paid = payouts('paid');
      const steps = FUNNEL.map((step) => ({ step, count: funnel.find((r) => r.step === step)?.count ?? 0 }));
      const ended = (outcome: 'passed' | 'failed') => endings.filter((r) => r.outcome === outcome);
      return {
        period: { from: period.from, to: period.to, days: period.days, start: period.start, end: period.end },
        currency,
        currencies: currencies.includes(currency) ? currencies : [...currencies, currency],
        sales: {
          ...sales,
          refunds,
          byPackage,
          byCode: byCode.map((r) => ({ ...r, code: r.code === '' ? null : r.code })),
          daily: period.list.map((day) => {
            const d = byDay.find((r) => r.day === day);
            return {
              day,
              orders: d?.orders ?? 0,
              revenue: d?.revenue ?? 0,
              discount: d?.discount ?? 0,
              payoutsPaid: sum(
                payoutEvents.filter((r) => r.day === day && r.event === 'paid'),
                (r) => r.amount,
              ),
            };
          }),
        },
        funnel: steps.map((step, i) => ({ ...step, rate: i === 0 ? null : ratio(step.count, steps[i - 1]!.count) })),
        outcomes: outcomes.map((o) => ({
          ...o,
          passRate: passRate(o.passed, o.failed),
          breachRate: ratio(o.failed, o.passed + o.failed),
        })),
        endings: {
          failedByRule: ended('failed').map((r) => ({ rule: r.rule, count: r.count })),
          passed: sum(ended('passed'), (r) => r.count),
          failed: sum(ended('failed'), (r) => r.count),
          passedDays: ratio(
            sum(ended('passed'), (r) => r.days),
            sum(ended('passed'), (r) => r.count),
          ),
          failedDays: ratio(
            sum(ended('failed'), (r) => r.days),
            sum(ended('failed'), (r) => r.count),
          ),
        },
        payouts: {
          requested: payouts('requested'),
          approved: payouts('approved'),
          paid,
          pending,
          average: paid.count === 0 ? null : Math.round(paid.amount / paid.count),
          ratio: ratio(paid.amount, sales.revenue),
        },
        activeAccounts: sum(outcomes, (o) => o.trading),
        fundedEquity,
        openQueues: { ...queues, payouts: pendingCount },
      };
    },

    /** One of the overview's tables as CSV, as the screen shows it for the same query (audited once written). */
    async exportCsv(caller: AdminCaller, filters: AdminOverviewExportQuery) {
      const { table, ...query } = filters;
      const overview = await service.overview(caller, query);
      return overviewTable(overview, table, (rows, columns) =>
        deps.listExport(
          caller,
          'overview',
          filters,
          columns,
          async function* () {
            yield rows;
          },
          table,
        ),
      );
    },

    /** The funded accounts' equity counted again (the job's pass). */
    refreshFundedEquity: () => deps.db.transaction((tx) => repo.refreshFundedEquity(tx)),
  };
  return service;
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
