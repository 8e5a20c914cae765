import type { Queryable } from '../../db/client.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { FAILED_STATUSES, PHASE_PASSED_STATUSES, TRADING_STATUSES } from '../../domain/overview/overview.ts';

type Since = { now: Date; today: Date; last7Days: Date; last30Days: Date; seriesStart: Date };
export type SalesRow = {
  currency: string;
  window: 'today' | 'last7Days' | 'last30Days';
  count: number;
  amount: number;
};

/**
 * The overview's aggregates: each figure is one grouped query over an index range (paid orders by paid_at,
 * traders by created_at), never a row per trader or order in the application.
 */
export function createAdminOverviewRepository() {
  const scoped = (column: string, scope: BrandScope, brandId: string | undefined) => {
    const w = sqlFilter();
    w.scope(column, scope, brandId);
    return w;
  };

  return {
    /** Paid orders per currency in each window (a window's rows are the ones since its start). */
    async sales(q: Queryable, scope: BrandScope, brandId: string | undefined, s: Since): Promise<SalesRow[]> {
      const w = scoped('brand_id', scope, brandId);
      w.add('status = 0 and paid_at >= ?::timestamptz and paid_at <= ?::timestamptz', s.last30Days, s.now);
      const [t, d7] = [w.bind(s.today), w.bind(s.last7Days)];
      const rows = await q.query<{
        currency: string;
        c0: number;
        a0: number;
        c7: number;
        a7: number;
        c30: number;
        a30: number;
      }>(
        `select currency,
                count(*) filter (where paid_at >= ${t}::timestamptz)::int as c0,
                coalesce(sum(total) filter (where paid_at >= ${t}::timestamptz), 0)::float8 as a0,
                count(*) filter (where paid_at >= ${d7}::timestamptz)::int as c7,
                coalesce(sum(total) filter (where paid_at >= ${d7}::timestamptz), 0)::float8 as a7,
                count(*)::int as c30, coalesce(sum(total), 0)::float8 as a30
           from orders ${w.sql} group by currency order by currency`,
        w.params,
      );
      return rows.flatMap((r) => [
        { currency: r.currency, window: 'today' as const, count: r.c0, amount: r.a0 },
        { currency: r.currency, window: 'last7Days' as const, count: r.c7, amount: r.a7 },
        { currency: r.currency, window: 'last30Days' as const, count: r.c30, amount: r.a30 },
      ]);
    },

    async newTraders(q: Queryable, scope: BrandScope, brandId: string | undefined, s: Since) {
      const w = scoped('brand_id', scope, brandId);
      w.add('created_at >= ?::timestamptz and created_at <= ?::timestamptz', s.last30Days, s.now);
      const [t, d7] = [w.bind(s.today), w.bind(s.last7Days)];
      const [row] = await q.query<{ today: number; last7Days: number; last30Days: number }>(
        `select count(*) filter (where created_at >= ${t}::timestamptz)::int as "today",
                count(*) filter (where created_at >= ${d7}::timestamptz)::int as "last7Days",
                count(*)::int as "last30Days"
           from users ${w.sql}`,
        w.params,
      );
      return row!;
    },

    /** Paid orders per UTC day and currency, and new traders per UTC day, since the series' first day. */
    async daily(q: Queryable, scope: BrandScope, brandId: string | undefined, s: Since) {
      const o = scoped('brand_id', scope, brandId);
      o.add('status = 0 and paid_at >= ?::timestamptz and paid_at <= ?::timestamptz', s.seriesStart, s.now);
      const u = scoped('brand_id', scope, brandId);
      u.add('created_at >= ?::timestamptz and created_at <= ?::timestamptz', s.seriesStart, s.now);
      const day = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [sales, traders] = [
        await q.query<{ day: string; currency: string; count: number; amount: number }>(
          `select ${day('paid_at')} as day, currency, count(*)::int as count, sum(total)::float8 as amount
             from orders ${o.sql} group by 1, 2 order by 1, 2`,
          o.params,
        ),
        await q.query<{ day: string; count: number }>(
          `select ${day('created_at')} as day, count(*)::int as count from users ${u.sql} group by 1`,
          u.params,
        ),
      ];
      return { sales, traders };
    },

    /** Per evaluation phase: accounts that passed it and accounts that failed in it. */
    async phaseOutcomes(q: Queryable, scope: BrandScope, brandId: string | undefined) {
      const w = scoped('brand_id', scope, brandId);
      w.add('not is_funded');
      const [passed, failed] = [w.bind(PHASE_PASSED_STATUSES), w.bind(FAILED_STATUSES)];
      return q.query<{ phase: number; passed: number; failed: number }>(
        `select stage as phase, count(*) filter (where status = any(${passed}::int[]))::int as passed,
                count(*) filter (where status = any(${failed}::int[]))::int as failed
           from trader_accounts ${w.sql} group by stage order by stage`,
        w.params,
      );
    },

    /** Failed accounts per broken rule, as the engine's verdict names it. */
    async failedByRule(q: Queryable, scope: BrandScope, brandId: string | undefined) {
      const w = scoped('a.brand_id', scope, brandId);
      w.add('a.status = any(?::int[])', FAILED_STATUSES);
      return q.query<{ rule: string; count: number }>(
        `select coalesce(v.state->'verdict'->>'rule', 'unknown') as rule, count(*)::int as count
           from trader_accounts a left join account_evaluations v on v.account_id = a.id ${w.sql}
          group by 1 order by 2 desc, 1`,
        w.params,
      );
    },

    /** Funded accounts still trading. */
    async fundedAccounts(q: Queryable, scope: BrandScope, brandId: string | undefined): Promise<number> {
      const w = scoped('brand_id', scope, brandId);
      w.add('is_funded and status = any(?::int[])', TRADING_STATUSES);
      const [row] = await q.query<{ n: number }>(`select count(*)::int as n from trader_accounts ${w.sql}`, w.params);
      return row!.n;
    },
  };
}
export type AdminOverviewRepository = ReturnType<typeof createAdminOverviewRepository>;
