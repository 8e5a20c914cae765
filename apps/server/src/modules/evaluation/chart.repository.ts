import type { Queryable } from '../../db/client.ts';
import type { BucketRow } from './chart-buckets.ts';

export type ChartPointRow = { time: Date; balance: number; equity: number; min_equity: number; max_equity: number };

/** account_chart_buckets: the chart kept incrementally (chart-buckets.ts). */
export function createChartRepository() {
  return {
    /** Merges a batch's buckets into the stored ones in one statement. */
    async upsert(q: Queryable, accountId: string, rows: readonly BucketRow[]): Promise<void> {
      if (rows.length === 0) return;
      await q.query(
        `insert into account_chart_buckets as b (account_id, width_seconds, bucket_start, last_at, balance, equity, equity_min,
                equity_max)
         select $1, x.width_seconds, x.bucket_start, x.last_at, x.balance, x.equity, x.equity_min, x.equity_max
           from jsonb_to_recordset($2::jsonb) as x(width_seconds integer, bucket_start timestamptz, last_at timestamptz,
                balance integer, equity integer, equity_min integer, equity_max integer)
         on conflict (account_id, width_seconds, bucket_start) do update set
           equity_min = least(b.equity_min, excluded.equity_min),
           equity_max = greatest(b.equity_max, excluded.equity_max),
           balance = case when excluded.last_at >= b.last_at then excluded.balance else b.balance end,
           equity = case when excluded.last_at >= b.last_at then excluded.equity else b.equity end,
           last_at = greatest(b.last_at, excluded.last_at)`,
        [accountId, JSON.stringify(rows)],
      );
    },

    /**
     * The chart: the buckets of one width merged into groups of `groupSeconds`, each with its last balance
     * and equity and its lowest and highest equity. An index range scan of one account and one width.
     */
    series(q: Queryable, accountId: string, width: number, groupSeconds: number): Promise<ChartPointRow[]> {
      return q.query<ChartPointRow>(
        `select max(last_at) as time,
                (array_agg(balance order by last_at desc))[1] as balance,
                (array_agg(equity order by last_at desc))[1] as equity,
                min(equity_min) as min_equity,
                max(equity_max) as max_equity
           from account_chart_buckets
          where account_id = $1 and width_seconds = $2
          group by floor(extract(epoch from bucket_start) / $3)
          order by 1`,
        [accountId, width, groupSeconds],
      );
    },
  };
}
export type ChartRepository = ReturnType<typeof createChartRepository>;
