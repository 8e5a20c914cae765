import type { Queryable } from '../../db/client.ts';
import type { EvaluationState } from '../../domain/evaluation/index.ts';
import { announceWrite, type ChangeFeed } from '../../lib/change-feed.ts';

export type EvaluationRow = { state: EvaluationState; version: number; updated_at: Date };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * account_evaluations: one account's engine state (jsonb) and when its next tick is due. Writes announce
 * `account:<id>` to this instance's caches once they commit (decision 025).
 */
export function createEvaluationsRepository(deps: { changes?: Pick<ChangeFeed, 'announce'> } = {}) {
  const changed = (q: Queryable, accountId: string) => {
    if (deps.changes) announceWrite(deps.changes, q, `account:${accountId}`);
  };
  return {
    /** Stores a new account's first state; a row that exists already is kept (returns false). */
    async create(q: Queryable, accountId: string, state: EvaluationState, nextTickAt: number | null): Promise<boolean> {
      const rows = await q.query(
        `insert into account_evaluations (account_id, state, next_tick_at) values ($1, $2, $3)
         on conflict (account_id) do nothing returning account_id`,
        [accountId, JSON.stringify(state), iso(nextTickAt)],
      );
      changed(q, accountId);
      return rows.length > 0;
    },
    /** The state, locked for the rest of the transaction: one batch of an account's events at a time. */
    async lock(q: Queryable, accountId: string): Promise<EvaluationRow | undefined> {
      const rows = await q.query<EvaluationRow>(
        'select state, version, updated_at from account_evaluations where account_id = $1 for update',
        [accountId],
      );
      return rows[0];
    },
    async get(q: Queryable, accountId: string): Promise<EvaluationRow | undefined> {
      const rows = await q.query<EvaluationRow>(
        'select state, version, updated_at from account_evaluations where account_id = $1',
        [accountId],
        { prepare: true }, // a hot read: TradingMetrics and the dashboard's other calls
      );
      return rows[0];
    },
    /** Closing deals applied: one closed_trades row each, so AccountHistory's total needs no count(*). */
    async tradesCount(q: Queryable, accountId: string): Promise<number> {
      const rows = await q.query<{ n: number }>(
        `select (state->'metrics'->>'trades')::int as n from account_evaluations where account_id = $1`,
        [accountId],
      );
      return rows[0]?.n ?? 0;
    },
    async save(q: Queryable, accountId: string, state: EvaluationState, nextTickAt: number | null): Promise<void> {
      await q.query(
        `update account_evaluations set state = $2, next_tick_at = $3, version = version + 1, updated_at = now()
          where account_id = $1`,
        [accountId, JSON.stringify(state), iso(nextTickAt)],
      );
      changed(q, accountId);
    },
    /**
     * One account whose tick is due, locked; rows another instance (or an ingestion) holds are skipped, so
     * several instances never tick one account twice.
     */
    async lockDue(q: Queryable, now: Date): Promise<{ account_id: string; due_ms: number } | undefined> {
      const rows = await q.query<{ account_id: string; due_ms: number }>(
        `select account_id, round(extract(epoch from next_tick_at) * 1000)::float8 as due_ms
           from account_evaluations
          where next_tick_at <= $1
          order by next_tick_at
          limit 1
          for update skip locked`,
        [now.toISOString()],
      );
      return rows[0];
    },
  };
}
export type EvaluationsRepository = ReturnType<typeof createEvaluationsRepository>;
