import {
  ADMIN_COUNT_EXACT_MAX,
  type AdminOrdersFilters,
  type AdminOrdersQuery,
  type ListCount,
  type PaymentMethod,
} from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { floorOf, tradersByEmailPrefix } from '../../db/email-prefix.ts';
import { boundedCount, inOrder, keysetBatches, keysetPage } from '../../db/keyset.ts';
import { instantBounds, sqlFilter, startsWith } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { isUuid } from '../../lib/ids.ts';

export type OrderListRow = {
  id: string;
  number: string;
  brand_id: string;
  user_id: string;
  email: string;
  kind: 'challenge' | 'reset';
  reset_account_id: string | null;
  status: 0 | 1 | 2 | 3 | 4;
  package_id: string;
  package_name: string;
  price: number;
  discount: number;
  total: number;
  currency: string;
  discount_code: string | null;
  trader_account_id: string | null;
  created_at: Date;
  paid_at: Date | null;
};
export type OrderDetailRow = OrderListRow & {
  package_snapshot: unknown;
  discount_code_id: string | null;
  discount_use_held: boolean;
  payment_method: PaymentMethod | null;
  current_payment_id: string | null;
  first_name: string | null;
  last_name: string | null;
  brand_code: string;
  brand_name: string;
};
export type PaymentDetailRow = {
  id: string;
  provider: string;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'error' | 'refunded';
  created_at: Date;
  updated_at: Date;
  expired_at: Date | null;
  refund_reason: string | null;
  refund_requested_at: Date | null;
  provider_refund_id: string | null;
  refunded_at: Date | null;
  events: { eventId: string; type: string; receivedAt: string }[];
};

const LIST = `o.id, o.number, o.brand_id, o.user_id, u.email, o.kind, o.reset_account_id, o.status, o.package_id,
  o.package_snapshot->>'name' as package_name, o.price, o.discount, o.total, o.currency, o.discount_code,
  o.trader_account_id, o.created_at, o.paid_at`;

/** The number of a trader's orders (of a status) within the scope, from the counters a trigger keeps. */
async function keptCount(q: Queryable, scope: BrandScope, userId: string, brandId?: string, status?: number) {
  const w = sqlFilter();
  w.scope('brand_id', scope, brandId);
  w.add('user_id = ?::uuid', userId);
  if (status !== undefined) w.add('status = ?', status);
  const [row] = await q.query<{ n: number }>(
    `select coalesce(sum(n), 0)::int as n from order_counts ${w.sql}`,
    w.params,
  );
  return row!.n;
}

/**
 * The orders of the traders an e-mail prefix named (`ids` with their brands), by status if one is asked, from the
 * kept counters; and the order whose number is the text, when its trader is not among them.
 */
async function namedTradersCount(
  q: Queryable,
  scope: BrandScope,
  f: AdminOrdersQuery,
  traders: { ids: string[]; brandIds: string[] },
): Promise<number> {
  const params: unknown[] = [traders.brandIds, traders.ids];
  const status = f.status === undefined ? '' : `and oc.status = $${params.push(f.status)}`;
  const [kept] = await q.query<{ n: number }>(
    `select coalesce(sum(oc.n), 0)::int as n
       from unnest($1::uuid[], $2::uuid[]) as t(brand_id, user_id)
       join order_counts oc on oc.brand_id = t.brand_id and oc.user_id = t.user_id ${status}`,
    params,
  );
  const numbered = sqlFilter();
  numbered.scope('brand_id', scope, f.brandId);
  numbered.add('number = ?', f.q);
  numbered.add('not (user_id = any(?::uuid[]))', traders.ids);
  if (f.status !== undefined) numbered.add('status = ?', f.status);
  const [other] = await q.query<{ n: number }>(
    `select count(*)::int as n from orders ${numbered.sql}`,
    numbered.params,
  );
  return kept!.n + other!.n;
}

/** The traders an e-mail prefix named (email-prefix.ts). */
type NamedTraders = Awaited<ReturnType<typeof tradersByEmailPrefix>>;

/**
 * The list's filters as a WHERE clause, within the scope. A search by an e-mail's beginning names its traders by id
 * when `traders` holds them all (or `byIds` asks for the first ones), else by a condition on users.
 */
function orderFilter(scope: BrandScope, f: AdminOrdersFilters, traders?: NamedTraders, byIds = false) {
  const w = sqlFilter();
  w.scope('o.brand_id', scope, f.brandId);
  if (f.traderId) w.add('o.user_id = ?::uuid', f.traderId);
  if (f.status !== undefined) w.add('o.status = ?', f.status);
  w.within('o.created_at', f.from, f.to);
  if (f.code) w.add('lower(o.discount_code) = lower(?)', f.code);
  if (f.paidFrom || f.paidTo) w.add('o.status = 0');
  w.within('o.paid_at', f.paidFrom, f.paidTo);
  // an order counts once however many of its payments were given back in the period; a semi-join, so that the
  // few refunds are found first rather than probed for order by order
  if (f.refundedFrom || f.refundedTo) {
    const [bounds, ...values] = instantBounds('p.refunded_at', f.refundedFrom, f.refundedTo);
    w.add(`o.id in (select p.order_id from payments p where ${bounds})`, ...values);
  }
  if (f.packageId) w.add('o.package_id = ?::uuid', f.packageId);
  if (f.currency) w.add('o.currency = ?', f.currency);
  if (f.q && isUuid(f.q)) w.add('o.id = ?::uuid', f.q);
  else if (f.q && traders && (byIds || !traders.more))
    // An order's number or its owner: both one index each, which the planner ORs as bitmaps.
    w.add('(o.number = ? or o.user_id = any(?::uuid[]))', f.q, traders.ids);
  else if (f.q)
    w.add('(o.number = ? or o.user_id in (select id from users where lower(email) like ?))', f.q, startsWith(f.q));
  return w;
}

const ORDER_LIST = {
  select: LIST,
  from: 'from orders o join users u on u.id = o.user_id',
  countFrom: 'from orders o',
  key: 'o.created_at',
  id: 'o.id',
  idType: 'uuid',
} as const;

/** The back office's reads of orders: the list, and one order with its payments and their provider events. */
export function createAdminOrdersRepository() {
  return {
    async list(q: Queryable, scope: BrandScope, f: AdminOrdersQuery) {
      // An e-mail's beginning names its traders first (their ids, through the prefix index): see email-prefix.ts.
      const traders = f.q && !isUuid(f.q) ? await tradersByEmailPrefix(q, f.q, scope, f.brandId) : undefined;
      // One trader's orders, by status or not, are counted by the trigger's counters (order_counts): exact, no scan;
      // so are the orders of the traders an e-mail names (their counters, one index probe each), and the order the
      // text numbers if another trader's.
      const counters =
        !f.from &&
        !f.to &&
        !f.code &&
        !f.paidFrom &&
        !f.paidTo &&
        !f.refundedFrom &&
        !f.refundedTo &&
        !f.packageId &&
        !f.currency;
      const count =
        f.traderId && !f.q && counters
          ? async (): Promise<ListCount> => ({
              kind: 'exact',
              value: await keptCount(q, scope, f.traderId!, f.brandId, f.status),
            })
          : traders && counters && !f.traderId
            ? async (): Promise<ListCount> => {
                const n = await namedTradersCount(q, scope, f, traders);
                const value = Math.min(n, ADMIN_COUNT_EXACT_MAX);
                return { kind: traders.more || n > value ? 'atLeast' : 'exact', value };
              }
            : traders?.more
              ? async () => floorOf(await boundedCount(q, ORDER_LIST.countFrom, orderFilter(scope, f, traders, true)))
              : undefined;
      return keysetPage<OrderListRow>(q, inOrder(ORDER_LIST, f.order), orderFilter(scope, f, traders), f, count);
    },

    /** Every order the list's filters keep, in its order, a batch at a time (the CSV export). */
    batches: (q: Queryable, scope: BrandScope, f: AdminOrdersFilters) =>
      keysetBatches<OrderListRow>(q, inOrder(ORDER_LIST, f.order), orderFilter(scope, f)),

    async get(q: Queryable, id: string): Promise<OrderDetailRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await q.query<OrderDetailRow>(
        `select ${LIST}, o.package_snapshot, o.discount_code_id, o.discount_use_held, o.payment_method,
                o.current_payment_id, u.first_name, u.last_name, b.code as brand_code, b.name as brand_name
           from orders o join users u on u.id = o.user_id join brands b on b.id = o.brand_id where o.id = $1`,
        [id],
      );
      return rows[0];
    },

    discountCode: async (q: Queryable, id: string) =>
      (
        await q.query<{
          id: string;
          code: string;
          kind: 'percent' | 'fixed';
          value: number;
          currency: string | null;
          used_count: number;
          usage_limit: number | null;
          expires_at: Date | null;
          is_active: boolean;
        }>(
          `select id, code, kind, value, currency, used_count, usage_limit, expires_at, is_active
             from discount_codes where id = $1`,
          [id],
        )
      )[0],

    /** The order's payments, oldest first, each with the provider's events in the order received. */
    payments: (q: Queryable, orderId: string) =>
      q.query<PaymentDetailRow>(
        `select p.id, p.provider, p.provider_payment_id, p.amount, p.currency, p.status, p.created_at, p.updated_at,
                p.expired_at, p.refund_reason, p.refund_requested_at, p.provider_refund_id, p.refunded_at,
                coalesce((select jsonb_agg(jsonb_build_object('eventId', e.event_id, 'type', e.type,
                                 'receivedAt', to_char(e.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                                 order by e.received_at, e.event_id)
                            from payment_events e where e.payment_id = p.id), '[]'::jsonb) as events
           from payments p where p.order_id = $1 order by p.created_at, p.id`,
        [orderId],
      ),
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
