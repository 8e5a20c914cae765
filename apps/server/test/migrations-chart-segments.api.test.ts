import { describe, expect, it } from 'vitest';
import { bucketsOf, chartPlan, STORED_WIDTHS_SECONDS } from '../src/modules/evaluation/charts/chart-buckets.ts';
import { createChartRepository } from '../src/modules/evaluation/charts/chart.repository.ts';
import { chartOfSamples, walkSamples } from '../src/modules/evaluation/charts/chart-samples.test-support.ts';
import { insertBareAccount } from './bare-account.ts';
import { migrationSteps } from './migration-steps.ts';

// Migration 0032 (docs/decisions/030-chart-segments.md) moves the stored chart buckets into segments.
describe('migration 0032: the chart in segments', () => {
  const steps = migrationSteps('0032');
  const account = '00000000-0000-4000-8000-0000000000ab';

  it('keeps every bucket: the charts read after it are the ones folded from the samples', async () => {
    const db = await steps.before();
    const start = Date.UTC(2026, 2, 2, 9, 0, 0, 123);
    const samples = walkSamples({
      seed: 3,
      start,
      count: 2000,
      maxStepMs: 900_000,
      balance: 1_000_000,
      balanceStep: 3000,
      equitySpread: 1200,
    });
    const rows = bucketsOf(samples);
    // Buckets as ingestion stored them before (a bare account row: its brand, user and package are beside the point).
    await db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await insertBareAccount(tx, account);
      await tx.query(
        `insert into account_chart_buckets (account_id, width_seconds, bucket_start, last_at, balance, equity,
                equity_min, equity_max)
         select $1, x.w, to_timestamp(x.s / 1000.0), to_timestamp(x.l / 1000.0), x.b, x.e, x.mn, x.mx
           from unnest($2::int4[], $3::float8[], $4::float8[], $5::int4[], $6::int4[], $7::int4[], $8::int4[])
                as x(w, s, l, b, e, mn, mx)`,
        [
          account,
          rows.map((r) => r.width_seconds),
          rows.map((r) => r.bucket_start),
          rows.map((r) => r.last_at),
          rows.map((r) => r.balance),
          rows.map((r) => r.equity),
          rows.map((r) => r.equity_min),
          rows.map((r) => r.equity_max),
        ],
      );
    });

    expect(await steps.rest()).toEqual(steps.later);

    const [moved] = await db.query<{ buckets: number; old: string | null }>(
      `select sum(cardinality(slots))::int as buckets, to_regclass('account_chart_buckets')::text as old
         from account_chart_segments where account_id = $1`,
      [account],
    );
    expect(moved).toEqual({ buckets: rows.length, old: null });
    const repo = createChartRepository();
    const span = samples.at(-1)!.time - start;
    for (const points of [50, 500, 2000]) {
      for (const part of [1 / 40, 1]) {
        const { width, groupSeconds } = chartPlan(start, start + span * part, points);
        expect(await repo.series(db, account, width, groupSeconds)).toEqual(
          chartOfSamples(samples, width, groupSeconds),
        );
      }
    }
    for (const width of STORED_WIDTHS_SECONDS) {
      expect(await repo.series(db, account, width, width)).toEqual(chartOfSamples(samples, width, width));
    }
  });
});
