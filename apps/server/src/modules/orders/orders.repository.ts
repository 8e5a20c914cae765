import type { ListCount, OrderKind, OrderPaymentStatusValue, PaymentMethod } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { PackageSnapshot } from '../packages/package-snapshot.ts';

export type OrderRow = {
  id: string;
  brand_id: string;
  user_id: string;
  number: string;
  kind: OrderKind;
  /** a reset order: the ended account it resets */
  reset_account_id: string | null;
  package_id: string;
  package_snapshot: PackageSnapshot;
  price: number;
  discount: number;
  total: number;
  currency: string;
  discount_code_id: string | null;
  discount_code: string | null;
  discount_use_held: boolean;
  status: OrderPaymentStatusValue;
  payment_method: PaymentMethod | null;
  current_payment_id: string | null;
  trader_account_id: string | null;
  created_at: Date;
  paid_at: Date | null;
};

export type NewOrder = {
  clickId?: string | null;
  cnvId?: string | null;
  brandId: string;
  userId: string;
  packageId: string;
  snapshot: PackageSnapshot;
  price: number;
  discount: number;
  total: number;
  currency: string;
  discountCodeId: string | null;
  discountCode: string | null;
  unpaidExpiresAt: Date;
  /** a reset order (issue 29): the ended account it resets */
  resetAccountId?: string;
};

export type OrdersListQuery = {
  cursor?: string | undefined;
  pageSize: number;
  status?: OrderPaymentStatusValue | undefined;
  sort: 'createdAt' | 'total';
  direction: 'asc' | 'desc';
};

const columns = `id, brand_id, user_id, number, kind, reset_account_id, package_id, package_snapshot, price, discount, total, currency, discount_code_id,
  discount_code, discount_use_held, status, payment_method, current_payment_id, trader_account_id, created_at, paid_at`;

/** Orders, always scoped by brand and owner except where a payment provider speaks (by order id). */
export function createOrdersRepository() {
  return {
    async insert(q: Queryable, o: NewOrder): Promise<OrderRow> {
      const rows = await q.query<OrderRow>(
        `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, discount, total, currency,
                             discount_code_id, discount_code, discount_use_held, unpaid_expires_at, click_id, cnv_id,
                             kind, reset_account_id)
         values ($1, $2, nextval('order_number_seq')::text, $3, $4, $5, $6, $7, $8, $9, $10, $9::uuid is not null, $11,
                 -- the click sent with the order, else the one the trader signed up with
                 coalesce($12, (select click_id from users where id = $2)),
                 coalesce($13, (select cnv_id from users where id = $2)),
                 case when $14::uuid is null then 'challenge' else 'reset' end, $14)
         returning ${columns}`,
        [
          o.brandId,
          o.userId,
          o.packageId,
          JSON.stringify(o.snapshot),
          o.price,
          o.discount,
          o.total,
          o.currency,
          o.discountCodeId,
          o.discountCode,
          o.unpaidExpiresAt,
          o.clickId ?? null,
          o.cnvId ?? null,
          o.resetAccountId ?? null,
        ],
      );
      return rows[0]!;
    },
    /** The package an account's order (or import) kept: a reset order of the account buys it again. */
    async snapshotOfAccount(q: Queryable, accountId: string): Promise<PackageSnapshot | undefined> {
      const rows = await q.query<{ snapshot: PackageSnapshot | null }>(
        `select coalesce(o.package_snapshot, a.package_snapshot) as snapshot
           from trader_accounts a left join orders o on o.id = a.order_id where a.id = $1`,
        [accountId],
      );
      return rows[0]?.snapshot ?? undefined;
    },
    async get(q: Queryable, brandId: string, userId: string, id: string, lock = false): Promise<OrderRow | undefined> {
      const rows = await q.query<OrderRow>(
        `select ${columns} from orders where brand_id = $1 and user_id = $2 and id = $3${lock ? ' for update' : ''}`,
        [brandId, userId, id],
      );
      return rows[0];
    },
    /**
     * The trader's other order that holds a use of this code while not paid yet (Unpaid or Pending), if any.
     * Called after the code's row was updated in the same transaction: that row lock serialises the check.
     */
    async unpaidHolderOf(q: Queryable, userId: string, codeId: string, exceptOrderId: string | null) {
      const rows = await q.query<{ id: string }>(
        `select id from orders
          where user_id = $1 and discount_code_id = $2 and discount_use_held and status in (1, 4)
            and ($3::uuid is null or id <> $3::uuid)
          limit 1`,
        [userId, codeId, exceptOrderId],
      );
      return rows[0]?.id;
    },
    /**
     * Claims one Unpaid order past its expiry (SKIP LOCKED: several instances never claim one order together) by
     * moving its expiry to `claimUntil`, so no other pass takes it while its checkouts are expired at the provider.
     * The new expiry is the claim: the order is cancelled only if nobody changed it meanwhile (a new checkout).
     */
    async claimDueUnpaid(q: Queryable, now: Date, claimUntil: Date): Promise<{ id: string; claim: Date } | undefined> {
      const rows = await q.query<{ id: string; claim: Date }>(
        `update orders set unpaid_expires_at = $2
          where id = (select id from orders where status = 1 and unpaid_expires_at <= $1
                       order by unpaid_expires_at limit 1 for update skip locked)
          returning id, unpaid_expires_at as claim`,
        [now, claimUntil],
      );
      return rows[0];
    },
    /** Cancels an expired Unpaid order if its claim still stands; true when it did. */
    async cancelExpired(q: Queryable, id: string, claim: Date): Promise<boolean> {
      const rows = await q.query(
        `update orders set status = 2, discount_use_held = false, unpaid_expires_at = null, updated_at = now()
          where id = $1 and status = 1 and unpaid_expires_at = $2 returning id`,
        [id, claim],
      );
      return rows.length === 1;
    },
    /** For the payment provider's webhook, which knows the order only by its payment. */
    async lockById(q: Queryable, id: string): Promise<OrderRow | undefined> {
      const rows = await q.query<OrderRow>(`select ${columns} from orders where id = $1 for update`, [id]);
      return rows[0];
    },
    /**
     * A page of the trader's orders, read by position: every sort ends on the id, so pages never overlap or skip;
     * the (user_id, …) indexes make each page an index range scan however many orders there are in all.
     */
    async list(q: Queryable, brandId: string, userId: string, o: OrdersListQuery) {
      const w = sqlFilter();
      w.add('brand_id = ?::uuid', brandId);
      w.add('user_id = ?::uuid', userId);
      if (o.status !== undefined) w.add('status = ?', o.status);
      const list = {
        select: columns,
        from: 'from orders',
        key: o.sort === 'total' ? 'total' : 'created_at',
        keyType: o.sort === 'total' ? 'bigint' : 'timestamptz',
        id: 'id',
        idType: 'uuid',
        order: o.direction === 'asc' ? 'asc' : 'desc',
      } as const;
      // The total from the per-trader counters a trigger keeps (order_counts, migration 0026): a few rows, not a
      // count of up to tens of thousands of index entries at every page.
      const kept = async (): Promise<ListCount> => {
        const [count] = await q.query<{ n: number }>(
          `select coalesce(sum(n), 0)::int as n from order_counts ${w.sql}`,
          w.params,
        );
        return { kind: 'exact', value: count?.n ?? 0 };
      };
      const page = await keysetPage<OrderRow>(q, list, w, o, kept);
      return { items: page.rows, totalItems: page.count.value, next: page.next, previous: page.previous };
    },
    async update(
      q: Queryable,
      id: string,
      f: Partial<{
        status: OrderPaymentStatusValue;
        currentPaymentId: string;
        discountUseHeld: boolean;
        paymentMethod: PaymentMethod;
        traderAccountId: string;
        paid: boolean;
        unpaidExpiresAt: Date;
      }>,
    ): Promise<void> {
      await q.query(
        `update orders set status = coalesce($2, status), current_payment_id = coalesce($3, current_payment_id),
                discount_use_held = coalesce($4, discount_use_held), payment_method = coalesce($5, payment_method),
                trader_account_id = coalesce($6, trader_account_id),
                paid_at = case when $7 then coalesce(paid_at, now()) else paid_at end,
                unpaid_expires_at = coalesce($8, unpaid_expires_at), updated_at = now()
          where id = $1`,
        [
          id,
          f.status ?? null,
          f.currentPaymentId ?? null,
          f.discountUseHeld ?? null,
          f.paymentMethod ?? null,
          f.traderAccountId ?? null,
          f.paid === true,
          f.unpaidExpiresAt ?? null,
        ],
      );
    },
    /** The trader's e-mail, for provisioning a platform account in the payment's transaction. */
    async ownerEmail(q: Queryable, orderId: string): Promise<string> {
      const rows = await q.query<{ email: string }>(
        'select u.email from orders o join users u on u.id = o.user_id where o.id = $1',
        [orderId],
      );
      return rows[0]?.email ?? '';
    },
    async pendingPurchase(q: Queryable, brandId: string, userId: string) {
      const rows = await q.query<{ pending_package_id: string | null; pending_discount_code: string | null }>(
        'select pending_package_id, pending_discount_code from users where brand_id = $1 and id = $2',
        [brandId, userId],
      );
      return rows[0];
    },
    async clearPendingPurchase(q: Queryable, userId: string): Promise<void> {
      await q.query(
        'update users set pending_package_id = null, pending_discount_code = null, updated_at = now() where id = $1',
        [userId],
      );
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
