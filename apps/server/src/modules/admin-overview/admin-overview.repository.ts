import type { Queryable } from '../../db/client.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { FAILED_STATUSES, PHASE_PASSED_STATUSES, TRADING_STATUSES } from '../../domain/overview/overview.ts';

export type Scope = { scope: BrandScope; brandId: string | undefined };
type Days = { from: string; to: string };
type Sales = { orders: number; revenue: number; discount: number };
const SALES = `sum(orders)::int as orders, sum(revenue)::float8 as revenue, sum(discount)::float8 as discount`;

/**
 * The overview's reads: only the kept aggregates (migration 0064), a row per brand, day and key at most, never the
 * orders, accounts or payouts themselves.
 */
export function createAdminOverviewRepository() {
  /** the scope, and the period's days when given */
  const where = (s: Scope, days?: Days, currency?: string) => {
    const w = sqlFilter();
    w.scope('brand_id', s.scope, s.brandId);
    if (days) w.add('day between ?::date and ?::date', days.from, days.to);
    if (currency) w.add('currency = ?', currency);
    return w;
  };

  return {
    /** Every currency with sales or payouts in the period, the most revenue first. */
    async currencies(q: Queryable, s: Scope, days: Days): Promise<string[]> {
      const w = where(s, days);
      const sales = await q.query<{ currency: string }>(
        `select currency from overview_sales ${w.sql} group by 1 order by sum(revenue) desc, 1`,
        w.params,
      );
      const payouts = await q.query<{ currency: string }>(
        `select distinct currency from overview_payouts ${w.sql} order by 1`,
        w.params,
      );
      return [...new Set([...sales, ...payouts].map((r) => r.currency))];
    },

    async salesByPackage(q: Queryable, s: Scope, days: Days, currency: string) {
      const w = where(s, days, currency);
      return q.query<Sales & { packageId: string; packageName: string }>(
        `select k.package_id as "packageId", coalesce(p.name, '') as "packageName", k.orders, k.revenue, k.discount
           from (select package_id, ${SALES} from overview_sales ${w.sql} group by 1) k
           left join trading_packages p on p.id = k.package_id
          where k.orders <> 0 order by k.revenue desc, 2`,
        w.params,
      );
    },

    async salesByCode(q: Queryable, s: Scope, days: Days, currency: string) {
      const w = where(s, days, currency);
      // kept in upper case: codes that differ only in case count as one, as the orders list's code filter finds them
      return q.query<Sales & { code: string }>(
        `select code, ${SALES} from overview_sales_codes ${w.sql} group by code
         having sum(orders) <> 0 order by 3 desc, 1`,
        w.params,
      );
    },

    async salesByDay(q: Queryable, s: Scope, days: Days, currency: string) {
      const w = where(s, days, currency);
      return q.query<Sales & { day: string }>(
        `select to_char(day, 'YYYY-MM-DD') as day, ${SALES} from overview_sales ${w.sql} group by day`,
        w.params,
      );
    },

    async refunds(q: Queryable, s: Scope, days: Days, currency: string) {
      const w = where(s, days, currency);
      const [row] = await q.query<{ count: number; amount: number }>(
        `select coalesce(sum(n), 0)::int as count, coalesce(sum(amount), 0)::float8 as amount
           from overview_refunds ${w.sql}`,
        w.params,
      );
      return row!;
    },

    async funnel(q: Queryable, s: Scope, days: Days) {
      const w = where(s, days);
      return q.query<{ step: string; count: number }>(
        `select step, sum(n)::int as count from overview_funnel ${w.sql} group by step`,
        w.params,
      );
    },

    /** Payouts requested, approved and paid in the period, in total and paid per day. */
    async payoutEvents(q: Queryable, s: Scope, days: Days, currency: string) {
      const w = where(s, days, currency);
      return q.query<{ day: string; event: string; count: number; amount: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, event, sum(n)::int as count, sum(amount)::float8 as amount
           from overview_payouts ${w.sql} group by day, event`,
        w.params,
      );
    },

    /** Payouts waiting for the firm now (Requested, Approved) in the currency. */
    async pendingPayouts(q: Queryable, s: Scope, currency: string) {
      const w = where(s, undefined, currency);
      w.add('status in (0, 1)');
      const [row] = await q.query<{ count: number; amount: number }>(
        `select coalesce(sum(n), 0)::int as count, coalesce(sum(amount), 0)::float8 as amount
           from overview_payout_status ${w.sql}`,
        w.params,
      );
      return row!;
    },

    /** Accounts now per package and phase: trading, passed, failed. */
    async outcomes(q: Queryable, s: Scope) {
      const w = where(s);
      const [trading, passed, failed] = [
        w.bind(TRADING_STATUSES),
        w.bind(PHASE_PASSED_STATUSES),
        w.bind(FAILED_STATUSES),
      ];
      return q.query<{
        packageId: string;
        packageName: string;
        phase: '1' | '2' | '3' | 'funded';
        trading: number;
        passed: number;
        failed: number;
      }>(
        `select k.package_id as "packageId", coalesce(p.name, '') as "packageName", k.phase, k.trading, k.passed,
                k.failed
           from (select package_id, case when is_funded then 'funded' else stage::text end as phase,
                        coalesce(sum(n) filter (where status = any(${trading}::int[])), 0)::int as trading,
                        coalesce(sum(n) filter (where status = any(${passed}::int[])), 0)::int as passed,
                        coalesce(sum(n) filter (where status = any(${failed}::int[])), 0)::int as failed
                   from overview_accounts ${w.sql} group by 1, 2) k
           left join trading_packages p on p.id = k.package_id
          where k.trading + k.passed + k.failed > 0 order by 2, k.package_id, k.phase`,
        w.params,
      );
    },

    /** Accounts that ended in the period: per outcome and rule, with the days they lasted. */
    async endings(q: Queryable, s: Scope, days: Days) {
      const w = where(s, days);
      return q.query<{ outcome: 'passed' | 'failed'; rule: string; count: number; days: number }>(
        `select outcome, rule, sum(n)::int as count, sum(days)::float8 as days
           from overview_account_ends ${w.sql} group by 1, 2 order by 3 desc, 2`,
        w.params,
      );
    },

    /** The funded accounts still trading and their equity in the currency, as the job last counted them. */
    async fundedEquity(q: Queryable, s: Scope, currency: string) {
      const w = where(s, undefined, currency);
      const [row] = await q.query<{ accounts: number; equity: number; balance: number; refreshedAt: string | null }>(
        `select coalesce(sum(accounts), 0)::int as accounts, coalesce(sum(equity), 0)::float8 as equity,
                coalesce(sum(balance), 0)::float8 as balance,
                to_char(min(refreshed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "refreshedAt"
           from overview_funded_equity ${w.sql}`,
        w.params,
      );
      return row!;
    },

    /**
     * Counts the funded accounts still trading and their equity again (every brand): equity moves with every price
     * tick, too often to keep in the writing transaction, so a job refreshes it. A second instance running the
     * same pass at once waits on the lock and writes the same figures.
     */
    async refreshFundedEquity(tx: Queryable): Promise<number> {
      await tx.query(`lock table overview_funded_equity in exclusive mode`);
      await tx.query(`delete from overview_funded_equity`);
      const rows = await tx.query(
        `insert into overview_funded_equity (brand_id, currency, accounts, equity, balance, refreshed_at)
         select brand_id, currency, count(*), sum(equity), sum(balance), now() from trader_accounts
          where is_funded and status = any($1::int[]) group by 1, 2 returning 1`,
        [TRADING_STATUSES],
      );
      return rows.length;
    },
  };
}
export type AdminOverviewRepository = ReturnType<typeof createAdminOverviewRepository>;
