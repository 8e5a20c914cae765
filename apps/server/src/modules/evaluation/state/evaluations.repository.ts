import type { Queryable } from '../../../db/client.ts';
import type { EvaluationState } from '../../../domain/evaluation/index.ts';
import { announceWrite, type ChangeFeed } from '../../../lib/change-feed.ts';
import type { toEvaluated } from '../../trader-accounts/trader-account-mapping.ts';
import { notifyCall } from './account-changes.ts';

/** An account's row as the accounts module maps it (`toEvaluated`). */
type EvaluatedAccountRow = Parameters<typeof toEvaluated>[0];

export type EvaluationRow = { state: EvaluationState; version: number; updated_at: Date };

/** What the ingestion's save writes besides the state. */
export type SaveExtras = {
  /** the account's balance and equity for the account list, when the batch moved them */
  summary: { balance: number; equity: number } | null;
  /** the change feed's payload for the account (`accountPayload`), sent with `notifyCall` in the same statement */
  notify: string;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The state as stored: everything but the finished days, which are rows of `account_evaluation_days` (migration
 * 0033), and the days it holds, as JSON for the save's upsert.
 */
function stored(state: EvaluationState): { row: string; days: string } {
  const { days, ...row } = state;
  return { row: JSON.stringify(row), days: JSON.stringify(days) };
}

/** A locked state for the engine: the finished days are not read (see `lock`). */
const forEngine = (state: Omit<EvaluationState, 'days'>): EvaluationState => ({ ...state, days: {} });

/**
 * The stored state's finished days, as one `json` document (built as text: assembling a jsonb document and merging it
 * into the state cost PostgreSQL four times the read, measured), in the order jsonb kept them.
 */
const DAYS = `(select json_object_agg(d.day_key, d.summary order by d.day_key collate "C")
   from account_evaluation_days d where d.account_id = e.account_id)`;

/** jsonb's order of an object's keys: shorter first, then by their bytes. */
const jsonbKeyOrder = (a: string, b: string) => a.length - b.length || Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The stored state with its finished days put back, its keys in the order the one jsonb document had them. */
function withDays(state: Omit<EvaluationState, 'days'>, days: EvaluationState['days'] | null): EvaluationState {
  const whole: Record<string, unknown> = { ...state, days: days ?? {} };
  return Object.fromEntries(
    Object.keys(whole)
      .sort(jsonbKeyOrder)
      .map((k) => [k, whole[k]]),
  ) as unknown as EvaluationState;
}

/**
 * A data-modifying CTE writing the finished days a state holds (`days`: the parameter holding `stored(state).days`)
 * for the account that `from` names as `acc.id`.
 */
const upsertDays = (from: string, days: string) => `days as (
  insert into account_evaluation_days (account_id, day_key, summary)
  select acc.id, d.key, d.value from ${from}, jsonb_each(${days}::jsonb) d
  on conflict (account_id, day_key) do update set summary = excluded.summary
)`;

/**
 * account_evaluations: one account's engine state (jsonb) and when its next tick is due; its finished days are rows
 * of account_evaluation_days, written when a day finishes. Reads (`get`) return the whole state;
 * the locks that precede a save return it without the days already stored, which the engine only ever adds to
 * (day-rollover.ts), and a save writes the days its state holds. Writes announce `account:<id>` to this instance's
 * caches once they commit.
 */
export function createEvaluationsRepository(deps: { changes?: Pick<ChangeFeed, 'announce'> } = {}) {
  const changed = (q: Queryable, accountId: string) => {
    if (deps.changes) announceWrite(deps.changes, q, `account:${accountId}`);
  };
  return {
    /** Stores a new account's first state; a row that exists already is kept (returns false). */
    async create(q: Queryable, accountId: string, state: EvaluationState, nextTickAt: number | null): Promise<boolean> {
      const { row, days } = stored(state);
      const rows = await q.query(
        `with created as (
           insert into account_evaluations (account_id, state, next_tick_at) values ($1, $2, $3)
           on conflict (account_id) do nothing returning account_id
         ), ${upsertDays('(select account_id as id from created) acc', '$4')}
         select account_id from created`,
        [accountId, row, iso(nextTickAt), days],
      );
      changed(q, accountId);
      return rows.length > 0;
    },
    /**
     * The state, locked for the rest of the transaction: one batch of an account's events at a time. Its `days`
     * holds none of the finished days already stored: the engine only adds to them, and the save
     * writes what it added. Read the whole state with `get`.
     */
    async lock(q: Queryable, accountId: string): Promise<EvaluationRow | undefined> {
      const rows = await q.query<EvaluationRow>(
        'select state, version, updated_at from account_evaluations where account_id = $1 for update',
        [accountId],
      );
      const row = rows[0];
      return row && { ...row, state: forEngine(row.state) };
    },
    /**
     * The state (as `lock` returns it, with its version) and the account (what the evaluation needs of it), both rows locked, in one
     * round trip; the state's row is locked first, as when they were read apart. The account is named
     * by its id, or by its platform and login (the bridge's push, decision 031: no lookup before the transaction).
     * Undefined for an unknown account and for one whose evaluation was never started (the caller looks it up,
     * starts it and locks the two apart).
     */
    async lockWithAccount(
      q: Queryable,
      account: { id: string } | { platformId: string; login: string },
    ): Promise<{ state: EvaluationState; version: number; account: EvaluatedAccountRow } | undefined> {
      const byId = 'id' in account;
      const rows = await q.query<EvaluatedAccountRow & { state: EvaluationState; version: number }>(
        `select e.state, e.version, a.id, a.brand_id, a.user_id, a.order_id, a.platform_id, a.login, a.stage, a.is_funded,
                a.status, a.rules, a.account_size, a.currency, a.created_at, a.import_id, a.replay_ends_at
           from account_evaluations e join trader_accounts a on a.id = e.account_id
          where ${byId ? 'e.account_id = $1' : 'a.platform_id = $1 and a.login = $2'}
            for update of e, a`,
        byId ? [account.id] : [account.platformId, account.login],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { state, version, ...evaluated } = row;
      return { state: forEngine(state), version, account: evaluated };
    },
    /** The whole state, its finished days included. */
    async get(q: Queryable, accountId: string): Promise<EvaluationRow | undefined> {
      const rows = await q.query<EvaluationRow & { days: EvaluationState['days'] | null }>(
        `select e.state, ${DAYS} as days, e.version, e.updated_at from account_evaluations e where e.account_id = $1`,
        [accountId],
        { prepare: true }, // a hot read: TradingMetrics and the dashboard's other calls
      );
      const row = rows[0];
      if (!row) return undefined;
      const { days, state, ...rest } = row;
      return { state: withDays(state, days), ...rest };
    },
    /** Closing deals applied: one closed_trades row each, so AccountHistory's total needs no count(*). */
    async tradesCount(q: Queryable, accountId: string): Promise<number> {
      const rows = await q.query<{ n: number }>(
        `select (state->'metrics'->>'trades')::int as n from account_evaluations where account_id = $1`,
        [accountId],
      );
      return rows[0]?.n ?? 0;
    },
    /** Saves a state (from `lock`): the row, and the finished days it holds. */
    async save(q: Queryable, accountId: string, state: EvaluationState, nextTickAt: number | null): Promise<void> {
      const { row, days } = stored(state);
      await q.query(
        `with saved as (
           update account_evaluations set state = $2, next_tick_at = $3, version = version + 1, updated_at = now()
            where account_id = $1 returning account_id
         ), ${upsertDays('(select account_id as id from saved) acc', '$4')}
         select 1`,
        [accountId, row, iso(nextTickAt), days],
      );
      changed(q, accountId);
    },
    /**
     * `save`, the account's summary and the change notification in one statement: a live push
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
      const { row, days } = stored(state);
      await q.query(
        `with saved as (
           update account_evaluations set state = $2, next_tick_at = $3, version = version + 1, updated_at = now()
            where account_id = $1 returning account_id
         ), ${upsertDays('(select account_id as id from saved) acc', '$8')}, summary as (
           update trader_accounts set balance = $4, equity = $5, metrics_updated_at = now(), updated_at = now()
            where id = $1 and $6::boolean returning id
         )
         select ${notifyCall('$7')}`,
        [
          accountId,
          row,
          iso(nextTickAt),
          summary?.balance ?? 0,
          summary?.equity ?? 0,
          summary !== null,
          extras.notify,
          days,
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
