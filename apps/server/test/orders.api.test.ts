import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  OrderPaymentStatus,
  ResultCode,
  type Order,
  type OrdersPage,
  type PricePreview,
} from '@portal/contract';
import { call, useTestApp } from './test-app.ts';
import { useTrader } from './http-helpers.ts';
import { as, createOrder, findPackage, getOrder } from './buying-helpers.ts';

describe('discount codes and orders', () => {
  let p100: string; // Two-Step 100K on the web platform: BIGACCOUNT20 applies
  let p10: string; // Two-Step 10K: BIGACCOUNT20 does not
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const blue = useTrader(t, { host: '127.0.0.1' });
  beforeAll(async () => {
    p100 = (await findPackage(t, 'Two-Step Challenge 100K', 'northwind-webtrader')).id;
    p10 = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
  });

  const previewDiscount = (packageId: string, discountCode: string, host = 'localhost') =>
    call<PricePreview>(t, 'POST', ApiPath.previewDiscount, { host, body: { packageId, discountCode } });

  describe('PreviewDiscount (guests)', () => {
    it('prices a package with a percent code, rounding to the cent', async () => {
      const r = await previewDiscount(p100, 'welcome10');
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data).toMatchObject({ price: 54_000, discount: 5_400, total: 48_600, currency: 'USD' });
      expect(r.data.discountCode).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10 });
    });

    it('prices a fixed code in the package’s currency', async () => {
      const r = await previewDiscount(p10, 'SAVE50');
      expect(r.data).toMatchObject({ price: 15_500, discount: 5_000, total: 10_500 });
    });

    it.each([
      ['NOSUCHCODE', ResultCode.InvalidDiscountCode],
      ['LASTONE', ResultCode.DiscountCodeUsageExceeded],
      ['SUMMER2025', ResultCode.DiscountCodeExpired],
    ])('refuses %s with %i', async (code, result) => {
      const r = await previewDiscount(p100, code);
      expect(r.status).toBe(200);
      expect(r.result).toBe(result);
    });

    it('refuses a code made for other packages with -76, and accepts it on its own', async () => {
      expect((await previewDiscount(p10, 'BIGACCOUNT20')).result).toBe(ResultCode.DiscountCodeForOtherPackages);
      expect((await previewDiscount(p100, 'BIGACCOUNT20')).data.total).toBe(43_200);
    });

    it('does not let one brand use another brand’s code or package', async () => {
      const bluePkg = (await findPackage(t, 'Stellar 2-Step 50K', undefined, '127.0.0.1')).id;
      expect((await previewDiscount(bluePkg, 'WELCOME10', '127.0.0.1')).result).toBe(ResultCode.InvalidDiscountCode);
      expect((await previewDiscount(p100, 'BLUE15', '127.0.0.1')).result).toBe(ResultCode.TraderPackageNotFound);
    });

    it('answers -19 for an unknown or malformed package and 400/-200 for a malformed code', async () => {
      expect((await previewDiscount('00000000-0000-4000-8000-000000000000', 'WELCOME10')).result).toBe(
        ResultCode.TraderPackageNotFound,
      );
      expect((await previewDiscount('not-a-uuid', 'WELCOME10')).result).toBe(ResultCode.TraderPackageNotFound);
      const bad = await previewDiscount(p100, 'no spaces!');
      expect([bad.status, bad.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    });
  });

  describe('Preview and PreviewPackagesForDiscount (signed in)', () => {
    it('previews an order with or without a code', async () => {
      const plain = await call<PricePreview>(t, 'POST', ApiPath.orderPreview, {
        ...as(alice),
        body: { packageId: p100 },
      });
      expect(plain.data).toMatchObject({ total: 54_000, discount: 0, discountCode: null });
      const coded = await call<PricePreview>(t, 'POST', ApiPath.orderPreview, {
        ...as(alice),
        body: { packageId: p100, discountCode: 'LASTONE' },
      });
      expect(coded.result).toBe(ResultCode.DiscountCodeUsageExceeded);
    });

    it('lists only the packages a code applies to', async () => {
      const r = await call<{ items: PricePreview[] }>(t, 'POST', ApiPath.previewPackagesForDiscount, {
        ...as(alice),
        body: { discountCode: 'BIGACCOUNT20' },
      });
      expect(r.data.items.map((i) => i.packageId).sort()).toHaveLength(2);
      expect(r.data.items.every((i) => i.total === i.price - i.discount && i.discount > 0)).toBe(true);
      const expired = await call(t, 'POST', ApiPath.previewPackagesForDiscount, {
        ...as(alice),
        body: { discountCode: 'SUMMER2025' },
      });
      expect(expired.result).toBe(ResultCode.DiscountCodeExpired);
    });
  });

  describe('creating and reading orders', () => {
    it('creates an Unpaid order at the discounted price, with a snapshot of the package', async () => {
      const r = await createOrder(t, alice, p100, 'WELCOME10');
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data).toMatchObject({
        status: OrderPaymentStatus.Unpaid,
        price: 54_000,
        discount: 5_400,
        total: 48_600,
        currency: 'USD',
        discountCode: 'WELCOME10',
        paidAt: null,
        traderAccountId: null,
        package: { name: 'Two-Step Challenge 100K', accountSize: 10_000_000, traderPackageType: 'twoStep' },
      });
      expect(r.data.number).toMatch(/^\d{6,}$/);
      expect((await getOrder(t, alice, r.data.id)).data).toEqual(r.data);
    });

    it('refuses an order with a bad code or package, and writes nothing', async () => {
      const before = (await call<OrdersPage>(t, 'GET', ApiPath.orders, as(bob))).data.totalItems;
      expect((await createOrder(t, bob, p10, 'BIGACCOUNT20')).result).toBe(ResultCode.DiscountCodeForOtherPackages);
      expect((await createOrder(t, bob, p100, 'SUMMER2025')).result).toBe(ResultCode.DiscountCodeExpired);
      expect((await createOrder(t, bob, '00000000-0000-4000-8000-000000000000')).result).toBe(
        ResultCode.TraderPackageNotFound,
      );
      const noTerms = await call(t, 'POST', ApiPath.createOrderV1, { ...as(bob), body: { packageId: p100 } });
      expect([noTerms.status, noTerms.result]).toEqual([400, ResultCode.RequestIsNotValid]);
      expect((await call<OrdersPage>(t, 'GET', ApiPath.orders, as(bob))).data.totalItems).toBe(before);
    });

    it('answers -20 for an order that is absent, malformed or another trader’s', async () => {
      const mine = (await createOrder(t, alice, p10)).data;
      expect((await getOrder(t, bob, mine.id)).result).toBe(ResultCode.OrderNotFound);
      expect((await getOrder(t, alice, '00000000-0000-4000-8000-000000000000')).result).toBe(ResultCode.OrderNotFound);
      expect((await getOrder(t, alice, 'abc')).result).toBe(ResultCode.OrderNotFound);
      // the same id on another brand's host is not found either
      expect(
        (await call(t, 'GET', ApiPath.order.replace(':id', mine.id), { token: alice.token, host: '127.0.0.1' })).status,
      ).toBe(401);
      expect((await getOrder(t, blue, mine.id)).result).toBe(ResultCode.OrderNotFound);
    });
  });

  describe('the orders list', () => {
    const made: Order[] = [];
    const carol = useTrader(t);
    beforeAll(async () => {
      for (const [name, code] of [
        ['Two-Step Challenge 10K', undefined],
        ['Two-Step Challenge 25K', 'WELCOME10'],
        ['Two-Step Challenge 50K', undefined],
        ['Two-Step Challenge 200K', undefined],
        ['One-Step Challenge 25K', undefined],
      ] as const) {
        const p = await findPackage(t, name, 'northwind-webtrader');
        made.push((await createOrder(t, carol, p.id, code)).data);
      }
    });
    const list = (query: string) => call<OrdersPage>(t, 'GET', `${ApiPath.orders}?${query}`, as(carol));

    it('pages by position, newest first by default, with the total count', async () => {
      const first = await list('pageSize=2');
      expect([first.data.totalItems, first.data.previous]).toEqual([5, null]);
      expect(first.data.items.map((o) => o.id)).toEqual([made[4]!.id, made[3]!.id]);
      const second = await list(`pageSize=2&cursor=${first.data.next}`);
      expect(second.data.items.map((o) => o.id)).toEqual([made[2]!.id, made[1]!.id]);
      const third = await list(`pageSize=2&cursor=${second.data.next}`);
      expect([third.data.items.map((o) => o.id), third.data.next]).toEqual([[made[0]!.id], null]);
      const back = await list(`pageSize=2&cursor=${third.data.previous}`);
      expect(back.data.items.map((o) => o.id)).toEqual([made[2]!.id, made[1]!.id]);
      const last = await list('pageSize=2&cursor=last');
      expect(last.data.items.map((o) => o.id)).toEqual([made[1]!.id, made[0]!.id]);
    });

    it('sorts by total either way and filters by status', async () => {
      const asc = (await list('sort=total&direction=asc&pageSize=10')).data.items.map((o) => o.total);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      // by total, page by page: the same orders in the same order
      const firstTwo = await list('sort=total&direction=asc&pageSize=2');
      const nextTwo = await list(`sort=total&direction=asc&pageSize=2&cursor=${firstTwo.data.next}`);
      expect([...firstTwo.data.items, ...nextTwo.data.items].map((o) => o.total)).toEqual(asc.slice(0, 4));
      // a position by date is none by total
      expect((await list(`sort=total&cursor=${firstTwo.data.next}`)).status).toBe(200);
      const byDate = (await list('pageSize=2')).data.next;
      expect((await list(`sort=total&cursor=${byDate}`)).status).toBe(400);
      const desc = (await list('sort=total&direction=desc')).data.items.map((o) => o.total);
      expect(desc[0]).toBe(108_000);
      expect((await list('status=1')).data.totalItems).toBe(5);
      expect((await list('status=0')).data).toEqual({ items: [], totalItems: 0, next: null, previous: null });
    });

    it('keeps the totals right as an order changes status', async () => {
      await t.db.query('update orders set status = 0 where id = $1', [made[0]!.id]);
      expect((await list('status=1')).data.totalItems).toBe(4);
      expect((await list('status=0')).data.totalItems).toBe(1);
      expect((await list('pageSize=10')).data.totalItems).toBe(5);
      await t.db.query('update orders set status = 1 where id = $1', [made[0]!.id]);
      expect((await list('status=0')).data.totalItems).toBe(0);
      expect((await list('status=1')).data.totalItems).toBe(5);
    });

    it('refuses malformed paging with 400/-200', async () => {
      for (const q of ['cursor=edited', 'pageSize=101', 'status=7', 'sort=price', 'direction=up']) {
        const r = await list(q);
        expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
      }
    });

    it('never shows one trader another’s orders', async () => {
      const bobs = (await call<OrdersPage>(t, 'GET', ApiPath.orders, as(bob))).data.items.map((o) => o.id);
      expect(bobs.some((id) => made.some((m) => m.id === id))).toBe(false);
    });
  });
});
