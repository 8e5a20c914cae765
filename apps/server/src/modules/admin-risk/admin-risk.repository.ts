import type {
  AdminRiskCasesQuery,
  NewsTradingRule,
  RiskCaseStatus,
  RiskDecision,
  RiskRule,
  RiskSignal,
} from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { keysetPage, type KeysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { holdsPayouts } from '../payouts/risk-hold.ts';
import { WEEKEND_HOLDING_FORBIDDEN } from '../risk/phase-rules.ts';

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
  /** its phase forbids holding positions over the weekend */
  weekend_forbidden: boolean;
};

/** A case as the list shows it: its accounts (without their rules) and its accounts' pending payouts. */
export type ListedCaseRow = RiskCaseDbRow & {
  accounts: Omit<CaseAccountRow, 'news_rule' | 'weekend_forbidden'>[];
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

export type DecisionRow = {
  decision: RiskDecision;
  reason: string;
  decided_by: string;
  decided_by_type: 'operator' | 'api_key' | null;
  decided_at: Date;
};

/** The most positions of one account the evidence weighs: its latest (years of busy trading stay readable). */
export const POSITIONS_PER_ACCOUNT = 2_000;

const CASE = 'c.id, c.brand_id, c.signal, c.score, c.status, c.rules, c.opened_at, c.updated_at';

const ACCOUNT = `select ca.case_id, ta.id as account_id, ta.brand_id, ta.login, ta.platform_id, ta.stage, ta.is_funded,
       ta.status, ta.user_id, u.email, u.first_name, u.last_name, ta.rules->'newsTrading' as news_rule,
       ${WEEKEND_HOLDING_FORBIDDEN('ta')} as weekend_forbidden`;

/** A case's accounts with their traders (`ca` the case's rows). */
const ACCOUNTS_OF = `from risk_case_accounts ca join trader_accounts ta on ta.id = ca.account_id join users u on u.id = ta.user_id`;

/** What the list shows of an account, as JSON fields named as a `CaseAccountRow`'s columns. */
const ACCOUNT_FIELDS = ['account_id', 'brand_id', 'login', 'platform_id', 'stage', 'is_funded', 'status', 'user_id']
  .map((column) => `'${column}', ta.${column === 'account_id' ? 'id' : column}`)
  .concat(["'case_id', ca.case_id", "'email', u.email", "'first_name', u.first_name", "'last_name', u.last_name"])
  .join(', ');

type ChangedAccount = { accountId: string; login: string };
/** SQL: the accounts of a change's column (`added`, `removed`) as [{accountId, login}] by login. */
const CHANGED = (column: 'added' | 'removed') =>
  `coalesce((select json_agg(json_build_object('accountId', ta.id, 'login', ta.login) order by ta.login, ta.id)
               from trader_accounts ta where ta.id = any(ch.${column})), '[]')`;

export function createAdminRiskRepository() {
  return {
    /**
     * A page of cases, highest score first, each with its accounts and held payouts (none unless it holds), read
     * by position (keyset) with the count bounded: both walk the index on (status, score desc, id desc) — with the
     * brand first when one brand is asked — so any page reads a page of index entries and the count at most
     * 10,001, however many cases there are. The accounts and payouts are read for the page's rows only, in the same
     * statement (one round trip).
     */
    async page(q: Queryable, scope: BrandScope, f: AdminRiskCasesQuery): Promise<KeysetPage<ListedCaseRow>> {
      const filter = sqlFilter();
      filter.scope('c.brand_id', scope, f.brandId);
      // every status walks the indexes that start at the score (risk_cases_any_by_score and its brand's)
      if (f.status !== 'any') filter.add('c.status = ?', f.status ?? 'open');
      if (f.signal) filter.add('c.signal = ?', f.signal);
      if (f.minScore !== undefined) filter.add('c.score >= ?', f.minScore);
      const list = {
        select: `${CASE},
                 coalesce((select json_agg(json_build_object(${ACCOUNT_FIELDS}) order by ta.login, ta.id)
                             ${ACCOUNTS_OF} where ca.case_id = c.id), '[]') as accounts,
                 (select count(*)::int from risk_case_accounts ca
                    join payouts p on p.account_id = ca.account_id and p.status in (0, 1)
                   where ca.case_id = c.id and ${holdsPayouts('c')}) as held_payouts`,
        from: 'from risk_cases c',
        key: 'c.score',
        keyType: 'float8',
        id: 'c.id',
        idType: 'uuid',
        order: f.order,
      } as const;
      return keysetPage<ListedCaseRow>(q, list, filter, f);
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

    /**
     * Per case that holds payouts (open, at or above its brand's threshold), its accounts' payouts waiting for the
     * firm (Requested or Approved); a decided or weaker case holds none.
     */
    async heldPayouts(q: Queryable, caseIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await q.query<{ case_id: string; n: number }>(
        `select ca.case_id, count(*)::int as n from risk_case_accounts ca
           join risk_cases c on c.id = ca.case_id
           join payouts p on p.account_id = ca.account_id and p.status in (0, 1)
          where ca.case_id = any($1::uuid[]) and ${holdsPayouts('c')} group by ca.case_id`,
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

    decisions: (q: Queryable, caseId: string) =>
      q.query<DecisionRow>(
        `select d.decision, d.reason, coalesce(o.email, k.name, '') as decided_by, d.decided_at,
                case when o.id is not null then 'operator' when k.id is not null then 'api_key' end as decided_by_type
           from risk_decisions d
           left join operators o on o.id = d.operator_id
           left join api_keys k on k.id = d.api_key_id
          where d.case_id = $1 order by d.decided_at, d.id`,
        [caseId],
      ),

    /** A ring case's changes of accounts (risk_case_changes), oldest first, each account with its login. */
    changes: (q: Queryable, caseId: string) =>
      q.query<{ at: Date; added: ChangedAccount[]; removed: ChangedAccount[] }>(
        `select ch.at, ${CHANGED('added')} as added, ${CHANGED('removed')} as removed
           from risk_case_changes ch where ch.case_id = $1 order by ch.at, ch.id`,
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
        apiKeyId: string | null;
        at: Date;
      },
    ): Promise<void> {
      await q.query(
        `insert into risk_decisions (case_id, decision, reason, operator_id, api_key_id, decided_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [c.caseId, c.decision, c.reason, c.operatorId, c.apiKeyId, c.at],
      );
      await q.query('update risk_cases set status = $2, updated_at = $3 where id = $1', [c.caseId, c.status, c.at]);
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
