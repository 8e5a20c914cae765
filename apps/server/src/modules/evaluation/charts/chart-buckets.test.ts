import { describe, expect, it } from 'vitest';
import { walkSamples } from './chart-samples.test-support.ts';
import {
  BUCKET_WIDTHS_SECONDS,
  STORED_WIDTHS_SECONDS,
  bucketsOf,
  chartPlan,
  bucketsOfSegments,
  mergeBuckets,
  mergeIntoSegment,
  SEGMENT_BUCKETS,
  segmentBucketOf,
  segmentOf,
  storedWidthFor,
  withBuckets,
  type ChartBucket,
  type ChartSegment,
} from './chart-buckets.ts';

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

/** A walk from T0 of an account near 100,000. */
const walkFromT0 = (options: { seed: number; count: number; maxStepMs: number }) =>
  walkSamples({ start: T0, balance: 100_000, balanceStep: 1000, equitySpread: 500, ...options });

/** A bucket row as the chart reads it. */
const asChart = (r: ReturnType<typeof bucketsOf>[number]): ChartBucket => {
  const { slot: _slot, ...values } = segmentBucketOf(r, 0);
  return { start_ms: r.bucket_start, ...values };
};

describe('chart buckets', () => {
  it('keeps, per bucket, the last balance and equity and the lowest and highest equity', () => {
    const rows = bucketsOf([
      { time: T0 + 1_000, balance: 100, equity: 100 },
      { time: T0 + 20_000, balance: 100, equity: 80 },
      { time: T0 + 40_000, balance: 110, equity: 120 },
      { time: T0 + 70_000, balance: 110, equity: 105 },
    ]);
    const minute = rows.filter((r) => r.width_seconds === 60);
    expect(minute).toEqual([
      {
        width_seconds: 60,
        bucket_start: T0,
        last_at: T0 + 40_000,
        balance: 110,
        equity: 120,
        equity_min: 80,
        equity_max: 120,
      },
      expect.objectContaining({ bucket_start: T0 + 60_000, equity: 105 }),
    ]);
    const day = rows.filter((r) => r.width_seconds === 86_400);
    expect(day).toHaveLength(1);
    expect(day[0]).toMatchObject({ balance: 110, equity: 105, equity_min: 80, equity_max: 120 });
    expect(rows).toHaveLength(minute.length + STORED_WIDTHS_SECONDS.length - 1);
  });

  it('plans at most `points` groups, on the coarsest width that still fits in a group', () => {
    const year = 365 * 86_400_000;
    for (const [span, points] of [
      [year, 500],
      [year, 10],
      [30 * 86_400_000, 2000],
      [3_600_000, 500],
      [0, 500],
    ] as const) {
      const { width, groupSeconds } = chartPlan(T0, T0 + span, points);
      expect(width).toBeLessThanOrEqual(groupSeconds);
      const first = Math.floor(T0 / 1000 / groupSeconds);
      const last = Math.floor((T0 + span) / 1000 / groupSeconds);
      expect(last - first + 1).toBeLessThanOrEqual(points);
    }
    expect(chartPlan(T0, T0 + year, 500).width).toBe(43_200);
    expect(chartPlan(T0, T0 + 3_600_000, 500).width).toBe(60);
  });

  it('merges a stored width into every other width exactly as if that width had been stored', () => {
    // A pseudo-random walk over ten days, samples a few minutes apart, some sharing a millisecond.
    const samples = walkFromT0({ seed: 7, count: 4000, maxStepMs: 400_000 });
    const stored = bucketsOf(samples);
    for (const width of BUCKET_WIDTHS_SECONDS) {
      const source = storedWidthFor(width);
      expect(width % source).toBe(0);
      const fromStored = mergeBuckets(stored.filter((r) => r.width_seconds === source).map(asChart), width * 1000);
      // What the width's own buckets would be: every sample folded into it directly.
      const direct = samples.map((s) => ({
        start_ms: s.time,
        last_ms: s.time,
        balance: s.balance,
        equity: s.equity,
        equity_min: s.equity,
        equity_max: s.equity,
      }));
      expect(fromStored).toEqual(mergeBuckets(direct, width * 1000));
      expect(fromStored.length).toBeGreaterThan(0);
    }
  });

  it('keeps a width in segments: batches merged into them give the buckets of all the samples at once', () => {
    const samples = walkFromT0({ seed: 5, count: 3000, maxStepMs: 300_000 });
    for (const width of STORED_WIDTHS_SECONDS) {
      const segments = new Map<number, ChartSegment>();
      // Batches of 97 samples, later batches first: a late batch merges into segments already stored.
      for (let i = Math.floor(samples.length / 97) * 97; i >= 0; i -= 97) {
        const fresh = new Map<number, Parameters<typeof mergeIntoSegment>[2][number][]>();
        for (const r of bucketsOf(samples.slice(i, i + 97)).filter((b) => b.width_seconds === width)) {
          const { start, slot } = segmentOf(width, r.bucket_start);
          expect(slot).toBeGreaterThanOrEqual(0);
          expect(slot).toBeLessThan(SEGMENT_BUCKETS);
          fresh.set(start, [...(fresh.get(start) ?? []), { slot, ...r, last_ms: r.last_at }]);
        }
        for (const [start, buckets] of fresh)
          segments.set(start, mergeIntoSegment(segments.get(start), start, buckets));
      }
      const inOrder = [...segments.values()].sort((a, b) => a.start_ms - b.start_ms);
      // Folded in the order stored: later batches first, so on a tie of times the earlier batch (stored last) wins.
      const stored = [];
      for (let i = Math.floor(samples.length / 97) * 97; i >= 0; i -= 97) stored.push(...samples.slice(i, i + 97));
      const expected = bucketsOf(stored)
        .filter((b) => b.width_seconds === width)
        .sort((a, b) => a.bucket_start - b.bucket_start)
        .map(asChart);
      expect(bucketsOfSegments(inOrder, width)).toEqual(expected);
    }
  });
});

describe('withBuckets', () => {
  /** A stored width's segments as the upsert leaves them after each batch in turn (`mergeIntoSegment`). */
  function stored(batches: ReturnType<typeof bucketsOf>[], width: number): ChartSegment[] {
    const bySegment = new Map<number, ChartSegment>();
    for (const rows of batches) {
      for (const r of rows.filter((x) => x.width_seconds === width)) {
        const { start, slot } = segmentOf(width, r.bucket_start);
        bySegment.set(start, mergeIntoSegment(bySegment.get(start), start, [segmentBucketOf(r, slot)]));
      }
    }
    return [...bySegment.values()].sort((a, b) => a.start_ms - b.start_ms);
  }

  it('merges batches in any time order (late ones into earlier segments) as the stored rows merge them', () => {
    const all = walkSamples({
      seed: 5,
      start: T0,
      count: 3000,
      maxStepMs: 900_000,
      balance: 1_000_000,
      balanceStep: 3000,
      equitySpread: 800,
    });
    // Batches of 1 to 60 samples, a fifth of them out of time order, some samples sent twice.
    let seed = 9;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const batches: ReturnType<typeof bucketsOf>[] = [];
    for (let i = 0; i < all.length;) {
      const n = 1 + Math.floor(rnd() * 60);
      batches.push(bucketsOf(all.slice(i, i + n)));
      if (rnd() < 0.1) batches.push(bucketsOf(all.slice(i, i + 3)));
      i += n;
    }
    for (let i = 0; i < batches.length; i++) {
      if (rnd() < 0.2) {
        const j = Math.floor(rnd() * batches.length);
        [batches[i], batches[j]] = [batches[j]!, batches[i]!];
      }
    }
    for (const width of STORED_WIDTHS_SECONDS) {
      let kept: ChartSegment[] = [];
      for (const [k, rows] of batches.entries()) {
        const before = kept;
        kept = withBuckets(kept, width, rows)!;
        expect(before).not.toBe(kept); // a new list: what a reader holds is not changed
        if (k % 97 === 0 || k === batches.length - 1) expect(kept).toEqual(stored(batches.slice(0, k + 1), width));
      }
    }
  });

  it('refuses a value the int4 columns would not store as given', () => {
    const rows = bucketsOf([{ time: T0, balance: 1.5, equity: 2 }]);
    expect(withBuckets([], 60, rows)).toBeUndefined();
    expect(withBuckets([], 60, bucketsOf([{ time: T0, balance: 2 ** 31, equity: 2 }]))).toBeUndefined();
    expect(withBuckets([], 60, bucketsOf([{ time: T0, balance: -(2 ** 31), equity: 2 }]))).toHaveLength(1);
  });
});
