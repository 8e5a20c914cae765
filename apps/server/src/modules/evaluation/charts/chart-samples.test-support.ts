import type { ChartSample } from './chart-buckets.ts';
import type { ChartPointRow } from './chart.repository.ts';

/**
 * A deterministic pseudo-random walk of balance and equity samples, a few minutes apart and some at the same
 * millisecond, for the chart's unit tests (the buckets' merging and the repository's reading).
 */
export function walkSamples(options: {
  seed: number;
  start: number;
  count: number;
  maxStepMs: number;
  balance: number;
  balanceStep: number;
  equitySpread: number;
}): ChartSample[] {
  let seed = options.seed;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const out: ChartSample[] = [];
  let t = options.start;
  let balance = options.balance;
  for (let i = 0; i < options.count; i++) {
    t += Math.floor(rnd() * options.maxStepMs);
    balance += Math.round((rnd() - 0.5) * options.balanceStep);
    out.push({ time: t, balance, equity: balance + Math.round((rnd() - 0.5) * options.equitySpread) });
  }
  return out;
}

/**
 * The chart as it was read when every width was stored: the width's own buckets, folded from the
 * samples directly, merged into groups in one pass.
 */
export function chartOfSamples(all: ChartSample[], width: number, groupSeconds: number): ChartPointRow[] {
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
