import { beforeAll, describe, expect, it } from 'vitest';

import type { Trader } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import {
  accountRow,
  push,
  pushOk,
  snapshot,
  trade,
  winningDays,
  startedAccount,
  rowsOfAccount,
  evaluationVersions,
  resetsSince,
  accountsDueForResets,
  metricsOf,
} from './evaluation-helpers.ts';

/** Ingestion under real concurrency (PostgreSQL; PGlite has one connection). */
describe('evaluation under concurrency (PostgreSQL)', () => {
  let alice: Trader;
  const t = useTestApp();
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
    alice = await newTrader(t);
  });

  it('the same batch pushed 5 times at once is applied once', async () => {
    const a = await startedAccount(t, alice, '2026-03-02T08:00:00.000Z');
    const batch = [
      ...winningDays('2026-03-02T09:00:00.000Z', 3, 10_000),
      snapshot('2026-03-04T12:00:00.000Z', 1_030_000),
    ];
    const replies = await Promise.all(Array.from({ length: 5 }, () => push(t, a, batch)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const data = replies.map((r) => r.json.data as { accepted: number; duplicates: number });
    expect(data.map((d) => d.accepted).sort()).toEqual([0, 0, 0, 0, 7]);
    expect(data.every((d) => d.accepted + d.duplicates === 7)).toBe(true);
    const m = await metricsOf(t, alice, a.id);
    expect(m).toMatchObject({ trades: 3, balance: 1_030_000, tradingDays: 3 });
    expect(await rowsOfAccount(t, 'account_events', a.id)).toBe(7);
    expect(await rowsOfAccount(t, 'closed_trades', a.id)).toBe(3);
    expect(await evaluationVersions(t, [a.id])).toEqual([1]);
  });

  it('two batches that both pass the phase, at once: one phase-2 account', async () => {
    const a = await startedAccount(t, alice, '2026-03-02T08:00:00.000Z');
    // Three days and 950.01 made: either of two Thursday trades of +600.00 passes the phase.
    await pushOk(t, a, winningDays('2026-03-02T09:00:00.000Z', 3, 31_667));
    const [x, y] = [
      trade('2026-03-05T09:00:00.000Z', { profit: 60_000 }),
      trade('2026-03-05T09:05:00.000Z', { profit: 60_000 }),
    ];
    const replies = await Promise.all([pushOk(t, a, x), pushOk(t, a, y), pushOk(t, a, x), pushOk(t, a, y)]);
    expect(replies.every((r) => r.status === 4)).toBe(true);
    const order = (await accountRow(t, a.id)).order_id;
    const next = await t.db.query<{ status: number }>(
      'select status from trader_accounts where order_id = $1 and stage = 2',
      [order],
    );
    expect(next).toEqual([{ status: 2 }]);
    expect((await accountRow(t, a.id)).status).toBe(4);
    // Both batches are in the state: no update was lost (the one applied second is after the verdict).
    const m = await metricsOf(t, alice, a.id);
    expect(m).toMatchObject({ trades: 4, balance: 1_000_000 + 95_001 + 60_000 });
    expect(m.afterVerdict).toMatchObject({ trades: 1, profit: 60_000, balance: 1_000_000 + 95_001 + 120_000 });
  });

  it('three tick workers at once tick each account once per due reset (SKIP LOCKED)', async () => {
    const { start, accounts } = await accountsDueForResets(t, alice, 6);
    // Three workers (as three instances would run the job), each ticking until nothing is due.
    const worker = async () => {
      while ((await t.app.modules.evaluation.services.ingestionService.tickOneDue()) > 0);
    };
    await Promise.all([worker(), worker(), worker()]);
    const resets = resetsSince(start);
    expect(
      await evaluationVersions(
        t,
        accounts.map((a) => a.id),
      ),
    ).toEqual([1 + resets, 1 + resets, 1 + resets]);
  });
});
