import { describe, expect, it } from 'vitest';
import type { DaySummary, EvaluationState } from '../src/domain/evaluation/index.ts';
import { createEvaluationsRepository } from '../src/modules/evaluation/state/evaluations.repository.ts';
import { migrationSteps } from './migration-steps.ts';

const day = (closedProfit: number, counted: boolean): DaySummary => ({
  closedProfit,
  dealsOpened: 2,
  dealsClosed: 2,
  startBalance: 10_000_000,
  startEquity: 9_990_000,
  lowestEquity: 9_950_000,
  counted,
});

// Migration 0033 (docs/decisions/031-live-push-state-and-lookups.md): the finished days out of the state row.
describe('migration 0033: the evaluation’s finished days in rows of their own', () => {
  const steps = migrationSteps('0033');
  const account = '00000000-0000-4000-8000-0000000000ab';
  const empty = '00000000-0000-4000-8000-0000000000ac';

  it('moves the days, reads the same state, and writes only the days a save holds', async () => {
    const db = await steps.before();
    const days = { '2026-03-02': day(12_500, true), '2026-03-03': day(-4_000, false), '2026-03-05': day(0, true) };
    // States as the previous code stored them (the account itself is beside the point: no foreign keys checked).
    const state = { balance: 10_008_500, verdict: { status: 'inProgress' }, metrics: { trades: 6 }, days };
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`insert into account_evaluations (account_id, state) values ($1, $2), ($3, $4)`, [
        account,
        JSON.stringify(state),
        empty,
        JSON.stringify({ ...state, days: {} }),
      ]);
    });
    const [before] = await db.query<{ text: string }>(
      'select state::text as text from account_evaluations where account_id = $1',
      [account],
    );

    expect(await steps.rest()).toEqual(steps.later);

    const rows = await db.query<{ account_id: string; day_key: string; summary: DaySummary }>(
      'select account_id, day_key, summary from account_evaluation_days order by account_id, day_key',
    );
    expect(rows).toEqual(Object.entries(days).map(([k, summary]) => ({ account_id: account, day_key: k, summary })));
    const stored = await db.query<{ has: boolean }>(`select state ? 'days' as has from account_evaluations`);
    expect(stored.map((r) => r.has)).toEqual([false, false]);

    const repo = createEvaluationsRepository();
    // Readers see the one document they saw before, to the byte.
    const read = await repo.get(db, account);
    expect(read!.state).toEqual(state);
    expect(JSON.stringify(read!.state)).toBe(JSON.stringify(JSON.parse(before!.text)));
    expect((await repo.get(db, empty))!.state.days).toEqual({});

    // A save after a lock writes the state row and the day it finished, nothing else.
    await db.transaction(async (tx) => {
      const locked = await repo.lock(tx, account);
      expect(locked!.state.days).toEqual({});
      const next = { ...locked!.state, days: { '2026-03-06': day(7_000, true) } } as EvaluationState;
      await repo.save(tx, account, next, null);
    });
    const after = await repo.get(db, account);
    expect(after!.state.days).toEqual({ ...days, '2026-03-06': day(7_000, true) });
    expect(after!.version).toBe(read!.version + 1);
  });
});
