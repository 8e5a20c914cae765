import type { ChartSample } from './chart-buckets.ts';

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
