import { performance } from 'node:perf_hooks';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One case timed: ten warm-up calls, then `runs` timed ones; its p50, p95 and p99 in ms. */
export async function timeCase(runs: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await call(i);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return [quantile(times, 0.5), quantile(times, 0.95), quantile(times, 0.99)];
}

/** The docs' table: each case's p50, p95 and p99, each the median over the repeats (`runs[repeat][case]`). */
export function printLatencyTable(firstColumn: string, names: string[], runs: number[][][]): void {
  console.log(`| ${firstColumn} | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|`);
  for (const [k, name] of names.entries()) {
    const m = [0, 1, 2].map((q) => median(runs.map((run) => run[k]![q]!)).toFixed(2));
    console.log(`| ${name} | ${m.join(' | ')} |`);
  }
}
