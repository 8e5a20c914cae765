import type { Queryable } from '../../db/client.ts';
import type { BucketRow } from './chart-buckets.ts';

export type ChartPointRow = { time: Date; balance: number; equity: number; min_equity: number; max_equity: number };

type StoredBucket = {
  start_ms: number;
  last_ms: number;
  balance: number;
  equity: number;
  equity_min: number;
  equity_max: number;
};

/** account_chart_buckets: the chart kept incrementally (chart-buckets.ts). */
export function createChartRepository() {
  return {
    /** Merges a batch's buckets into the stored ones in one statement (columns as arrays). */
    async upsert(q: Queryable, accountId: string, rows: readonly BucketRow[]): Promise<void> {
      if (rows.length === 0) return;
      await q.query(
        `insert into account_chart_buckets as b (account_id, width_seconds, bucket_start, last_at, balance, equity, equity_min,
                equity_max)
         select $1, x.width_seconds, to_timestamp(x.start_ms / 1000.0), to_timestamp(x.last_ms / 1000.0), x.balance,
                x.equity, x.equity_min, x.equity_max
           from unnest($2::int4[], $3::float8[], $4::float8[], $5::int4[], $6::int4[], $7::int4[], $8::int4[])
                as x(width_seconds, start_ms, last_ms, balance, equity, equity_min, equity_max)
         on conflict (account_id, width_seconds, bucket_start) do update set
           equity_min = least(b.equity_min, excluded.equity_min),
           equity_max = greatest(b.equity_max, excluded.equity_max),
           balance = case when excluded.last_at >= b.last_at then excluded.balance else b.balance end,
           equity = case when excluded.last_at >= b.last_at then excluded.equity else b.equity end,
           last_at = greatest(b.last_at, excluded.last_at)`,
        [
          accountId,
          rows.map((r) => r.width_seconds),
          rows.map((r) => r.bucket_start),
          rows.map((r) => r.last_at),
          rows.map((r) => r.balance),
          rows.map((r) => r.equity),
          rows.map((r) => r.equity_min),
          rows.map((r) => r.equity_max),
        ],
      );
    },

    /**
     * The chart: the buckets of one width (an index range scan of one account and one width, in order) merged
     * here into groups of `groupSeconds`, each with its last balance and equity and its lowest and highest equity.
     * Merging in one pass over rows that arrive sorted costs less than grouping and sorting them in the database.
     */
    async series(q: Queryable, accountId: string, width: number, groupSeconds: number): Promise<ChartPointRow[]> {
      const rows = await q.query<StoredBucket>(
        `select extract(epoch from bucket_start)::float8 * 1000 as start_ms,
                extract(epoch from last_at)::float8 * 1000 as last_ms, balance, equity, equity_min, equity_max
           from account_chart_buckets
          where account_id = $1 and width_seconds = $2
          order by bucket_start`,
        [accountId, width],
      );
      const groupMs = groupSeconds * 1000;
      const out: ChartPointRow[] = [];
      let group = Number.NaN;
      let lastMs = 0;
      let point: ChartPointRow | undefined;
      for (const r of rows) {
        const g = Math.floor(r.start_ms / groupMs);
        if (g !== group || !point) {
          if (point) point.time = new Date(lastMs);
          group = g;
          lastMs = r.last_ms;
          point = {
            time: new Date(0),
            balance: r.balance,
            equity: r.equity,
            min_equity: r.equity_min,
            max_equity: r.equity_max,
          };
          out.push(point);
          continue;
        }
        if (r.last_ms >= lastMs) {
          lastMs = r.last_ms;
          point.balance = r.balance;
          point.equity = r.equity;
        }
        point.min_equity = Math.min(point.min_equity, r.equity_min);
        point.max_equity = Math.max(point.max_equity, r.equity_max);
      }
      if (point) point.time = new Date(lastMs);
      return out;
    },
  };
}
export type ChartRepository = ReturnType<typeof createChartRepository>;
