import { describe, expect, it } from 'vitest';
import { useTestDb } from './test-app.ts';
import {
  BUCKET_WIDTHS_SECONDS,
  bucketsOf,
  chartPlan,
  type ChartSample,
} from '../src/modules/evaluation/charts/chart-buckets.ts';
import { createChartRepository } from '../src/modules/evaluation/charts/chart.repository.ts';
import { chartOfSamples, walkSamples } from '../src/modules/evaluation/charts/chart-samples.test-support.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 1, 27, 0, 0, 0); // the days around a month's end and 1 March
const account = '00000000-0000-4000-8000-0000000000c7';

// The reply's points as the chart reads them (decision 037: numbers read digit by digit, groups as columns; decision
// 043: written as the reply's JSON bytes) against the chart folded from the samples with Date's own toISOString and
// JSON.stringify, byte for byte, on both databases.
describe('chart points', () => {
  const db = useTestDb();
  const repo = createChartRepository();

  async function store(samples: ChartSample[]) {
    await db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query('delete from account_chart_segments where account_id = $1', [account]);
      await repo.upsert(tx, account, bucketsOf(samples));
    });
  }

  const expected = (samples: ChartSample[], width: number, groupSeconds: number) =>
    chartOfSamples(samples, width, groupSeconds).map((r) => ({
      time: r.time.toISOString(),
      balance: r.balance,
      equity: r.equity,
      minEquity: r.min_equity,
      maxEquity: r.max_equity,
    }));

  /** The points' bytes as the reply's text, or undefined when the chart has none. */
  const pointsText = async (width: number, groupSeconds: number) =>
    (await repo.points(db, account, width, groupSeconds))?.toString('utf8');
  const expectedText = (samples: ChartSample[], width: number, groupSeconds: number) => {
    const points = expected(samples, width, groupSeconds);
    return points.length > 0 ? JSON.stringify(points) : undefined;
  };

  async function expectPointsOf(samples: ChartSample[]) {
    await store(samples);
    const span = samples.length > 0 ? Math.max(...samples.map((s) => s.time)) - T0 : 0;
    for (const points of [10, 500, 2000]) {
      const { width, groupSeconds } = chartPlan(T0, T0 + span, points);
      expect(await pointsText(width, groupSeconds)).toBe(expectedText(samples, width, groupSeconds));
    }
    for (const width of BUCKET_WIDTHS_SECONDS) {
      expect(await pointsText(width, width)).toBe(expectedText(samples, width, width));
    }
  }

  it('has no point for an account without samples', async () => {
    await expectPointsOf([]);
    expect(await repo.points(db, account, 60, 60)).toBeUndefined();
  });

  it('reads one sample as one point', async () => {
    const one = [{ time: T0 + 12_345, balance: 10_000_000, equity: 9_999_001 }];
    await expectPointsOf(one);
    expect(await pointsText(60, 60)).toBe(
      '[{"time":"2026-02-27T00:00:12.345Z","balance":10000000,"equity":9999001,"minEquity":9999001,"maxEquity":9999001}]',
    );
  });

  it('reads samples on day boundaries, across gaps of days, with negative and large values', async () => {
    const samples: ChartSample[] = [
      { time: T0, balance: 0, equity: -5 },
      { time: T0 + DAY - 1, balance: -2_000_000_000, equity: 2_000_000_000 },
      { time: T0 + DAY, balance: 1, equity: -1 },
      { time: T0 + DAY, balance: 2, equity: 0 }, // the same millisecond: the later one wins
      { time: T0 + 2 * DAY + 1, balance: 7, equity: 8 }, // 1 March
      { time: T0 + 40 * DAY + 59_999, balance: 9, equity: 10 }, // after a gap of 38 days
      { time: T0 + 41 * DAY - 1, balance: 11, equity: -12 },
    ];
    await expectPointsOf(samples);
  });

  it('reads a walk of samples with gaps like the one stored whole', async () => {
    const walk = walkSamples({
      seed: 21,
      start: T0,
      count: 1500,
      maxStepMs: 3 * 3_600_000,
      balance: 1_000_000,
      balanceStep: 4000,
      equitySpread: 1500,
    });
    await expectPointsOf(walk.filter((s) => Math.floor((s.time - T0) / DAY) % 9 !== 4));
  });

  it('reads random walks byte for byte, negative balances and wide equity swings included', async () => {
    for (const [seed, balance, spread] of [
      [3, 0, 90_000],
      [77, -500_000, 4_000_000],
      [1234, 2_000_000_000 - 10_000_000, 1_000_000],
    ] as const) {
      const walk = walkSamples({
        seed,
        start: T0 - 200 * DAY,
        count: 900,
        maxStepMs: 12 * 3_600_000,
        balance,
        balanceStep: 40_000,
        equitySpread: spread,
      });
      await expectPointsOf(walk);
    }
  });
});
