import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/client.ts';
import {
  BUCKET_WIDTHS_SECONDS,
  bucketsOf,
  chartPlan,
  segmentOf,
  type BucketRow,
  type ChartSample,
  type ChartSegment,
} from './chart-buckets.ts';
import { createChartRepository } from './chart.repository.ts';
import { chartOfSamples, walkSamples } from './chart-samples.test-support.ts';

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

/** Buckets of one width as migration 0032 stores them: one row per segment, slots ascending. */
function segmentsOf(rows: readonly BucketRow[]): ChartSegment[] {
  const segments = new Map<number, ChartSegment>();
  for (const r of [...rows].sort((a, b) => a.bucket_start - b.bucket_start)) {
    const { start, slot } = segmentOf(r.width_seconds, r.bucket_start);
    let s = segments.get(start);
    if (!s) {
      s = { start_ms: start, slots: [], last_ms: [], balance: [], equity: [], equity_min: [], equity_max: [] };
      segments.set(start, s);
    }
    s.slots.push(slot);
    s.last_ms.push(r.last_at);
    s.balance.push(r.balance);
    s.equity.push(r.equity);
    s.equity_min.push(r.equity_min);
    s.equity_max.push(r.equity_max);
  }
  return [...segments.values()].sort((a, b) => a.start_ms - b.start_ms);
}

describe('chart series', () => {
  it('replies for every width, stored or merged when read, as when every width was stored', async () => {
    const all = samples();
    const stored = bucketsOf(all);
    // A stand-in for the database: the stored segments of the width asked for, in order, as the query returns them
    // (arrays as comma-separated text).
    const q: Queryable = {
      query: async <T>(_sql: string, params?: readonly unknown[]) =>
        segmentsOf(stored.filter((r) => r.width_seconds === params![1])).map((g) => ({
          start_ms: g.start_ms,
          ...Object.fromEntries(
            (['slots', 'last_ms', 'balance', 'equity', 'equity_min', 'equity_max'] as const).map((c) => [
              c,
              g[c].join(','),
            ]),
          ),
        })) as T[],
    };
    const repo = createChartRepository();
    const span = all.at(-1)!.time - T0;
    const planned = new Set<number>();
    for (const points of [10, 50, 120, 500, 2000]) {
      for (const part of [1 / 200, 1 / 40, 1 / 8, 1 / 2, 1]) {
        const { width, groupSeconds } = chartPlan(T0, T0 + span * part, points);
        planned.add(width);
        expect(await repo.series(q, 'a', width, groupSeconds)).toEqual(chartOfSamples(all, width, groupSeconds));
      }
    }
    for (const width of BUCKET_WIDTHS_SECONDS) {
      expect(await repo.series(q, 'a', width, width * 2)).toEqual(chartOfSamples(all, width, width * 2));
    }
    expect(planned.size).toBeGreaterThan(3);
  });
});
