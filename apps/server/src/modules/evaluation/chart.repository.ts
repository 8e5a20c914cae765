import type { Queryable } from '../../db/client.ts';
import { numberArray } from '../../db/sql-arrays.ts';
import {
  bucketsOfSegments,
  mergeBuckets,
  segmentOf,
  storedWidthFor,
  type BucketRow,
  type ChartSegment,
} from './chart-buckets.ts';

export type ChartPointRow = { time: Date; balance: number; equity: number; min_equity: number; max_equity: number };

/** The columns of a segment's buckets, in slot order (migration 0032). */
const SEGMENT_COLUMNS = ['last_ms', 'balance', 'equity', 'equity_min', 'equity_max'] as const;

/**
 * A stored segment merged with a batch's (`excluded`): per slot, the bucket of either, or both merged as
 * chart-buckets.ts folds samples — the later last balance and equity (the batch's on a tie), the lowest and
 * highest equity — kept in slot order.
 */
const MERGED = `(
  select array_agg(m.slot order by m.slot), ${SEGMENT_COLUMNS.map((c) => `array_agg(m.${c} order by m.slot)`).join(', ')}
    from (select coalesce(n.slot, o.slot) as slot,
                 greatest(o.last_ms, n.last_ms) as last_ms,
                 case when n.slot is not null and (o.slot is null or n.last_ms >= o.last_ms) then n.balance
                      else o.balance end as balance,
                 case when n.slot is not null and (o.slot is null or n.last_ms >= o.last_ms) then n.equity
                      else o.equity end as equity,
                 least(o.equity_min, n.equity_min) as equity_min,
                 greatest(o.equity_max, n.equity_max) as equity_max
            from unnest(s.slots, s.last_ms, s.balance, s.equity, s.equity_min, s.equity_max)
                 as o(slot, last_ms, balance, equity, equity_min, equity_max)
            full join unnest(excluded.slots, excluded.last_ms, excluded.balance, excluded.equity, excluded.equity_min,
                 excluded.equity_max) as n(slot, last_ms, balance, equity, equity_min, equity_max) on n.slot = o.slot) m
)`;

/**
 * account_chart_segments: the chart kept incrementally (chart-buckets.ts), each stored width's buckets in segments
 * of SEGMENT_BUCKETS slots, one row each (docs/decisions/030-chart-segments.md).
 */
export function createChartRepository() {
  return {
    /**
     * Merges a batch's buckets into the stored segments in one statement: the buckets go as one array per column,
     * are grouped into their segments, and each segment is inserted or merged slot by slot with the stored one.
     */
    async upsert(q: Queryable, accountId: string, rows: readonly BucketRow[]): Promise<void> {
      if (rows.length === 0) return;
      const at = rows.map((r) => segmentOf(r.width_seconds, r.bucket_start));
      await q.query(
        `insert into account_chart_segments as s (account_id, width_seconds, segment_start, slots, last_ms, balance,
                equity, equity_min, equity_max)
         select $1, x.width_seconds, to_timestamp(x.segment_ms / 1000.0), array_agg(x.slot order by x.slot),
                ${SEGMENT_COLUMNS.map((c) => `array_agg(x.${c} order by x.slot)`).join(', ')}
           from unnest($2::int4[], $3::float8[], $4::int2[], $5::float8[], $6::int4[], $7::int4[], $8::int4[],
                $9::int4[]) as x(width_seconds, segment_ms, slot, last_ms, balance, equity, equity_min, equity_max)
          group by x.width_seconds, x.segment_ms
         on conflict (account_id, width_seconds, segment_start) do update
            set (slots, ${SEGMENT_COLUMNS.join(', ')}) = ${MERGED}`,
        [
          accountId,
          numberArray(rows.map((r) => r.width_seconds)),
          numberArray(at.map((a) => a.start)),
          numberArray(at.map((a) => a.slot)),
          numberArray(rows.map((r) => r.last_at)),
          numberArray(rows.map((r) => r.balance)),
          numberArray(rows.map((r) => r.equity)),
          numberArray(rows.map((r) => r.equity_min)),
          numberArray(rows.map((r) => r.equity_max)),
        ],
      );
    },

    /**
     * The chart: the segments of one stored width (an index range scan of one account and width, in order; a year
     * of 4 h buckets is 18 rows), their buckets merged here into the width asked for when it is not stored, then
     * into groups of `groupSeconds`, each with its last balance and equity and its lowest and highest equity.
     */
    async series(q: Queryable, accountId: string, width: number, groupSeconds: number): Promise<ChartPointRow[]> {
      const stored = storedWidthFor(width);
      const segments = await q.query<ChartSegment>(
        `select extract(epoch from segment_start)::float8 * 1000 as start_ms, slots, last_ms, balance, equity,
                equity_min, equity_max
           from account_chart_segments
          where account_id = $1 and width_seconds = $2
          order by segment_start`,
        [accountId, stored],
      );
      const rows = bucketsOfSegments(segments, stored);
      const buckets = stored === width ? rows : mergeBuckets(rows, width * 1000);
      return mergeBuckets(buckets, groupSeconds * 1000).map((g) => ({
        time: new Date(g.last_ms),
        balance: g.balance,
        equity: g.equity,
        min_equity: g.equity_min,
        max_equity: g.equity_max,
      }));
    },
  };
}
export type ChartRepository = ReturnType<typeof createChartRepository>;
