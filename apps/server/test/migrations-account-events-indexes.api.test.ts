import type { BridgeEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createAdminAccountsRepository } from '../src/modules/admin-accounts/admin-accounts.repository.ts';
import { createAccountEventsRepository } from '../src/modules/evaluation/ingestion/account-events.repository.ts';
import { toStoredEvents } from '../src/modules/evaluation/ingestion/bridge-events.ts';
import { createPayoutsRepository } from '../src/modules/payouts/payouts.repository.ts';
import { insertBareAccount } from './bare-account.ts';
import { migrationSteps } from './migration-steps.ts';

// Migration 0041 (docs/decisions/051-account-events-fewer-index-entries.md): one index entry per stored event, in the
// partial unique index of its kind; a re-sent deal or snapshot is still stored once, and the account log keeps its
// order.
describe('migration 0041: account events with one index entry each', () => {
  const steps = migrationSteps('0041');
  const account = '00000000-0000-4000-8000-0000000000c1';
  const T = '2026-03-02T09:00:00.000Z';
  const deal = (type: 'dealOpened' | 'dealClosed', n: number, time = T): BridgeEvent =>
    type === 'dealOpened'
      ? { type, dealId: `o${n}`, positionId: `p${n}`, time, symbol: 'EURUSD', side: 'buy', volume: 1, price: 1.08 }
      : {
          type,
          dealId: `c${n}`,
          positionId: `p${n}`,
          time,
          symbol: 'EURUSD',
          volume: 1,
          profit: 1,
          commission: 0,
          swap: 0,
        };
  const snapshot = (time: string, equity = 1_000_000): BridgeEvent => ({ type: 'equitySnapshot', time, equity });
  const plus = (ms: number) => new Date(Date.parse(T) + ms).toISOString();
  const events = createAccountEventsRepository();
  const log = async (db: Parameters<typeof events.insertNew>[0]) =>
    (await createAdminAccountsRepository().events(db, account, { pageSize: 100 })).rows
      .filter((r) => r.type !== 'opened')
      .map((r) => [r.type, r.time.toISOString(), (r.data as { dealId?: string; equity?: number }).dealId ?? null]);

  it('keeps the rows and their log order; a re-sent deal or snapshot stays single on either insert path', async () => {
    const db = await steps.before();
    // Stored before the migration: events of one instant in the order the platform sent them (the log orders them
    // by `id` within one time), a snapshot at the same instant as a deal.
    const stored = [
      deal('dealOpened', 1),
      snapshot(T),
      deal('dealOpened', 2),
      deal('dealClosed', 1),
      snapshot(plus(1)),
    ];
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await insertBareAccount(tx, account);
      await events.insertNew(tx, account, toStoredEvents(stored));
    });
    const logBefore = await log(db);
    expect(logBefore).toEqual([
      ['equitySnapshot', plus(1), null],
      ['dealClosed', T, 'c1'],
      ['dealOpened', T, 'o2'],
      ['equitySnapshot', T, null],
      ['dealOpened', T, 'o1'],
    ]);

    expect(await steps.rest()).toEqual(steps.later);
    const indexes = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where tablename = 'account_events' and schemaname = current_schema()
        order by indexname`,
    );
    expect(indexes.map((i) => i.indexdef.replace(/ ON \S+ /, ' ON '))).toEqual([
      'CREATE UNIQUE INDEX account_events_deal ON USING btree (account_id, deal_id) WHERE (deal_id IS NOT NULL)',
      'CREATE UNIQUE INDEX account_events_snapshot ON USING btree (account_id, "time") WHERE (deal_id IS NULL)',
    ]);
    expect(await log(db)).toEqual(logBefore);

    // A small push (`on conflict do nothing`) repeating a deal and a snapshot: only the new event is stored.
    const small = await db.transaction((tx) =>
      events.insertNew(tx, account, toStoredEvents([deal('dealOpened', 2), snapshot(T), snapshot(plus(2))])),
    );
    expect([...small]).toEqual([`equitySnapshot@${Date.parse(plus(2))}`]);
    // A batch of 32 events or more, inserted as it is first: all new, then new ones with one repeat,
    // a deal and then a snapshot: the repeat fails the plain insert on its partial index and the retry
    // (`on conflict do nothing`) stores every event but it.
    const fresh = (from: number) =>
      Array.from({ length: 20 }, (_, i) => [
        deal('dealOpened', from + i, plus(from * 1000 + i)),
        snapshot(plus(from * 1000 + i)),
      ]).flat();
    const first = await db.transaction((tx) => events.insertNew(tx, account, toStoredEvents(fresh(100))));
    expect(first.size).toBe(40);
    for (const [from, repeat] of [
      [200, deal('dealOpened', 100, plus(100_000))],
      [300, snapshot(plus(100_000))],
    ] as const) {
      const batch = fresh(from);
      const taken = await db.transaction((tx) => events.insertNew(tx, account, toStoredEvents([...batch, repeat])));
      expect([...taken].sort()).toEqual(
        toStoredEvents(batch)
          .map((e) => e.key)
          .sort(),
      );
    }
    const counts = await db.query<{ deals: number; snapshots: number; distinct_deals: number; distinct_times: number }>(
      `select count(*) filter (where deal_id is not null)::int as deals, count(*) filter (where deal_id is null)::int
              as snapshots, count(distinct deal_id)::int as distinct_deals,
              count(distinct time) filter (where deal_id is null)::int as distinct_times
         from account_events where account_id = $1`,
      [account],
    );
    expect(counts).toEqual([{ deals: 63, snapshots: 63, distinct_deals: 63, distinct_times: 63 }]);
    // The payout cycle's first trade is the first deal, not a snapshot before it.
    await db.transaction((tx) => events.insertNew(tx, account, toStoredEvents([snapshot('2026-03-01T00:00:00.000Z')])));
    expect(await createPayoutsRepository().firstTradeAt(db, account)).toEqual(new Date(T));
  });
});
