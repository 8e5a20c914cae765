import { beforeAll, describe, expect, it } from 'vitest';
import { OrderPaymentStatus, ResultCode } from '@portal/contract';
import { useTestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { actOnCheckout, createOrder, deliverWebhooks, findPackage, getOrder, pay } from './buying-helpers.ts';

/**
 * Abandoned orders give their discount code's use back (docs/decisions/009-buying-and-payments.md): an order
 * left Unpaid past UNPAID_ORDER_TTL_MINUTES is cancelled by a background job, its checkout expired at the
 * provider; and a trader holds at most one unpaid use of a code.
 */
describe('unpaid orders expire and give their code use back', () => {
  let pkg: string;
  let brandId: string;
  const t = useTestApp({ env: { UNPAID_ORDER_TTL_MINUTES: '30' } });
  beforeAll(async () => {
    pkg = (await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader')).id;
    brandId = (await t.db.query<{ id: string }>(`select id from brands where code = 'northwind'`))[0]!.id;
  });

  const newCode = async (code: string, uses: number | null) => {
    await t.db.query(
      `insert into discount_codes (brand_id, code, kind, value, usage_limit) values ($1, $2, 'percent', 10, $3)`,
      [brandId, code, uses],
    );
  };
  const usedCount = async (code: string) =>
    (await t.db.query<{ n: number }>('select used_count as n from discount_codes where code = $1', [code]))[0]!.n;
  const expiresAt = async (orderId: string) =>
    (await t.db.query<{ at: Date | null }>('select unpaid_expires_at as at from orders where id = $1', [orderId]))[0]!
      .at;
  /** Moves an order's expiry into the past, as if the time had passed. */
  const makeDue = (orderId: string) =>
    t.db.query(`update orders set unpaid_expires_at = now() - interval '1 second' where id = $1`, [orderId]);
  const runJob = () => t.app.modules.orders.services.unpaidOrderExpiry.drain();

  it('gives a new order, and each new checkout, an expiry UNPAID_ORDER_TTL_MINUTES ahead', async () => {
    const who = await newTrader(t);
    const before = Date.now();
    const order = (await createOrder(t, who, pkg)).data;
    const first = (await expiresAt(order.id))!.getTime();
    expect(first).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(first).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    await makeDue(order.id);
    await pay(t, who, order.id);
    expect((await expiresAt(order.id))!.getTime()).toBeGreaterThanOrEqual(before + 30 * 60_000);
    await runJob();
    expect((await getOrder(t, who, order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
  });

  it('cancels an abandoned order, expires its checkout and gives the code use back', async () => {
    await newCode('ONEUSE', 1);
    const [alice, bob] = [await newTrader(t), await newTrader(t)];
    const order = (await createOrder(t, alice, pkg, 'ONEUSE')).data;
    const { checkoutUrl } = (await pay(t, alice, order.id)).data;
    expect(await usedCount('ONEUSE')).toBe(1);
    expect((await createOrder(t, bob, pkg, 'ONEUSE')).result).toBe(ResultCode.DiscountCodeUsageExceeded);

    await runJob(); // not due yet: nothing moves
    expect((await getOrder(t, alice, order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    await makeDue(order.id);
    await runJob();
    expect((await getOrder(t, alice, order.id)).data.status).toBe(OrderPaymentStatus.Cancelled);
    expect(await usedCount('ONEUSE')).toBe(0);
    expect(await expiresAt(order.id)).toBeNull();
    // The abandoned checkout can no longer be paid.
    const { page, press } = await actOnCheckout(t, checkoutUrl, 'pay');
    expect(page.body).toContain('This payment session has expired.');
    expect(press.statusCode).toBe(410);
    await deliverWebhooks(t);
    expect((await getOrder(t, alice, order.id)).data.status).toBe(OrderPaymentStatus.Cancelled);
    // The use is free again: Bob takes it, and Alice retrying her order finds none left (-74).
    expect((await createOrder(t, bob, pkg, 'ONEUSE')).result).toBe(ResultCode.Ok);
    expect((await pay(t, alice, order.id)).result).toBe(ResultCode.DiscountCodeUsageExceeded);
    expect(await usedCount('ONEUSE')).toBe(1);
  });

  it('leaves an order whose payment is under way alone, and a paid one keeps its use', async () => {
    await newCode('INFLIGHT', 5);
    const who = await newTrader(t);
    const order = (await createOrder(t, who, pkg, 'INFLIGHT')).data;
    const { checkoutUrl } = (await pay(t, who, order.id)).data;
    await actOnCheckout(t, checkoutUrl, 'pay');
    await makeDue(order.id); // the trader paid just before the expiry
    await runJob();
    await deliverWebhooks(t);
    await runJob();
    expect((await getOrder(t, who, order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    expect(await usedCount('INFLIGHT')).toBe(1);
  });

  it('lets a trader hold at most one unpaid use of a code, naming the order that holds it', async () => {
    await newCode('PERTRADER', null);
    const [alice, bob] = [await newTrader(t), await newTrader(t)];
    const first = (await createOrder(t, alice, pkg, 'PERTRADER')).data;
    const second = await createOrder(t, alice, pkg, 'PERTRADER');
    expect([second.result, second.data]).toEqual([ResultCode.DiscountCodeUsageExceeded, { unpaidOrderId: first.id }]);
    expect(await usedCount('PERTRADER')).toBe(1); // the refused order took nothing
    // Another trader, and the same trader without the code, are not held back.
    expect((await createOrder(t, bob, pkg, 'PERTRADER')).result).toBe(ResultCode.Ok);
    const plain = (await createOrder(t, alice, pkg)).data;
    expect(plain.discountCode).toBeNull();
    // A cancelled order retried while another order holds the code's use is refused the same way.
    const { checkoutUrl } = (await pay(t, alice, first.id)).data;
    await actOnCheckout(t, checkoutUrl, 'cancel');
    await deliverWebhooks(t);
    expect((await getOrder(t, alice, first.id)).data.status).toBe(OrderPaymentStatus.Cancelled);
    const third = (await createOrder(t, alice, pkg, 'PERTRADER')).data;
    const retry = await pay(t, alice, first.id);
    expect([retry.result, retry.data]).toEqual([ResultCode.DiscountCodeUsageExceeded, { unpaidOrderId: third.id }]);
    expect(await usedCount('PERTRADER')).toBe(2); // Bob's and Alice's third
  });
});
