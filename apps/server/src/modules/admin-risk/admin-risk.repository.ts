import type {
  AdminRiskCasesQuery,
  NewsTradingRule,
  RiskCaseStatus,
  RiskDecision,
  RiskRule,
  RiskSignal,
} from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { pageSql, sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { holdsPayouts, riskThresholdOf } from '../payouts/risk-hold.ts';

/** risk_cases, their accounts and decisions, and what the evidence reads: risk_positions and risk_marks. */

export type RiskCaseDbRow = {
  id: string;
  brand_id: string;
  signal: RiskSignal;
  score: number;
  status: RiskCaseStatus;
  rules: RiskRule[];
  opened_at: Date;
  updated_at: Date;
};

export type CaseAccountRow = {
  case_id: string;
  account_id: string;
  brand_id: string;
  login: string;
  platform_id: string;
  stage: number;
  is_funded: boolean;
  status: number;
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** the account's news rule (null: news trading allowed) */
  news_rule: NewsTradingRule | null;
};

/** A case as the list shows it: its accounts (without their rules) and its accounts' pending payouts. */
export type ListedCaseRow = RiskCaseDbRow & {
  accounts: Omit<CaseAccountRow, 'news_rule'>[];
  held_payouts: number;
};

export type PositionRow = {
  account_id: string;
  position_id: string;
  user_id: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  opened_at: Date;
  closed_at: Date | null;
  profit: string | number | null;
  stop_loss: number | null;
};

export type SharedMarkRow = {
  kind: 'ip' | 'device' | 'payoutDestination' | 'document';
  shown: string;
  user_ids: string[];
  last_seen_at: Date;
};

export type StoredRiskSettingsRow = { parameters: unknown; threshold: number; updated_at: Date };

export type DecisionRow = { decision: RiskDecision; reason: string; decided_by: string | null; decided_at: Date };

/** The most a list's count reads: beyond it the pager says "10,000" and a filter narrows the list. */
export const COUNT_CAP = 10_000;

/** The most positions of one account the evidence weighs: its latest (years of busy trading stay readable). */
export const POSITIONS_PER_ACCOUNT = 2_000;

const CASE = 'c.id, c.brand_id, c.signal, c.score, c.status, c.rules, c.opened_at, c.updated_at';

const ACCOUNT = `select ca.case_id, ta.id as account_id, ta.brand_id, ta.login, ta.platform_id, ta.stage, ta.is_funded,
       ta.status, ta.user_id, u.email, u.first_name, u.last_name, ta.rules->'newsTrading' as news_rule`;

/** A case's accounts with their traders (`ca` the case's rows). */
const ACCOUNTS_OF = `from risk_case_accounts ca join trader_accounts ta on ta.id = ca.account_id join users u on u.id = ta.user_id`;

/** What the list shows of an account, as JSON fields named as a `CaseAccountRow`'s columns. */
const ACCOUNT_FIELDS = ['account_id', 'brand_id', 'login', 'platform_id', 'stage', 'is_funded', 'status', 'user_id']
  .map((column) => `'${column}', ta.${column === 'account_id' ? 'id' : column}`)
  .concat(["'case_id', ca.case_id", "'email', u.email", "'first_name', u.first_name", "'last_name', u.last_name"])
  .join(', ');

export function createAdminRiskRepository() {
  return {
    /**
     * A page of cases, highest score first, each with its accounts and held payouts, and their count capped at
     * `COUNT_CAP`: both walk the index on (status, score desc, id) — with the brand first when one brand is asked —
     * so the first page reads a page of index entries and the count at most the cap, however many cases there are.
     * The accounts and payouts are read for the page's rows only, in the same statement (one round trip).
     */
    async page(
      q: Queryable,
      scope: BrandScope,
      f: AdminRiskCasesQuery,
    ): Promise<{ rows: ListedCaseRow[]; totalCount: number }> {
      const filter = sqlFilter();
      filter.scope('c.brand_id', scope, f.brandId);
      filter.add('c.status = ?', f.status ?? 'open');
      if (f.signal) filter.add('c.signal = ?', f.signal);
      if (f.minScore !== undefined) filter.add('c.score >= ?', f.minScore);
      const [rows, [count]] = await Promise.all([
        q.query<ListedCaseRow>(
          `select c.*,
                  coalesce((select json_agg(json_build_object(${ACCOUNT_FIELDS}) order by ta.login, ta.id)
                              ${ACCOUNTS_OF} where ca.case_id = c.id), '[]') as accounts,
                  (select count(*)::int from risk_case_accounts ca
                     join payouts p on p.account_id = ca.account_id and p.status in (0, 1)
                    where ca.case_id = c.id) as held_payouts
             from (select ${CASE} from risk_cases c ${filter.sql}
                    order by c.score desc, c.id ${pageSql(f.page, f.pageSize)}) c
            order by c.score desc, c.id`,
          filter.params,
        ),
        q.query<{ n: number }>(
          `select count(*)::int as n from (select 1 from risk_cases c ${filter.sql} limit ${COUNT_CAP}) capped`,
          filter.params,
        ),
      ]);
      return { rows, totalCount: count!.n };
    },

    async byId(q: Queryable, id: string, forUpdate = false): Promise<RiskCaseDbRow | undefined> {
      const rows = await q.query<RiskCaseDbRow>(
        `select ${CASE} from risk_cases c where c.id = $1 ${forUpdate ? 'for update' : ''}`,
        [id],
      );
      return rows[0];
    },

    /** The accounts of the cases, with their traders, by login. */
    accountsOf: (q: Queryable, caseIds: readonly string[]) =>
      q.query<CaseAccountRow>(`${ACCOUNT} ${ACCOUNTS_OF} where ca.case_id = any($1::uuid[]) order by ta.login, ta.id`, [
        caseIds,
      ]),

    /** Accounts by id (the compare tool), with their traders. */
    accounts: (q: Queryable, accountIds: readonly string[]) =>
      q.query<CaseAccountRow>(
        `${ACCOUNT} from (select null::uuid as case_id) ca, trader_accounts ta join users u on u.id = ta.user_id
          where ta.id = any($1::uuid[])`,
        [accountIds],
      ),

    /** Per case, its accounts' payouts waiting for the firm (Requested or Approved). */
    async heldPayouts(q: Queryable, caseIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await q.query<{ case_id: string; n: number }>(
        `select ca.case_id, count(*)::int as n from risk_case_accounts ca
           join payouts p on p.account_id = ca.account_id and p.status in (0, 1)
          where ca.case_id = any($1::uuid[]) group by ca.case_id`,
        [caseIds],
      );
      return new Map(rows.map((r) => [r.case_id, r.n]));
    },

    /** The payouts of the accounts that wait for the firm (a confirmed case rejects them). */
    pendingPayouts: (q: Queryable, accountIds: readonly string[]) =>
      q.query<{ id: string; account_id: string }>(
        `select id, account_id from payouts where account_id = any($1::uuid[]) and status in (0, 1) order by id`,
        [accountIds],
      ),

    /** The latest positions of each account (at most `POSITIONS_PER_ACCOUNT`), in opening order. */
    positions: (q: Queryable, accountIds: readonly string[]) =>
      q.query<PositionRow>(
        `select p.* from unnest($1::uuid[]) as a(id) cross join lateral (
            select account_id, position_id, user_id, symbol, side, volume, opened_at, closed_at, profit, stop_loss
              from risk_positions where account_id = a.id order by opened_at desc limit ${POSITIONS_PER_ACCOUNT}) p
          order by p.opened_at, p.position_id`,
        [accountIds],
      ),

    /**
     * The marks (addresses, devices, destinations, documents) at least two of the traders share in the brand, with
     * every trader of the brand seen with each (at most 20 marks, latest seen first).
     */
    sharedMarks: (q: Queryable, brandId: string, userIds: readonly string[]) =>
      q.query<SharedMarkRow>(
        `select m.kind, max(m.shown) as shown, max(m.last_seen_at) as last_seen_at,
                (select array_agg(distinct o.user_id::text) from risk_marks o
                  where o.brand_id = m.brand_id and o.kind = m.kind and o.value_hash = m.value_hash) as user_ids
           from risk_marks m
          where m.brand_id = $1 and m.user_id = any($2::uuid[])
          group by m.brand_id, m.kind, m.value_hash
         having count(distinct m.user_id) >= 2
          order by last_seen_at desc limit 20`,
        [brandId, userIds],
      ),

    decisions: (q: Queryable, caseId: string) =>
      q.query<DecisionRow>(
        `select d.decision, d.reason, coalesce(o.email, '') as decided_by, d.decided_at
           from risk_decisions d left join operators o on o.id = d.operator_id
          where d.case_id = $1 order by d.decided_at, d.id`,
        [caseId],
      ),

    async decide(
      q: Queryable,
      c: {
        caseId: string;
        decision: RiskDecision;
        status: RiskCaseStatus;
        reason: string;
        operatorId: string | null;
        at: Date;
      },
    ): Promise<void> {
      await q.query(
        `insert into risk_decisions (case_id, decision, reason, operator_id, decided_at) values ($1, $2, $3, $4, $5)`,
        [c.caseId, c.decision, c.reason, c.operatorId, c.at],
      );
      await q.query('update risk_cases set status = $2, updated_at = $3 where id = $1', [c.caseId, c.status, c.at]);
    },

    /** The brand's detection parameters (null: the defaults) and threshold. */
    async settings(q: Queryable, brandId: string): Promise<{ parameters: unknown; threshold: number }> {
      const [row] = await q.query<{ parameters: unknown; threshold: number }>(
        `select (select parameters from risk_settings where brand_id = $1) as parameters,
                ${riskThresholdOf('$1::uuid')} as threshold`,
        [brandId],
      );
      return row!;
    },

    /** The brand's own settings row, locked when asked (two saves in a row read what the first wrote). */
    async storedSettings(q: Queryable, brandId: string, lock = false): Promise<StoredRiskSettingsRow | undefined> {
      const [row] = await q.query<StoredRiskSettingsRow>(
        `select parameters, threshold, updated_at from risk_settings where brand_id = $1 ${lock ? 'for update' : ''}`,
        [brandId],
      );
      return row;
    },

    async saveSettings(q: Queryable, brandId: string, parameters: object | null, threshold: number, at: Date) {
      await q.query(
        `insert into risk_settings (brand_id, parameters, threshold, updated_at) values ($1, $2::jsonb, $3, $4)
         on conflict (brand_id) do update set parameters = excluded.parameters, threshold = excluded.threshold,
                                              updated_at = excluded.updated_at`,
        [brandId, parameters === null ? null : JSON.stringify(parameters), threshold, at],
      );
    },

    async brandExists(q: Queryable, brandId: string): Promise<boolean> {
      const rows = await q.query('select 1 from brands where id = $1', [brandId]);
      return rows.length > 0;
    },

    /** High-impact news times between two instants, each with its currency (the news rule's window). */
    news: (q: Queryable, from: Date, to: Date) =>
      q.query<{ time: Date; currency: string }>(
        `select time, currency from economic_events where impact = 'high' and time between $1 and $2 order by time`,
        [from, to],
      ),

    /** Open cases at or above their brand's threshold in the scope (the console's badge). */
    async openAboveThreshold(q: Queryable, scope: BrandScope): Promise<number> {
      const filter = sqlFilter();
      filter.scope('c.brand_id', scope, undefined);
      filter.add("c.status = 'open'");
      filter.add(holdsPayouts('c'));
      const [row] = await q.query<{ n: number }>(
        `select count(*)::int as n from risk_cases c ${filter.sql}`,
        filter.params,
      );
      return row!.n;
    },
  };
}
export type AdminRiskRepository = ReturnType<typeof createAdminRiskRepository>;
