import type { AdminPayoutsFilters, AdminPayoutsQuery, EligibilityItem, PayoutStatusValue } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { inOrder, keysetBatches, keysetPage, type KeysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { heldByRiskCase } from './risk-hold.ts';

/** payouts, payout_settings and what payouts read of an account (docs/decisions/018-payouts.md). */

export type PayoutRow = {
  id: string;
  number: string;
  brand_id: string;
  user_id: string;
  account_id: string;
  login: string;
  status: PayoutStatusValue;
  method: 'bankTransfer' | 'crypto';
  amount: number;
  currency: string;
  profit_split_percent: number;
  gross_profit: number;
  destination: string;
  details_sealed: string;
  idempotency_key: string;
  requested_at: Date;
  approved_at: Date | null;
  paid_at: Date | null;
  rejected_at: Date | null;
  cancelled_at: Date | null;
  rejection_reason: string | null;
  transaction_reference: string | null;
  decided_by: string | null;
  /** the checklist the request passed; null for requests made before it was kept (migration 0042) */
  request_checklist: EligibilityItem[] | null;
  /** an open risk case at or above the brand's threshold holds it (docs/risk.md) */
  under_review?: boolean;
};
export type AdminPayoutListRow = PayoutRow & { email: string; first_name: string | null; last_name: string | null };

export type PayoutAccountRow = {
  id: string;
  brand_id: string;
  user_id: string;
  login: string;
  platform_id: string;
  status: number;
  is_funded: boolean;
  account_size: number;
  currency: string;
  balance: number;
  package_name: string;
  profit_split_percent: number;
  payout_cycle_days: number;
};

export type PayoutAggregates = {
  pending_amount: number;
  pending_count: number;
  total_paid: number;
  last_paid_requested_at: Date | null;
};

export type SettingsRow = {
  min_usd: number;
  max_usd: number;
  usd_rates: Record<string, number>;
  bank_transfer: boolean;
  crypto: { asset: string; network: string }[];
};

export type NewPayout = Omit<
  PayoutRow,
  | 'id'
  | 'number'
  | 'login'
  | 'status'
  | 'requested_at'
  | 'approved_at'
  | 'paid_at'
  | 'rejected_at'
  | 'cancelled_at'
  | 'rejection_reason'
  | 'transaction_reference'
  | 'decided_by'
  | 'request_checklist'
> & { requested_at: Date; request_checklist: EligibilityItem[] };

/** A pending payout (Requested or Approved) waits while a risk case holds its account; a decided one never does. */
const UNDER_REVIEW = `(p.status in (0, 1) and ${heldByRiskCase('p.account_id')}) as under_review`;
/**
 * A list asks it of its page's rows only, after the limit: beside the filter the planner hashes every held account
 * (a scan of the open cases) however few rows the page shows.
 */
const UNDER_REVIEW_OF_PAGE = { alias: 'p', select: UNDER_REVIEW } as const;

const SELECT = `select p.*, ta.login, ${UNDER_REVIEW} from payouts p join trader_accounts ta on ta.id = p.account_id`;

// A scaling step's better split (docs/scaling.md) replaces the package's.
const ACCOUNT = `select ta.id, ta.brand_id, ta.user_id, ta.login, ta.platform_id, ta.status, ta.is_funded, ta.account_size,
       ta.currency, ta.balance, ta.package_name, coalesce(sc.profit_split_percent, tp.profit_split_percent) as profit_split_percent,
       tp.payout_cycle_days
  from trader_accounts ta join trading_packages tp on tp.id = ta.package_id
  left join account_scaling sc on sc.account_id = ta.id`;

/** The console's queue: the longest waiting first. */
const ADMIN_PAYOUT_LIST = {
  select: `p.*, ta.login, u.email, u.first_name, u.last_name`,
  late: UNDER_REVIEW_OF_PAGE,
  from: `from payouts p join trader_accounts ta on ta.id = p.account_id join users u on u.id = p.user_id`,
  countFrom: 'from payouts p',
  key: 'p.requested_at',
  id: 'p.id',
  idType: 'uuid',
  order: 'asc',
} as const;

/** The queue's filters as a WHERE clause, within the scope (by default the payouts waiting for a decision). */
function adminPayoutFilter(scope: BrandScope, f: AdminPayoutsFilters, now: Date) {
  const filter = sqlFilter();
  filter.scope('p.brand_id', scope, f.brandId);
  const inPeriod = [f.requestedFrom, f.requestedTo, f.approvedFrom, f.approvedTo, f.paidFrom, f.paidTo].some(Boolean);
  // the queue waits on Requested and Approved; `any`, or a period (the overview's payouts), keeps every status
  if (typeof f.status === 'number') filter.add('p.status = ?', f.status);
  else if (f.status === undefined && !inPeriod) filter.add('p.status in (0, 1)');
  filter.within('p.requested_at', f.requestedFrom, f.requestedTo);
  filter.within('p.approved_at', f.approvedFrom, f.approvedTo);
  if (f.paidFrom || f.paidTo) filter.add('p.status = 2');
  filter.within('p.paid_at', f.paidFrom, f.paidTo);
  if (f.currency) filter.add('p.currency = ?', f.currency);
  if (f.method) filter.add('p.method = ?', f.method);
  if (f.minAmount !== undefined) filter.add('p.amount >= ?', f.minAmount);
  if (f.maxAmount !== undefined) filter.add('p.amount <= ?', f.maxAmount);
  if (f.olderThanHours !== undefined)
    filter.add('p.requested_at <= ?', new Date(now.getTime() - f.olderThanHours * 3_600_000));
  return filter;
}

export function createPayoutsRepository() {
  return {
    async settings(q: Queryable, brandId: string): Promise<SettingsRow | undefined> {
      const rows = await q.query<SettingsRow>(
        'select min_usd, max_usd, usd_rates, bank_transfer, crypto from payout_settings where brand_id = $1',
        [brandId],
      );
      return rows[0];
    },

    /** The trader's funded accounts (one when `accountId` is given). */
    fundedAccounts: (q: Queryable, brandId: string, userId: string, accountId?: string) =>
      q.query<PayoutAccountRow>(
        `${ACCOUNT} where ta.brand_id = $1 and ta.user_id = $2 and ta.is_funded ${accountId ? 'and ta.id = $3' : ''}
         order by ta.created_at desc`,
        accountId ? [brandId, userId, accountId] : [brandId, userId],
      ),

    async owns(q: Queryable, brandId: string, userId: string, accountId: string): Promise<boolean> {
      const rows = await q.query('select 1 from trader_accounts where id = $1 and brand_id = $2 and user_id = $3', [
        accountId,
        brandId,
        userId,
      ]);
      return rows.length > 0;
    },

    async account(q: Queryable, accountId: string): Promise<PayoutAccountRow | undefined> {
      return (await q.query<PayoutAccountRow>(`${ACCOUNT} where ta.id = $1`, [accountId]))[0];
    },

    /**
     * When the funded account first traded: the cycle counts from it. The deals are the events with a deal id (a
     * snapshot has none), read through their partial index (migration 0041).
     */
    async firstTradeAt(q: Queryable, accountId: string): Promise<Date | null> {
      const [row] = await q.query<{ t: Date | null }>(
        `select min(time) as t from account_events where account_id = $1 and deal_id is not null`,
        [accountId],
      );
      return row?.t ?? null;
    },

    async aggregates(q: Queryable, accountId: string, excludeId: string | null = null): Promise<PayoutAggregates> {
      const [row] = await q.query<PayoutAggregates>(
        `select coalesce(sum(amount) filter (where status in (0, 1)), 0)::int as pending_amount,
                count(*) filter (where status in (0, 1))::int as pending_count,
                coalesce(sum(amount) filter (where status = 2), 0)::int as total_paid,
                max(requested_at) filter (where status = 2) as last_paid_requested_at
           from payouts where account_id = $1 and ($2::uuid is null or id <> $2::uuid)`,
        [accountId, excludeId],
      );
      return row!;
    },

    async byIdempotencyKey(q: Queryable, userId: string, key: string): Promise<PayoutRow | undefined> {
      return (await q.query<PayoutRow>(`${SELECT} where p.user_id = $1 and p.idempotency_key = $2`, [userId, key]))[0];
    },

    /** The new payout, or undefined when the trader's idempotency key was used already. */
    async insert(q: Queryable, p: NewPayout): Promise<string | undefined> {
      const rows = await q.query<{ id: string }>(
        `insert into payouts (number, brand_id, user_id, account_id, method, amount, currency, profit_split_percent,
                              gross_profit, destination, details_sealed, idempotency_key, requested_at,
                              request_checklist)
         values ('PO-' || nextval('payout_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict (user_id, idempotency_key) do nothing returning id`,
        [
          p.brand_id,
          p.user_id,
          p.account_id,
          p.method,
          p.amount,
          p.currency,
          p.profit_split_percent,
          p.gross_profit,
          p.destination,
          p.details_sealed,
          p.idempotency_key,
          p.requested_at,
          JSON.stringify(p.request_checklist),
        ],
      );
      return rows[0]?.id;
    },

    /** The trader's payouts newest first, read by position (owner index), counted to the threshold. */
    async ownedPage(
      q: Queryable,
      brandId: string,
      userId: string,
      f: { cursor?: string | undefined; pageSize: number; status?: number | undefined },
    ): Promise<KeysetPage<PayoutRow>> {
      const w = sqlFilter();
      w.add('p.brand_id = ?::uuid', brandId);
      w.add('p.user_id = ?::uuid', userId);
      if (f.status !== undefined) w.add('p.status = ?', f.status);
      const list = {
        select: `p.*, ta.login`,
        late: UNDER_REVIEW_OF_PAGE,
        from: 'from payouts p join trader_accounts ta on ta.id = p.account_id',
        countFrom: 'from payouts p',
        key: 'p.requested_at',
        id: 'p.id',
        idType: 'uuid',
      } as const;
      return keysetPage<PayoutRow>(q, list, w, f);
    },

    async owned(q: Queryable, brandId: string, userId: string, id: string): Promise<PayoutRow | undefined> {
      return (
        await q.query<PayoutRow>(`${SELECT} where p.brand_id = $1 and p.user_id = $2 and p.id = $3`, [
          brandId,
          userId,
          id,
        ])
      )[0];
    },

    async get(q: Queryable, id: string, lock = false): Promise<AdminPayoutListRow | undefined> {
      const rows = await q.query<AdminPayoutListRow>(
        `select p.*, ta.login, u.email, u.first_name, u.last_name, ${UNDER_REVIEW} from payouts p
           join trader_accounts ta on ta.id = p.account_id join users u on u.id = p.user_id
          where p.id = $1 ${lock ? 'for update of p' : ''}`,
        [id],
      );
      return rows[0];
    },

    async adminPage(
      q: Queryable,
      scope: BrandScope,
      f: AdminPayoutsQuery,
      now: Date,
    ): Promise<KeysetPage<AdminPayoutListRow>> {
      return keysetPage<AdminPayoutListRow>(
        q,
        inOrder(ADMIN_PAYOUT_LIST, f.order),
        adminPayoutFilter(scope, f, now),
        f,
      );
    },

    /** Every payout the queue's filters keep, in its order, a batch at a time (the CSV export). */
    adminBatches: (q: Queryable, scope: BrandScope, f: AdminPayoutsFilters, now: Date) =>
      keysetBatches<AdminPayoutListRow>(q, inOrder(ADMIN_PAYOUT_LIST, f.order), adminPayoutFilter(scope, f, now)),

    /** Moves a payout from one of `from` to `to`; false when it was no longer in `from` (a decision raced). */
    async transition(
      q: Queryable,
      id: string,
      from: readonly number[],
      to: PayoutStatusValue,
      fields: Partial<
        Pick<
          PayoutRow,
          'approved_at' | 'paid_at' | 'rejected_at' | 'cancelled_at' | 'rejection_reason' | 'transaction_reference'
        > & { decided_by: string; withdrawal_applied_at: Date }
      >,
    ): Promise<boolean> {
      const keys = Object.keys(fields) as (keyof typeof fields)[];
      const sets = keys.map((k, i) => `${k} = $${i + 4}`);
      const rows = await q.query(
        `update payouts set status = $3${sets.length ? ', ' + sets.join(', ') : ''}
          where id = $1 and status = any($2::int[]) returning id`,
        [id, [...from], to, ...keys.map((k) => fields[k])],
      );
      return rows.length > 0;
    },

    async user(q: Queryable, userId: string) {
      const rows = await q.query<{ id: string; email: string; first_name: string | null; language: string | null }>(
        'select id, email, first_name, language from users where id = $1',
        [userId],
      );
      return rows[0]!;
    },

    /** Requests waiting for the firm (Requested or Approved), in the caller's brands (the console's overview). */
    async pendingCount(q: Queryable, scope: BrandScope, brandId?: string): Promise<number> {
      const params: unknown[] = [];
      let where = 'status in (0, 1)';
      if (!scope.all) {
        params.push(scope.brandIds);
        where += ` and brand_id = any($${params.length}::uuid[])`;
      }
      if (brandId) {
        params.push(brandId);
        where += ` and brand_id = $${params.length}`;
      }
      const [row] = await q.query<{ n: number }>(`select count(*)::int as n from payouts where ${where}`, params);
      return row!.n;
    },
  };
}
export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
