import { describe, expect, it } from 'vitest';
import { BUCKET_WIDTHS_SECONDS, bucketsOf, chartPlan } from './chart-buckets.ts';

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

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
    const week = rows.filter((r) => r.width_seconds === 604_800);
    expect(week).toHaveLength(1);
    expect(week[0]).toMatchObject({ balance: 110, equity: 105, equity_min: 80, equity_max: 120 });
    expect(rows).toHaveLength(minute.length + BUCKET_WIDTHS_SECONDS.length - 1);
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
});
