import type { ADMIN_ACCOUNT_EVENT_TYPES, AdminAccountsFilters, AdminAccountsQuery } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { floorOf, tradersByEmailPrefix } from '../../db/email-prefix.ts';
import { boundedCount, inOrder, keysetBatches, keysetPage } from '../../db/keyset.ts';
import { sqlFilter, startsWith } from '../../db/sql-filter.ts';
import { OUTCOME_STATUSES } from '../../domain/overview/overview.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';

export type AccountListRow = {
  id: string;
  brand_id: string;
  user_id: string;
  email: string;
  login: string;
  platform_id: string;
  platform_account_id: string | null;
  package_id: string;
  package_name: string;
  stage: number;
  is_funded: boolean;
  status: number;
  account_size: number;
  currency: string;
  balance: number;
  equity: number;
  order_id: string | null;
  created_at: Date;
};
export type AccountEventRow = { type: (typeof ADMIN_ACCOUNT_EVENT_TYPES)[number]; time: Date; data: unknown };

/** The back office's reads of trader accounts: the list and one account's log. */
/**
 * A platform event as it was reported, built from its columns (docs/decisions/026-fewer-rows-per-event.md): the
 * fields the bridge sent and nothing else (absent ones are null columns), its time as written when that differs
 * from the canonical form.
 */
const reportedEvent = (e: string) =>
  `jsonb_strip_nulls(jsonb_build_object('type', ${e}.type, 'dealId', ${e}.deal_id, 'positionId', ${e}.position_id,
     'time', coalesce(${e}.reported_time, to_char(${e}.time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
     'symbol', ${e}.symbol, 'side', ${e}.side, 'volume', ${e}.volume, 'price', ${e}.price, 'profit', ${e}.profit,
     'commission', ${e}.commission, 'swap', ${e}.swap, 'equity', ${e}.equity, 'balance', ${e}.balance))`;

const ACCOUNT_SELECT = `a.id, a.brand_id, a.user_id, u.email, a.login, a.platform_id, a.platform_account_id, a.package_id,
  a.package_name, a.stage, a.is_funded, a.status, a.account_size, a.currency, a.balance, a.equity, a.order_id,
  a.created_at`;
const ACCOUNT_LIST = {
  select: ACCOUNT_SELECT,
  from: 'from trader_accounts a join users u on u.id = a.user_id',
  countFrom: 'from trader_accounts a',
  key: 'a.created_at',
  id: 'a.id',
  idType: 'uuid',
} as const;

/**
 * The list's filters as a WHERE clause, within the scope; `userId` narrows it to one trader (their file). A search by
 * an e-mail's beginning names its traders by id when `traders` holds them all (or `byIds` asks for the first ones),
 * else by a condition on users.
 */
function accountFilter(
  scope: BrandScope,
  f: AdminAccountsFilters & { userId?: string },
  traders?: Awaited<ReturnType<typeof tradersByEmailPrefix>>,
  byIds = false,
) {
  const w = sqlFilter();
  w.scope('a.brand_id', scope, f.brandId);
  if (f.userId) w.add('a.user_id = ?::uuid', f.userId);
  if (f.packageId) w.add('a.package_id = ?::uuid', f.packageId);
  if (f.status !== undefined) w.add('a.status = ?', f.status);
  if (f.outcome) w.add('a.status = any(?::int[])', OUTCOME_STATUSES[f.outcome]);
  if (f.phase === 'funded') w.add('a.is_funded');
  else if (f.phase) w.add('not a.is_funded and a.stage = ?', Number(f.phase));
  w.within('a.created_at', f.from, f.to);
  w.within('a.ended_at', f.endedFrom, f.endedTo);
  if (f.ended) w.add('a.ended_outcome = ?', f.ended);
  if (f.rule) w.add('a.ended_rule = ?', f.rule);
  // A login, a platform account id or the owner: one index each, which the planner ORs as bitmaps.
  if (f.q && traders && (byIds || !traders.more))
    w.add('(a.login = ? or a.platform_account_id = ? or a.user_id = any(?::uuid[]))', f.q, f.q, traders.ids);
  else if (f.q)
    w.add(
      `(a.login = ? or a.platform_account_id = ?
        or a.user_id in (select id from users where lower(email) like ?))`,
      f.q,
      f.q,
      startsWith(f.q),
    );
  return w;
}

export function createAdminAccountsRepository() {
  return {
    /** A page of accounts, newest first, within the scope; `userId` narrows it to one trader (their file). */
    async list(q: Queryable, scope: BrandScope, f: AdminAccountsQuery & { userId?: string }) {
      // An e-mail's beginning names its traders first (their ids, through the prefix index): see email-prefix.ts.
      const traders = f.q ? await tradersByEmailPrefix(q, f.q, scope, f.brandId) : undefined;
      const count = traders?.more
        ? async () => floorOf(await boundedCount(q, ACCOUNT_LIST.countFrom, accountFilter(scope, f, traders, true)))
        : undefined;
      return keysetPage<AccountListRow>(q, inOrder(ACCOUNT_LIST, f.order), accountFilter(scope, f, traders), f, count);
    },

    /** Every account the list's filters keep, in its order, a batch at a time (the CSV export). */
    batches: (q: Queryable, scope: BrandScope, f: AdminAccountsFilters) =>
      keysetBatches<AccountListRow>(q, inOrder(ACCOUNT_LIST, f.order), accountFilter(scope, f)),

    /**
     * The account's log, newest first: the platform's events, the account's opening, the verdict that ended
     * its phase (from the engine's state) and the firm's blocks (from the audit log), in one ordered union. The
     * platform's deals and snapshots are read apart, each through the partial index that keeps it unique (no index
     * holds every event of an account since migration 0041); `id` still orders events of one time.
     */
    async events(q: Queryable, accountId: string, page: { cursor?: string | undefined; pageSize: number }) {
      const union = `
        select e.type, e.time, ${reportedEvent('e')} as data, e.id as seq from account_events e
         where e.account_id = $1 and e.deal_id is not null
        union all
        select e.type, e.time, ${reportedEvent('e')} as data, e.id as seq from account_events e
         where e.account_id = $1 and e.deal_id is null
        union all
        select 'opened', a.created_at, jsonb_build_object('stage', a.stage, 'isFunded', a.is_funded,
               'orderId', a.order_id), 0 from trader_accounts a where a.id = $1
        union all
        select v.state->'verdict'->>'status', to_timestamp((v.state->'verdict'->>'time')::float8 / 1000),
               v.state->'verdict', 9223372036854775807
          from account_evaluations v
         where v.account_id = $1 and v.state->'verdict'->>'status' in ('passed', 'failed')
        union all
        select l.action, l.at, jsonb_build_object('before', l.before, 'after', l.after, 'actor', l.actor_email),
               l.id from audit_log l
         where l.target_type = 'trader_account' and l.target_id = $1::text
           and l.action in ('accounts.blocked', 'accounts.unblocked')`;
      // Read by position like the lists: the union's time, then its sequence (an event's id, the opening 0 and the
      // verdict the greatest, so each comes last and first among events of its time).
      const list = {
        select: 'type, time, data',
        from: `from (${union}) x`,
        key: 'time',
        id: 'seq',
        idType: 'bigint',
      } as const;
      return keysetPage<AccountEventRow>(q, list, { sql: '', params: [accountId] }, page);
    },
  };
}
export type AdminAccountsRepository = ReturnType<typeof createAdminAccountsRepository>;
