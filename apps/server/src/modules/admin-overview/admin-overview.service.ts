import type { Db } from '../../db/client.ts';
import { overviewWindows, passRate, seriesDays, seriesStart } from '../../domain/overview/overview.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { AdminOverviewRepository, SalesRow } from './admin-overview.repository.ts';

type Amount = { currency: string; amount: number; count: number };

/** The back office's first screen: sales, new traders, outcomes and queues within the caller's brands. */
export function createAdminOverviewService(deps: {
  db: Db;
  adminOverviewRepository: AdminOverviewRepository;
  clock: Clock;
  openQueues: (brandIds: readonly string[] | null) => Promise<{ identity: number; contracts: number }>;
  /** payout requests waiting for the firm (Requested or Approved) in the scope, one brand when given */
  pendingPayouts?: (q: Db, scope: BrandScope, brandId: string | undefined) => Promise<number>;
}) {
  const repo = deps.adminOverviewRepository;
  return {
    async overview(caller: AdminCaller, brandId: string | undefined) {
      if (brandId) assertInScope(caller, brandId);
      const now = deps.clock.now();
      const since = { now, ...overviewWindows(now), seriesStart: seriesStart(now) };
      const { db } = deps;
      const scope = caller.scope;
      // One after the other: a single connection (PGlite) serialises them anyway, and each is one aggregate.
      const sales = await repo.sales(db, scope, brandId, since);
      const traders = await repo.newTraders(db, scope, brandId, since);
      const daily = await repo.daily(db, scope, brandId, since);
      const phases = await repo.phaseOutcomes(db, scope, brandId);
      const failedByRule = await repo.failedByRule(db, scope, brandId);
      const fundedAccounts = await repo.fundedAccounts(db, scope, brandId);
      const queues = await deps.openQueues(brandId ? [brandId] : scope.all ? null : scope.brandIds);
      const pendingPayouts = (await deps.pendingPayouts?.(db, scope, brandId)) ?? 0;

      const window = (name: 'today' | 'last7Days' | 'last30Days') => {
        const rows: SalesRow[] = sales.filter((r) => r.window === name && r.count > 0);
        const count = rows.reduce((n, r) => n + r.count, 0);
        return {
          salesCount: count,
          sales: rows.map((r): Amount => ({ currency: r.currency, amount: r.amount, count: r.count })),
          newTraders: traders[name],
          challengesBought: count,
        };
      };
      return {
        today: window('today'),
        last7Days: window('last7Days'),
        last30Days: window('last30Days'),
        passRate: phases.map((p) => ({ ...p, rate: passRate(p.passed, p.failed) })),
        failedByRule,
        fundedAccounts,
        openQueues: { ...queues, payouts: pendingPayouts },
        daily: seriesDays(now).map((day) => {
          const rows = daily.sales.filter((r) => r.day === day);
          return {
            day,
            salesCount: rows.reduce((n, r) => n + r.count, 0),
            sales: rows.map((r) => ({ currency: r.currency, amount: r.amount, count: r.count })),
            newTraders: daily.traders.find((r) => r.day === day)?.count ?? 0,
          };
        }),
      };
    },
  };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
