import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openTestDb } from './test-app.ts';
import {
  BUCKET_WIDTHS_SECONDS,
  bucketsOf,
  chartPlan,
  type ChartSample,
} from '../src/modules/evaluation/chart-buckets.ts';
import { createChartRepository } from '../src/modules/evaluation/chart.repository.ts';
import { chartOfSamples, walkSamples } from '../src/modules/evaluation/chart-samples.test-support.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 1, 27, 0, 0, 0); // the days around a month's end and 1 March
const account = '00000000-0000-4000-8000-0000000000c7';

// The reply's points as the chart reads them (decision 037: numbers read digit by digit, groups as columns, times
// written at once) against the chart folded from the samples with Date's own toISOString, on both databases.
describe('chart points', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const repo = createChartRepository();
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
  });
  afterAll(() => drop());

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

  async function expectPointsOf(samples: ChartSample[]) {
    await store(samples);
    const span = samples.length > 0 ? Math.max(...samples.map((s) => s.time)) - T0 : 0;
    for (const points of [10, 500, 2000]) {
      const { width, groupSeconds } = chartPlan(T0, T0 + span, points);
      expect(await repo.points(db, account, width, groupSeconds)).toEqual(expected(samples, width, groupSeconds));
    }
    for (const width of BUCKET_WIDTHS_SECONDS) {
      expect(await repo.points(db, account, width, width)).toEqual(expected(samples, width, width));
    }
  }

  it('has no point for an account without samples', async () => {
    await expectPointsOf([]);
    expect(await repo.points(db, account, 60, 60)).toEqual([]);
  });

  it('reads one sample as one point', async () => {
    const one = [{ time: T0 + 12_345, balance: 10_000_000, equity: 9_999_001 }];
    await expectPointsOf(one);
    expect(await repo.points(db, account, 60, 60)).toEqual([
      {
        time: '2026-02-27T00:00:12.345Z',
        balance: 10_000_000,
        equity: 9_999_001,
        minEquity: 9_999_001,
        maxEquity: 9_999_001,
      },
    ]);
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
});
