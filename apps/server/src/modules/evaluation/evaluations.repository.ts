import type { Queryable } from '../../db/client.ts';
import type { EvaluationState } from '../../domain/evaluation/index.ts';
import { announceWrite, type ChangeFeed } from '../../lib/change-feed.ts';
import type { toEvaluated } from '../trader-accounts/trader-account-mapping.ts';
import { notifyCall } from './account-changes.ts';

/** An account's row as the accounts module maps it (`toEvaluated`). */
type EvaluatedAccountRow = Parameters<typeof toEvaluated>[0];

export type EvaluationRow = { state: EvaluationState; version: number; updated_at: Date };

/** What the ingestion's save writes besides the state (decision 026). */
export type SaveExtras = {
  /** the account's balance and equity for the account list, when the batch moved them */
  summary: { balance: number; equity: number } | null;
  /** the change feed's payload for the account (`accountPayload`), sent with `notifyCall` in the same statement */
  notify: string;
};

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
    /**
     * The state and the account (what the evaluation needs of it), both rows locked, in one round trip (decision
     * 026); the state's row is locked first, as when they were read apart. Undefined for an account whose
     * evaluation was never started (the caller starts it and locks the two apart).
     */
    async lockWithAccount(
      q: Queryable,
      accountId: string,
    ): Promise<{ state: EvaluationState; account: EvaluatedAccountRow } | undefined> {
      const rows = await q.query<EvaluatedAccountRow & { state: EvaluationState }>(
        `select e.state, a.id, a.brand_id, a.user_id, a.order_id, a.platform_id, a.login, a.stage, a.is_funded,
                a.status, a.rules, a.account_size, a.currency, a.created_at, a.import_id, a.imported_at
           from account_evaluations e join trader_accounts a on a.id = e.account_id
          where e.account_id = $1
            for update of e, a`,
        [accountId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { state, ...account } = row;
      return { state, account };
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
     * `save`, the account's summary and the change notification in one statement (decision 026): a live push
     * spent three round trips on them. The notification's channel and payload are the account changes' own
     * (`notifyCall`), sent inside the transaction as before, so it is delivered only if the push commits.
     */
    // Data-modifying CTEs run whether or not the select reads them.
    async saveAndNotify(
      q: Queryable,
      accountId: string,
      state: EvaluationState,
      nextTickAt: number | null,
      extras: SaveExtras,
    ): Promise<void> {
      const { summary } = extras;
      await q.query(
        `with saved as (
           update account_evaluations set state = $2, next_tick_at = $3, version = version + 1, updated_at = now()
            where account_id = $1 returning account_id
         ), summary as (
           update trader_accounts set balance = $4, equity = $5, metrics_updated_at = now(), updated_at = now()
            where id = $1 and $6::boolean returning id
         )
         select ${notifyCall('$7')}`,
        [
          accountId,
          JSON.stringify(state),
          iso(nextTickAt),
          summary?.balance ?? 0,
          summary?.equity ?? 0,
          summary !== null,
          extras.notify,
        ],
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
