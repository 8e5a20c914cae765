import type { Chart } from '@portal/contract';
import type { Queryable } from '../../../db/client.ts';
import { numbersOfList } from '../../../db/number-list.ts';
import { numberArray, textArray } from '../../../db/sql-arrays.ts';
import {
  bucketsBySegment,
  mergeIntoSegment,
  storedWidthFor,
  type BucketRow,
  type ChartSegment,
} from './chart-buckets.ts';
import { pointsOfSegments } from './chart-points-json.ts';

/** The columns of a segment's buckets, in slot order (migration 0032). */
const SEGMENT_COLUMNS = ['last_ms', 'balance', 'equity', 'equity_min', 'equity_max'] as const;
const SEGMENT_ARRAYS = ['slots', ...SEGMENT_COLUMNS] as const;
type SegmentArray = (typeof SEGMENT_ARRAYS)[number];

export type ChartPointRow = { time: Date; balance: number; equity: number; min_equity: number; max_equity: number };
type ChartPoint = Chart['points'][number];

/**
 * A segment's columns as the reads select them: the arrays as comma-separated text, read here (`segmentOfText`).
 * The driver's own array parser took 4 of the 6 ms a year's 2,000-point chart took to read (69 rows, 13,000
 * numbers); the text and a split take under 2, and reading the digits without a string per number less again
 * (`numbersOfList`). PostgreSQL writes a float8 in its shortest exact form, so the numbers come back
 * as stored.
 */
const SEGMENT_SELECT = `extract(epoch from segment_start)::float8 * 1000 as start_ms, ${SEGMENT_ARRAYS.map(
  (c) => `array_to_string(${c}, ',') as ${c}`,
).join(', ')}`;

type SegmentText = { start_ms: number } & Record<SegmentArray, string>;
const segmentOfText = (r: SegmentText): ChartSegment => ({
  start_ms: r.start_ms,
  slots: numbersOfList(r.slots),
  last_ms: numbersOfList(r.last_ms),
  balance: numbersOfList(r.balance),
  equity: numbersOfList(r.equity),
  equity_min: numbersOfList(r.equity_min),
  equity_max: numbersOfList(r.equity_max),
});

/**
 * account_chart_segments: the chart kept incrementally (chart-buckets.ts), each stored width's buckets in segments
 * of SEGMENT_BUCKETS slots, one row each (docs/decisions/030-chart-segments.md).
 */
export function createChartRepository() {
  /**
   * The segments of one stored width (an index range scan of one account and width, in order; a year of 4 h
   * buckets is 69 rows) and the state version they are the chart of: read in the same statement (one snapshot), and
   * every writer of the chart bumps the version in its transaction, so the segments are exactly what the database
   * holds at that version (docs/decisions/047-chart-kept-through-pushes.md). The version is undefined when there is
   * no segment or no state row.
   */
  async function segments(
    q: Queryable,
    accountId: string,
    storedWidth: number,
  ): Promise<{ version: number | undefined; segments: ChartSegment[] }> {
    const rows = await q.query<SegmentText & { version: number | null }>(
      `select ${SEGMENT_SELECT}, (select version from account_evaluations where account_id = $1) as version
         from account_chart_segments
        where account_id = $1 and width_seconds = $2
        order by segment_start`,
      [accountId, storedWidth],
    );
    return { version: rows[0]?.version ?? undefined, segments: rows.map(segmentOfText) };
  }

  /**
   * The chart's points as the reply's JSON array (`pointsJson`), or undefined when there is none: the segments of
   * the plan's stored width folded in one pass into groups of `groupSeconds` (`pointsOfSegments`), each with its
   * last balance and equity, its lowest and highest equity, and its last sample's time
   * (docs/decisions/037-chart-reply-without-garbage.md, docs/decisions/043-chart-reply-as-bytes.md).
   */
  async function points(
    q: Queryable,
    accountId: string,
    width: number,
    groupSeconds: number,
  ): Promise<Buffer | undefined> {
    const read = await segments(q, accountId, storedWidthFor(width));
    return pointsOfSegments(read.segments, width, groupSeconds);
  }

  return {
    /**
     * Merges a batch's buckets into the stored segments: the segments it touches are read (one statement), merged
     * here, and written back whole (one statement, columns as arrays grouped into their rows). Every writer of an
     * account's chart holds its evaluation row lock (ingestion, the tick, the ledger; the starter creates that row),
     * so no other write comes between the read and the write. Merging in the database instead (a full join of the
     * stored and the new slots, then six ordered aggregates) cost about 0.9 ms a full segment, more than the read.
     */
    async upsert(q: Queryable, accountId: string, rows: readonly BucketRow[]): Promise<void> {
      if (rows.length === 0) return;
      const segments = bucketsBySegment(rows);
      // One primary-key lookup per touched segment, whatever the planner thinks of the account's share of the table.
      const stored = await q.query<SegmentText & { width_seconds: number }>(
        `select c.*
           from unnest($2::int4[], $3::float8[]) as k(w, s)
          cross join lateral (select width_seconds, ${SEGMENT_SELECT}
                                from account_chart_segments
                               where account_id = $1 and width_seconds = k.w and segment_start = to_timestamp(k.s / 1000.0)
                               limit 1) c`,
        [accountId, numberArray(segments.map((t) => t.width)), numberArray(segments.map((t) => t.start))],
      );
      const before = new Map(stored.map((s) => [`${s.width_seconds}:${s.start_ms}`, segmentOfText(s)]));
      // One row per segment, each column an array literal of the merged segment (text, cast by the insert): no
      // regrouping of single buckets into arrays in the database.
      const columns = Object.fromEntries(SEGMENT_ARRAYS.map((c) => [c, [] as string[]])) as Record<
        SegmentArray,
        string[]
      >;
      for (const t of segments) {
        const merged = mergeIntoSegment(before.get(`${t.width}:${t.start}`), t.start, t.fresh);
        for (const k of SEGMENT_ARRAYS) columns[k].push(numberArray(merged[k]));
      }
      await q.query(
        `insert into account_chart_segments as s (account_id, width_seconds, segment_start, slots, last_ms, balance,
                equity, equity_min, equity_max)
         select $1, x.width_seconds, to_timestamp(x.segment_ms / 1000.0), x.slots::int2[], x.last_ms::float8[],
                ${SEGMENT_COLUMNS.slice(1)
                  .map((c) => `x.${c}::int4[]`)
                  .join(', ')}
           from unnest($2::int4[], $3::float8[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                $9::text[]) as x(width_seconds, segment_ms, slots, last_ms, balance, equity, equity_min, equity_max)
         on conflict (account_id, width_seconds, segment_start) do update
            set ${SEGMENT_ARRAYS.map((c) => `${c} = excluded.${c}`).join(', ')}`,
        [
          accountId,
          numberArray(segments.map((t) => t.width)),
          numberArray(segments.map((t) => t.start)),
          ...SEGMENT_ARRAYS.map((c) => textArray(columns[c])),
        ],
      );
    },

    segments,
    points,

    /** The same read as rows with times as dates: what the tests compare with the samples folded. */
    async series(q: Queryable, accountId: string, width: number, groupSeconds: number): Promise<ChartPointRow[]> {
      const json = await points(q, accountId, width, groupSeconds);
      return ((json ? JSON.parse(json.toString()) : []) as ChartPoint[]).map((p) => ({
        time: new Date(p.time),
        balance: p.balance,
        equity: p.equity,
        min_equity: p.minEquity,
        max_equity: p.maxEquity,
      }));
    },
  };
}
export type ChartRepository = ReturnType<typeof createChartRepository>;
