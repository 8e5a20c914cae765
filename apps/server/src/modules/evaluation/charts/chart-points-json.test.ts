import { describe, expect, it } from 'vitest';
import type { ChartGroups } from './chart-buckets.ts';
import { pointsJson } from './chart-points-json.ts';

function groupsOf(points: { time: number; balance: number; equity: number; min: number; max: number }[]) {
  const g: ChartGroups = {
    count: points.length,
    last_ms: Float64Array.from(points, (p) => p.time),
    balance: Float64Array.from(points, (p) => p.balance),
    equity: Float64Array.from(points, (p) => p.equity),
    equity_min: Float64Array.from(points, (p) => p.min),
    equity_max: Float64Array.from(points, (p) => p.max),
  };
  return g;
}

/** What the route's serialiser wrote before decision 043: JSON.stringify of the point objects. */
const stringified = (points: Parameters<typeof groupsOf>[0]) =>
  JSON.stringify(
    points.map((p) => ({
      time: new Date(p.time).toISOString(),
      balance: p.balance,
      equity: p.equity,
      minEquity: p.min,
      maxEquity: p.max,
    })),
  );

describe('pointsJson', () => {
  it('writes what JSON.stringify writes for random series, one after another of different lengths', () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (const [n, scale] of [
      [2000, 1e7],
      [3, 1e3],
      [500, 2 ** 31],
      [1, 1],
      [0, 1],
      [120, Number.MAX_SAFE_INTEGER],
    ] as const) {
      let time = Date.UTC(2025, 0, 1) + Math.floor(rnd() * 1e10);
      const points = Array.from({ length: n }, () => {
        time += Math.floor(rnd() * 20_000_000);
        const v = () => Math.round((rnd() - 0.5) * 2 * scale);
        return { time, balance: v(), equity: v(), min: v(), max: v() };
      });
      expect(pointsJson(groupsOf(points)).toString('utf8')).toBe(stringified(points));
    }
  });

  it('writes numbers and times beyond the fast paths as JSON.stringify and toISOString do', () => {
    const edge = [
      -0,
      0.5,
      -1.25,
      1e21,
      -Number.MIN_VALUE,
      Number.MAX_VALUE,
      2 ** 53,
      -(2 ** 53) - 2,
      Number.NaN,
      Infinity,
      -9,
      10,
      -10,
      99_999,
      2_147_483_647,
      -2_147_483_647,
      -2_147_483_648,
      2_147_483_648,
      -2_147_483_649,
      1_000_000_000,
    ];
    const times = [0, -1, Date.parse('+010000-01-01T00:00:00.000Z'), Date.parse('0000-01-01T00:00:00.000Z') - 1];
    const points = edge.map((v, i) => ({ time: times[i % times.length]!, balance: v, equity: -v, min: v, max: 7 }));
    expect(pointsJson(groupsOf(points)).toString('utf8')).toBe(stringified(points));
  });

  it('throws for a time toISOString cannot write', () => {
    expect(() => pointsJson(groupsOf([{ time: Number.NaN, balance: 1, equity: 1, min: 1, max: 1 }]))).toThrow(
      RangeError,
    );
  });
});
