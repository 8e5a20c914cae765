import { describe, expect, it } from 'vitest';
import { createAdminAccountsRepository } from '../src/modules/admin-accounts/admin-accounts.repository.ts';
import { insertBareAccount } from './bare-account.ts';
import { migrationSteps } from './migration-steps.ts';
import { dealClosed, dealOpened } from './evaluation-helpers.ts';

// Migrations 0030 and 0031 (docs/decisions/026-fewer-rows-per-event.md) move stored events and chart buckets forward.
describe('migrations 0030–0031: events as columns, the chart at its stored widths', () => {
  const steps = migrationSteps('0030');
  const account = '00000000-0000-4000-8000-0000000000aa';

  it('keeps every event as reported and the chart rows of the stored widths', async () => {
    const db = await steps.before();
    // Rows as the previous ingestion stored them (a bare account row: its brand, user and package are beside the point).
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await insertBareAccount(tx, account);
      const opened = dealOpened({
        dealId: 'o1',
        positionId: 'p1',
        time: '2026-03-02T09:00:00.000Z',
        side: 'sell',
        volume: 0.07,
        price: 1.0815,
      });
      const closed = dealClosed({
        dealId: 'c1',
        positionId: 'p1',
        time: '2026-03-02T11:30:00+01:00',
        volume: 0.07,
        profit: -1234,
        commission: -70,
      });
      const snap = { type: 'equitySnapshot', time: '2026-03-02T09:05:00.000Z', equity: 999_000, balance: 1_000_000 };
      for (const e of [opened, closed, snap]) {
        await tx.query(
          `insert into account_events (account_id, type, deal_id, position_id, time, payload)
           values ($1, $2, $3, $4, $5, $6)`,
          [account, e.type, 'dealId' in e ? e.dealId : null, 'positionId' in e ? e.positionId : null, e.time, e],
        );
      }
      for (const width of [60, 300, 900, 3600, 14_400, 43_200, 86_400, 259_200, 604_800]) {
        await tx.query(
          `insert into account_chart_buckets (account_id, width_seconds, bucket_start, last_at, balance, equity,
                  equity_min, equity_max)
           values ($1, $2, '2026-03-02T00:00:00Z', '2026-03-02T09:05:00Z', 1000000, 999000, 999000, 1000000)`,
          [account, width],
        );
      }
    });
    const before = await db.query<{ data: unknown }>(
      'select payload as data from account_events where account_id = $1 order by id',
      [account],
    );

    expect(await steps.rest()).toEqual(steps.later);

    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = 'account_events' and table_schema = current_schema()`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('payload');
    const [closedRow] = await db.query<{ reported_time: string | null; profit: number }>(
      `select reported_time, profit from account_events where deal_id = 'c1'`,
    );
    expect(closedRow).toEqual({ reported_time: '2026-03-02T11:30:00+01:00', profit: -1234 });
    // The back office's log builds the same documents from the columns.
    const log = await createAdminAccountsRepository().events(db, account, { pageSize: 20 });
    const platform = log.rows.filter((r) => r.type !== 'opened').reverse();
    expect(platform.map((r) => r.data)).toEqual(
      [...before.map((b) => b.data)].sort((a, b) =>
        Date.parse((a as { time: string }).time) < Date.parse((b as { time: string }).time) ? -1 : 1,
      ),
    );
    // (moved on into segments by migration 0032: one bucket each here)
    const widths = await db.query<{ w: number }>(
      'select width_seconds as w from account_chart_segments where account_id = $1 order by 1',
      [account],
    );
    expect(widths.map((r) => r.w)).toEqual([60, 900, 3600, 14_400, 43_200, 86_400]);
  });
});
