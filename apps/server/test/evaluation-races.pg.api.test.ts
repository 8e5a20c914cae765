import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type TradingMetrics } from '@portal/contract';
import { nextResetAfter } from '../src/domain/evaluation/index.ts';
import type { Trader } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import {
  accountRow,
  at,
  days,
  hours,
  boughtAccount,
  dashboard,
  push,
  pushOk,
  snapshot,
  startAccountAt,
  trade,
  winningDays,
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
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, '2026-03-02T08:00:00.000Z');
    const batch = [
      ...winningDays('2026-03-02T09:00:00.000Z', 3, 10_000),
      snapshot('2026-03-04T12:00:00.000Z', 1_030_000),
    ];
    const replies = await Promise.all(Array.from({ length: 5 }, () => push(t, a, batch)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const data = replies.map((r) => r.json.data as { accepted: number; duplicates: number });
    expect(data.map((d) => d.accepted).sort()).toEqual([0, 0, 0, 0, 7]);
    expect(data.every((d) => d.accepted + d.duplicates === 7)).toBe(true);
    const m = (await dashboard<TradingMetrics>(t, alice, ApiPath.tradingMetrics.replace(':id', a.id))).data;
    expect(m).toMatchObject({ trades: 3, balance: 1_030_000, tradingDays: 3 });
    const [events] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from account_events where account_id = $1',
      [a.id],
    );
    expect(events!.n).toBe(7);
    const [closed] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from closed_trades where account_id = $1',
      [a.id],
    );
    expect(closed!.n).toBe(3);
    const [ev] = await t.db.query<{ version: number }>(
      'select version from account_evaluations where account_id = $1',
      [a.id],
    );
    expect(ev!.version).toBe(1);
  });

  it('two batches that both pass the phase, at once: one phase-2 account', async () => {
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, '2026-03-02T08:00:00.000Z');
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
    const m = (await dashboard<TradingMetrics>(t, alice, ApiPath.tradingMetrics.replace(':id', a.id))).data;
    expect(m).toMatchObject({ trades: 4, balance: 1_000_000 + 95_001 + 60_000 });
    expect(m.afterVerdict).toMatchObject({ trades: 1, profit: 60_000, balance: 1_000_000 + 95_001 + 120_000 });
  });

  it('three tick workers at once tick each account once per due reset (SKIP LOCKED)', async () => {
    const start = at(new Date().toISOString(), -days(6));
    const accounts = await Promise.all(
      [0, 1, 2].map(() => boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader')),
    );
    for (const a of accounts) {
      await startAccountAt(t, a, start);
      await pushOk(t, a, trade(at(start, hours(1)), { profit: 1_000 }));
    }
    // Three workers (as three instances would run the job), each ticking until nothing is due.
    const worker = async () => {
      while ((await t.app.modules.evaluation.services.ingestionService.tickOneDue()) > 0);
    };
    await Promise.all([worker(), worker(), worker()]);
    let resets = 0;
    const now = Date.now();
    for (
      let r = nextResetAfter({ time: '00:00', timezone: 'Europe/Prague' }, Date.parse(at(start, hours(2))));
      r <= now;
    ) {
      resets += 1;
      r = nextResetAfter({ time: '00:00', timezone: 'Europe/Prague' }, r);
    }
    const rows = await t.db.query<{ version: number }>(
      'select version from account_evaluations where account_id = any($1::uuid[])',
      [accounts.map((a) => a.id)],
    );
    expect(rows.map((r) => r.version)).toEqual([1 + resets, 1 + resets, 1 + resets]);
  });
});
