import { describe, expect, it } from 'vitest';
import { useTestDb } from './test-app.ts';
import {
  BUCKET_WIDTHS_SECONDS,
  bucketsOf,
  chartPlan,
  SEGMENT_BUCKETS,
  type ChartSample,
} from '../src/modules/evaluation/charts/chart-buckets.ts';
import { createChartRepository } from '../src/modules/evaluation/charts/chart.repository.ts';
import { chartOfSamples, walkSamples } from '../src/modules/evaluation/charts/chart-samples.test-support.ts';

const T0 = Date.UTC(2026, 0, 5, 7, 13, 0);
const account = '00000000-0000-4000-8000-0000000000c1';

// The chart's segments (migration 0032, docs/decisions/030-chart-segments.md): the upsert merges a batch's buckets
// into the stored segments slot by slot in the database, so the reply must be the one folded from all samples at
// once, however the samples were split into batches and in whatever order the batches came.
describe('chart segments', () => {
  const db = useTestDb();
  const repo = createChartRepository();

  /** Stores the samples in batches (the account row is beside the point: no foreign key checked). */
  async function store(batches: ChartSample[][]) {
    await db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query('delete from account_chart_segments where account_id = $1', [account]);
      for (const batch of batches) await repo.upsert(tx, account, bucketsOf(batch));
    });
  }

  async function expectChartsOf(all: ChartSample[]) {
    const span = Math.max(...all.map((s) => s.time)) - T0;
    for (const points of [10, 120, 500, 2000]) {
      for (const part of [1 / 200, 1 / 8, 1]) {
        const { width, groupSeconds } = chartPlan(T0, T0 + span * part, points);
        expect(await repo.series(db, account, width, groupSeconds)).toEqual(chartOfSamples(all, width, groupSeconds));
      }
    }
    for (const width of BUCKET_WIDTHS_SECONDS) {
      expect(await repo.series(db, account, width, width)).toEqual(chartOfSamples(all, width, width));
    }
  }

  const all = walkSamples({
    seed: 7,
    start: T0,
    count: 3000,
    maxStepMs: 600_000,
    balance: 1_000_000,
    balanceStep: 2000,
    equitySpread: 900,
  });

  it('reads what was stored in one batch, in live pushes of one sample, and in batches out of order', async () => {
    await store([all]);
    await expectChartsOf(all);
    const [{ rows, buckets }] = (await db.query<{ rows: number; buckets: number }>(
      `select count(*)::int as rows, sum(cardinality(slots))::int as buckets from account_chart_segments
        where account_id = $1`,
      [account],
    )) as [{ rows: number; buckets: number }];
    expect(buckets).toBe(bucketsOf(all).length);
    expect(rows).toBeLessThan(buckets / 5); // sparse 1 min segments hold few buckets each

    // The last 300 samples one by one, as live pushes write them: each merges into segments already stored.
    await store([all.slice(0, -300), ...all.slice(-300).map((s) => [s])]);
    await expectChartsOf(all);

    // Batches of 250 in reverse order (a late batch dated before what is stored), and samples at the same
    // millisecond split across batches: the later stored one wins on a tie, as when folded in one pass.
    const batches: ChartSample[][] = [];
    for (let i = 0; i < all.length; i += 250) batches.push(all.slice(i, i + 250));
    batches.reverse();
    await store(batches);
    await expectChartsOf(batches.flat());
  });

  it('keeps a segment to its slots: buckets a whole segment apart land in two rows', async () => {
    const width = 60;
    const apart = [
      { time: T0, balance: 1, equity: 1 },
      { time: T0 + width * 1000 * SEGMENT_BUCKETS, balance: 2, equity: 3 },
    ];
    await store([apart]);
    const [one] = await db.query<{ n: number }>(
      'select count(*)::int as n from account_chart_segments where account_id = $1 and width_seconds = 60',
      [account],
    );
    expect(one!.n).toBe(2);
    await expectChartsOf(apart);
  });
});
