import type { AdminScalingReviewsQuery, ScalingCondition, ScalingDecision, ScalingPlan } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';

/** A funded account with a scaling plan: the plan its order bought (an imported account: its package's). */
export type ScalingAccountRow = {
  id: string;
  brand_id: string;
  user_id: string;
  login: string;
  status: number;
  account_size: number;
  currency: string;
  balance: number;
  package_name: string;
  payout_cycle_days: number;
  plan: ScalingPlan;
  /** the size before the first step; null: never grew */
  initial_size: number | null;
  steps: number | null;
};

export type ScalingReviewRow = {
  id: string;
  account_id: string;
  brand_id: string;
  period_start: Date;
  period_end: Date;
  conditions: ScalingCondition[];
  decision: ScalingDecision;
  old_size: number;
  new_size: number;
  closing_balance: number;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
};

export type AdminScalingReviewListRow = ScalingReviewRow & {
  user_id: string;
  email: string;
  login: string;
  package_name: string;
  currency: string;
};

export type NewScalingReview = Omit<ScalingReviewRow, 'id' | 'created_at' | 'reason'>;

// An order's snapshot keeps the plan as bought; an account imported without an order has its package's. A snapshot
// from before plans existed has none (a JSON null is no plan either).
const PLAN = `coalesce(nullif(o.package_snapshot -> 'scalingPlan', 'null'::jsonb),
  case when ta.order_id is null then nullif(tp.scaling_plan, 'null'::jsonb) end)`;
const ACCOUNTS = `select * from (
  select ta.id, ta.brand_id, ta.user_id, ta.login, ta.status, ta.account_size, ta.currency, ta.balance, ta.package_name,
         tp.payout_cycle_days, ${PLAN} as plan, sc.initial_size, sc.steps
    from trader_accounts ta join trading_packages tp on tp.id = ta.package_id
    left join orders o on o.id = ta.order_id
    left join account_scaling sc on sc.account_id = ta.id
   where ta.is_funded) a where a.plan is not null`;

const REVIEW_LIST = `select r.*, ta.user_id, u.email, ta.login, ta.package_name, ta.currency`;
const REVIEW_FROM = `from scaling_reviews r join trader_accounts ta on ta.id = r.account_id join users u on u.id = ta.user_id`;

/** scaling_reviews and account_scaling (migration 0056), and the funded accounts a plan reviews. */
export function createScalingRepository() {
  return {
    /** The trader's funded accounts with a plan, newest first. */
    traderAccounts: (q: Queryable, brandId: string, userId: string) =>
      q.query<ScalingAccountRow>(`${ACCOUNTS} and a.brand_id = $1 and a.user_id = $2 order by a.id`, [brandId, userId]),

    async account(q: Queryable, accountId: string): Promise<ScalingAccountRow | undefined> {
      return (await q.query<ScalingAccountRow>(`${ACCOUNTS} and a.id = $1`, [accountId]))[0];
    },

    /**
     * Funded accounts with a plan that are still trading, from `after` on (by id), a batch at a time: the job walks
     * them all, each one's due review decided by the service.
     */
    tradingAccountIds: (q: Queryable, after: string | null, limit: number) =>
      q
        .query<{ id: string }>(
          `select id from (${ACCOUNTS}) s where (s.status between 1 and 3 or s.status between 7 and 9)
             and ($1::uuid is null or s.id > $1::uuid) order by s.id limit ${limit}`,
          [after],
        )
        .then((rows) => rows.map((r) => r.id)),

    /** The account's reviews, newest first. */
    reviews: (q: Queryable, accountId: string) =>
      q.query<ScalingReviewRow>('select * from scaling_reviews where account_id = $1 order by period_end desc', [
        accountId,
      ]),

    /** What the paid payouts requested within [from, to) took off the account, and how many there were. */
    async paidInPeriod(q: Queryable, accountId: string, from: Date, to: Date) {
      const [row] = await q.query<{ n: number; gross: number }>(
        `select count(*)::int as n, coalesce(sum(gross_profit), 0)::bigint::float8 as gross from payouts
          where account_id = $1 and status = 2 and requested_at >= $2 and requested_at < $3`,
        [accountId, from, to],
      );
      return { count: row!.n, gross: Number(row!.gross) };
    },

    /** Records a review; undefined when the period was reviewed already (another instance, a read, the job). */
    async insert(q: Queryable, r: NewScalingReview): Promise<string | undefined> {
      const [row] = await q.query<{ id: string }>(
        `insert into scaling_reviews (account_id, brand_id, period_start, period_end, conditions, decision, old_size,
           new_size, closing_balance, decided_at, decided_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (account_id, period_end) do nothing returning id`,
        [
          r.account_id,
          r.brand_id,
          r.period_start,
          r.period_end,
          JSON.stringify(r.conditions),
          r.decision,
          r.old_size,
          r.new_size,
          r.closing_balance,
          r.decided_at,
          r.decided_by,
        ],
      );
      return row?.id;
    },

    async get(q: Queryable, id: string, forUpdate = false): Promise<AdminScalingReviewListRow | undefined> {
      const rows = await q.query<AdminScalingReviewListRow>(
        `${REVIEW_LIST} ${REVIEW_FROM} where r.id = $1 ${forUpdate ? 'for update of r' : ''}`,
        [id],
      );
      return rows[0];
    },

    adminPage(q: Queryable, scope: BrandScope, f: AdminScalingReviewsQuery) {
      const filter = sqlFilter();
      filter.scope('r.brand_id', scope, f.brandId);
      filter.add('r.decision = ?', f.decision ?? 'pending');
      // A queue: the longest waiting first.
      const list = {
        select: REVIEW_LIST.slice('select '.length),
        from: REVIEW_FROM,
        key: 'r.created_at',
        id: 'r.id',
        idType: 'uuid',
        order: 'asc',
      } as const;
      return keysetPage<AdminScalingReviewListRow>(q, list, filter, f);
    },

    /** A pending review decided: applied (with its closing balance after the growth) or refused with a reason. */
    async decide(
      q: Queryable,
      id: string,
      d: {
        decision: 'applied' | 'refused';
        reason: string | null;
        by: string;
        at: Date;
        /** applied: the balance after the growth, and the sizes it went between */
        grown?: { closingBalance: number; oldSize: number; newSize: number };
      },
    ): Promise<boolean> {
      const rows = await q.query(
        `update scaling_reviews set decision = $2, reason = $3, decided_by = $4, decided_at = $5,
                closing_balance = coalesce($6, closing_balance), old_size = coalesce($7, old_size),
                new_size = coalesce($8, new_size)
          where id = $1 and decision = 'pending' returning id`,
        [
          id,
          d.decision,
          d.reason,
          d.by,
          d.at,
          d.grown?.closingBalance ?? null,
          d.grown?.oldSize ?? null,
          d.grown?.newSize ?? null,
        ],
      );
      return rows.length > 0;
    },

    /** The account's new size, and the plan's record of it: its first size, the steps, the terms they gave. */
    async grow(
      q: Queryable,
      a: { accountId: string; initialSize: number; steps: number; size: number },
      terms: { profitSplitPercent: number | null; dailyLossPercent: number | null },
    ): Promise<void> {
      await q.query('update trader_accounts set account_size = $2, updated_at = now() where id = $1', [
        a.accountId,
        a.size,
      ]);
      await q.query(
        `insert into account_scaling (account_id, initial_size, steps, profit_split_percent, daily_loss_percent)
         values ($1, $2, $3, $4, $5)
         on conflict (account_id) do update set steps = excluded.steps,
           profit_split_percent = excluded.profit_split_percent, daily_loss_percent = excluded.daily_loss_percent`,
        [a.accountId, a.initialSize, a.steps, terms.profitSplitPercent, terms.dailyLossPercent],
      );
    },
  };
}
export type ScalingRepository = ReturnType<typeof createScalingRepository>;
