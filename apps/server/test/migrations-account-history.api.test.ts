import { describe, expect, it } from 'vitest';
import { insertBareAccount } from './bare-account.ts';
import { migrationSteps } from './migration-steps.ts';

// Migration 0035 (docs/decisions/036-ingestion-batch-cost.md): an account's events, closed trades and positions are
// no longer checked row by row against trader_accounts, and still go with their account.
describe('migration 0035: account history without row-by-row foreign keys', () => {
  const steps = migrationSteps('0035');
  const kept = '00000000-0000-4000-8000-0000000000b1';
  const removed = '00000000-0000-4000-8000-0000000000b2';
  const tables = ['account_events', 'closed_trades', 'account_positions'] as const;

  it('keeps the stored rows, and deleting an account deletes its events, closed trades and positions', async () => {
    const db = await steps.before();
    const store = (id: string) =>
      db.transaction(async (tx) => {
        await tx.query(`set local session_replication_role = replica`);
        await insertBareAccount(tx, id);
        await tx.query(
          `insert into account_events (account_id, type, deal_id, position_id, time, symbol, volume, profit)
           values ($1, 'dealClosed', 'c1', 'p1', '2026-03-02T09:00:00Z', 'EURUSD', 0.1, 100)`,
          [id],
        );
        await tx.query(
          `insert into closed_trades (account_id, deal_id, position_id, symbol, volume, close_time, profit, commission,
                  swap, net)
           values ($1, 'c1', 'p1', 'EURUSD', 0.1, '2026-03-02T09:00:00Z', 100, 0, 0, 100)`,
          [id],
        );
        await tx.query(
          `insert into account_positions (account_id, position_id, closed_units) values ($1, 'p1', 10000000)`,
          [id],
        );
      });
    await store(kept);
    await store(removed);

    expect(await steps.rest()).toEqual(steps.later);
    const fks = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_constraint
        where contype = 'f' and conrelid::regclass::text in ('account_events', 'closed_trades', 'account_positions')`,
    );
    expect(fks[0]!.n).toBe(0);

    await db.query('delete from trader_accounts where id = $1', [removed]);
    for (const table of tables) {
      const rows = await db.query<{ account_id: string }>(`select account_id from ${table} order by account_id`);
      expect(rows.map((r) => r.account_id)).toEqual([kept]);
    }
  });
});
