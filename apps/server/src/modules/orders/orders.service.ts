import {
  ResultCode,
  type ResultCodeValue,
  type CreateOrderRequest,
  type Order,
  type OrdersPage,
  type PendingPurchase,
  type PricePreview,
  type ResetOrderRequest,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { discountRefusal } from '../../domain/orders/discount-check.ts';
import { priceWithDiscount } from '../../domain/orders/pricing.ts';
import { refuse } from '../../domain/result.ts';
import { clientMarks, type IdentityMarks, type TraderClient } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PackageRow } from '../packages/package-row.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { SecondChanceService } from '../second-chance/second-chance.service.ts';
import type { DiscountRow, DiscountsRepository } from './discounts.repository.ts';
import { snapshotOf } from '../packages/package-snapshot.ts';
import type { OrderRow, OrdersListQuery, OrdersRepository } from './orders.repository.ts';

export const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  number: r.number,
  kind: r.kind,
  resetAccountId: r.reset_account_id,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  paidAt: r.paid_at?.toISOString() ?? null,
  package: {
    id: r.package_snapshot.id,
    name: r.package_snapshot.name,
    accountSize: r.package_snapshot.accountSize,
    currency: r.package_snapshot.currency,
    platformName: r.package_snapshot.platformName,
    traderPackageType: r.package_snapshot.traderPackageType,
  },
  price: r.price,
  discount: r.discount,
  total: r.total,
  currency: r.currency,
  discountCode: r.discount_code,
  paymentMethod: r.payment_method,
  traderAccountId: r.trader_account_id,
});

const preview = (p: { id: string; price: number; currency: string }, d: DiscountRow | null): PricePreview => ({
  packageId: p.id,
  price: p.price,
  ...priceWithDiscount(p.price, d),
  currency: p.currency,
  discountCode: d && { code: d.code, kind: d.kind, value: d.value, expiresAt: d.expiresAt?.toISOString() ?? null },
});

/** Prices with discount codes, and the trader's orders: creating, listing, reading. */
export function createOrdersService(deps: {
  db: Db;
  ordersRepository: OrdersRepository;
  discountsRepository: DiscountsRepository;
  packagesService: PackagesService;
  secondChanceService: SecondChanceService;
  clock: Clock;
  /** How long a new order may stay Unpaid before it is cancelled (UNPAID_ORDER_TTL_MINUTES). */
  unpaidOrderTtlMs: number;
  /** the address and device each purchase came from, for the risk desk (signal 4) */
  identityMarks: IdentityMarks;
}) {
  const { db, ordersRepository: orders, discountsRepository: discounts } = deps;

  /** The code if it may be used on this package now; otherwise the SPEC §8 refusal (-73 … -76). */
  async function usableCode(q: Queryable, brandId: string, pkg: PackageRow, code: string): Promise<DiscountRow> {
    const d = await discounts.find(q, brandId, code);
    const refusal = discountRefusal(d, { packageId: pkg.id, currency: pkg.currency, now: deps.clock.now() });
    if (refusal !== null || !d) return refuse(refusal ?? ResultCode.InvalidDiscountCode);
    return d;
  }

  return {
    async preview(brandId: string, packageId: string, code?: string): Promise<PricePreview> {
      const pkg = await deps.packagesService.require(db, brandId, packageId);
      return preview(pkg, code ? await usableCode(db, brandId, pkg, code) : null);
    },

    /** Every package the code applies to now, with its price; -73/-74/-75 when the code itself is unusable. */
    async previewPackagesForDiscount(brandId: string, code: string): Promise<{ items: PricePreview[] }> {
      const all = await deps.packagesService.list(brandId);
      const d = await discounts.find(db, brandId, code);
      const now = deps.clock.now();
      const items: PricePreview[] = [];
      let firstRefusal: ResultCodeValue | null = null;
      for (const p of all.items) {
        const refusal = discountRefusal(d, { packageId: p.id, currency: p.currency, now });
        if (refusal === null && d) items.push(preview(p, d));
        else firstRefusal ??= refusal;
      }
      if (items.length === 0) refuse(firstRefusal ?? ResultCode.InvalidDiscountCode);
      return { items };
    },

    /**
     * An Unpaid order at today's price. The code's use is taken in the same transaction with a conditional
     * update, so concurrent orders never take more uses than the limit (-74 for the one that finds none). A
     * trader holds at most one unpaid use of a code: another order of theirs still Unpaid or Pending with it
     * answers -74 naming that order, so one careless client cannot hold every use (docs/decisions/009).
     */
    async create(brandId: string, userId: string, input: CreateOrderRequest, client: TraderClient): Promise<Order> {
      const row = await db.transaction(async (tx) => {
        const pkg = await deps.packagesService.require(tx, brandId, input.packageId);
        const code = input.discountCode ? await usableCode(tx, brandId, pkg, input.discountCode) : null;
        if (code && !(await discounts.takeUse(tx, code.id))) refuse(ResultCode.DiscountCodeUsageExceeded);
        const holder = code ? await orders.unpaidHolderOf(tx, userId, code.id, null) : undefined;
        if (holder) refuse(ResultCode.DiscountCodeUsageExceeded, { unpaidOrderId: holder });
        const { discount, total } = priceWithDiscount(pkg.price, code);
        const order = await orders.insert(tx, {
          brandId,
          userId,
          packageId: pkg.id,
          snapshot: snapshotOf(pkg),
          price: pkg.price,
          discount,
          total,
          currency: pkg.currency,
          discountCodeId: code?.id ?? null,
          discountCode: code?.code ?? null,
          unpaidExpiresAt: new Date(deps.clock.now().getTime() + deps.unpaidOrderTtlMs),
          clickId: input.clickId ?? null,
          cnvId: input.cnvId ?? null,
        });
        await orders.clearPendingPurchase(tx, userId);
        return order;
      });
      await deps.identityMarks.record(brandId, userId, clientMarks(client));
      return toOrder(row);
    },

    /**
     * An Unpaid reset order of an ended account at its reset price (docs/decisions/080-second-chance.md): the
     * package as the account's order kept it, no discount code. Decided under the account line's lock, so a second
     * request waits, then finds this order pending (-200 `{ reason: 'resetPending' }`).
     */
    async createReset(brandId: string, userId: string, input: ResetOrderRequest, client: TraderClient): Promise<Order> {
      const row = await db.transaction(async (tx) => {
        const { account, price } = await deps.secondChanceService.resetToOrder(tx, brandId, userId, input.accountId);
        const snapshot = (await orders.snapshotOfAccount(tx, account.id))!;
        return orders.insert(tx, {
          brandId,
          userId,
          packageId: snapshot.id,
          snapshot,
          price,
          discount: 0,
          total: price,
          currency: account.currency,
          discountCodeId: null,
          discountCode: null,
          unpaidExpiresAt: new Date(deps.clock.now().getTime() + deps.unpaidOrderTtlMs),
          resetAccountId: account.id,
        });
      });
      await deps.identityMarks.record(brandId, userId, clientMarks(client));
      return toOrder(row);
    },

    async list(brandId: string, userId: string, query: OrdersListQuery): Promise<OrdersPage> {
      const { items, ...page } = await orders.list(db, brandId, userId, query);
      return { ...page, items: items.map(toOrder) };
    },

    /** -20 when the id is unknown, malformed, or another trader's: the same answer, so nothing leaks. */
    async get(brandId: string, userId: string, id: string): Promise<Order> {
      const row = isUuid(id) ? await orders.get(db, brandId, userId, id) : undefined;
      return row ? toOrder(row) : refuse(ResultCode.OrderNotFound);
    },

    async pendingPurchase(brandId: string, userId: string): Promise<PendingPurchase> {
      const p = await orders.pendingPurchase(db, brandId, userId);
      return p?.pending_package_id ? { packageId: p.pending_package_id, discountCode: p.pending_discount_code } : null;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
