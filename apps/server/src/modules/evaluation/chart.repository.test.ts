import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/client.ts';
import { BUCKET_WIDTHS_SECONDS, bucketsOf, chartPlan, type ChartSample } from './chart-buckets.ts';
import { createChartRepository, type ChartPointRow } from './chart.repository.ts';
import { walkSamples } from './chart-samples.test-support.ts';

const T0 = Date.UTC(2026, 0, 5, 7, 13, 0);

/** Ten days of samples a few minutes apart, some at the same millisecond (deterministic). */
const samples = (): ChartSample[] =>
  walkSamples({
    seed: 11,
    start: T0,
    count: 5000,
    maxStepMs: 360_000,
    balance: 1_000_000,
    balanceStep: 2000,
    equitySpread: 900,
  });

/**
 * The chart as it was read when every width was stored (decision 021): the width's own buckets, folded from the
 * samples directly, merged into groups in one pass.
 */
function reference(all: ChartSample[], width: number, groupSeconds: number): ChartPointRow[] {
  const buckets = new Map<
    number,
    { start: number; last: number; balance: number; equity: number; min: number; max: number }
  >();
  for (const s of all) {
    const start = Math.floor(s.time / (width * 1000)) * width * 1000;
    const b = buckets.get(start);
    if (!b)
      buckets.set(start, { start, last: s.time, balance: s.balance, equity: s.equity, min: s.equity, max: s.equity });
    else {
      b.min = Math.min(b.min, s.equity);
      b.max = Math.max(b.max, s.equity);
      if (s.time >= b.last) Object.assign(b, { last: s.time, balance: s.balance, equity: s.equity });
    }
  }
  const out: ChartPointRow[] = [];
  let group = Number.NaN;
  let last = 0;
  let point: ChartPointRow | undefined;
  for (const r of [...buckets.values()].sort((a, b) => a.start - b.start)) {
    const g = Math.floor(r.start / (groupSeconds * 1000));
    if (g !== group || !point) {
      if (point) point.time = new Date(last);
      group = g;
      last = r.last;
      point = { time: new Date(0), balance: r.balance, equity: r.equity, min_equity: r.min, max_equity: r.max };
      out.push(point);
      continue;
    }
    if (r.last >= last) {
      last = r.last;
      point.balance = r.balance;
      point.equity = r.equity;
    }
    point.min_equity = Math.min(point.min_equity, r.min);
    point.max_equity = Math.max(point.max_equity, r.max);
  }
  if (point) point.time = new Date(last);
  return out;
}

describe('chart series', () => {
  it('replies for every width, stored or merged when read, as when every width was stored', async () => {
    const all = samples();
    const stored = bucketsOf(all);
    // A stand-in for the database: the stored buckets of the width asked for, in order, as the query returns them.
    const tx: Queryable = {
      query: async <T>(sql: string, params?: readonly unknown[]) =>
        sql.startsWith('set local')
          ? []
          : (stored
              .filter((r) => r.width_seconds === params![1])
              .sort((a, b) => a.bucket_start - b.bucket_start)
              .map((r) => ({
                start_ms: r.bucket_start,
                last_ms: r.last_at,
                balance: r.balance,
                equity: r.equity,
                equity_min: r.equity_min,
                equity_max: r.equity_max,
              })) as T[]),
    };
    const q = { ...tx, transaction: <R>(fn: (t: Queryable) => Promise<R>) => fn(tx) } as unknown as Db;
    const repo = createChartRepository();
    const span = all.at(-1)!.time - T0;
    const planned = new Set<number>();
    for (const points of [10, 50, 120, 500, 2000]) {
      for (const part of [1 / 200, 1 / 40, 1 / 8, 1 / 2, 1]) {
        const { width, groupSeconds } = chartPlan(T0, T0 + span * part, points);
        planned.add(width);
        expect(await repo.series(q, 'a', width, groupSeconds)).toEqual(reference(all, width, groupSeconds));
      }
    }
    for (const width of BUCKET_WIDTHS_SECONDS) {
      expect(await repo.series(q, 'a', width, width * 2)).toEqual(reference(all, width, width * 2));
    }
    expect(planned.size).toBeGreaterThan(3);
  });
});
