import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OrderPaymentStatus, ResultCode, type TraderAccounts } from '@portal/contract';
import { call, createTestApp, type TestApp } from './test-app.ts';
import { newTrader, rawCall } from './http-helpers.ts';
import { signPayload } from '../src/integrations/payments/sandbox/sandbox-signature.ts';
import { derivedKey } from '../src/lib/secret-box.ts';
import {
  actOnCheckout,
  as,
  buy,
  createOrder,
  deliverWebhooks,
  findPackage,
  getOrder,
  pay,
  type Trader,
} from './buying-helpers.ts';

describe('paying an order on the sandbox checkout', () => {
  let t: TestApp;
  let alice: Trader;
  let bob: Trader;
  let pkg: string;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all([newTrader(t), newTrader(t)]);
    pkg = (await findPackage(t, 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
  });
  afterAll(() => t.close());

  const accounts = (who: Trader) => call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(who));
  const usedCount = async (code: string) =>
    (await t.db.query<{ used_count: number }>('select used_count from discount_codes where code = $1', [code]))[0]!
      .used_count;

  it('serves a real checkout page with the amount and three choices', async () => {
    const order = (await createOrder(t, alice, pkg, 'WELCOME10')).data;
    const checkout = await pay(t, alice, order.id);
    expect(checkout.result).toBe(ResultCode.Ok);
    expect(checkout.data.checkoutUrl).toMatch(
      /^http:\/\/localhost:3000\/payments\/sandbox\/checkout\/sbx_[a-f0-9]{24}$/,
    );
    const { page } = await actOnCheckout(t, checkout.data.checkoutUrl, 'cancel');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('$310.50'); // 345.00 less 10 %
    for (const action of ['pay', 'decline', 'cancel']) expect(page.body).toContain(`/${action}"`);
  });

  it('Unpaid → Pending → Paid after the asynchronous confirmation, with one trading account', async () => {
    const order = (await createOrder(t, alice, pkg)).data;
    const checkout = (await pay(t, alice, order.id)).data;
    const { press } = await actOnCheckout(t, checkout.checkoutUrl, 'pay');
    expect(press.statusCode).toBe(303);
    expect(press.headers.location).toBe(`http://localhost:3000/dashboard/new-challenge?step=3&orderId=${order.id}`);
    await deliverWebhooks(t);
    const paid = (await getOrder(t, alice, order.id)).data;
    expect(paid.status).toBe(OrderPaymentStatus.Paid);
    expect(paid.paidAt).not.toBeNull();
    expect(paid.paymentMethod).toBe('card');
    const list = (await accounts(alice)).data;
    const account = list.items.find((a) => a.id === paid.traderAccountId)!;
    expect(account).toMatchObject({
      orderId: order.id,
      status: 1,
      phase: 1,
      isFunded: false,
      accountSize: 5_000_000,
      currency: 'USD',
      group: 'Classic',
      traderPackageType: 'twoStep',
      platform: { id: 'northwind-webtrader', type: 1 },
      metrics: { balance: 5_000_000, equity: 5_000_000, profit: 0 },
    });
    expect(list).toMatchObject({ useGroups: true, useTraderPackageType: true });
  });

  it('a declined payment ends Declined, gives the code’s use back, and may be paid again', async () => {
    const before = await usedCount('SAVE50');
    const declined = await buy(t, bob, pkg, { discountCode: 'SAVE50', action: 'decline' });
    expect(declined.status).toBe(OrderPaymentStatus.Declined);
    expect(declined.traderAccountId).toBeNull();
    expect(await usedCount('SAVE50')).toBe(before);
    expect((await accounts(bob)).data.items).toHaveLength(0);

    const retry = await pay(t, bob, declined.id);
    expect(retry.result).toBe(ResultCode.Ok);
    expect((await getOrder(t, bob, declined.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    expect(await usedCount('SAVE50')).toBe(before + 1);
    await actOnCheckout(t, retry.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, bob, declined.id)).data).toMatchObject({
      status: OrderPaymentStatus.Paid,
      total: 29_500,
    });
    expect((await accounts(bob)).data.items).toHaveLength(1);
  });

  it('a cancelled checkout ends Cancelled', async () => {
    expect((await buy(t, bob, pkg, { action: 'cancel' })).status).toBe(OrderPaymentStatus.Cancelled);
  });

  it('a decided checkout stays decided: a second click changes nothing', async () => {
    const order = (await createOrder(t, alice, pkg)).data;
    const checkout = (await pay(t, alice, order.id)).data;
    await actOnCheckout(t, checkout.checkoutUrl, 'decline');
    const again = await actOnCheckout(t, checkout.checkoutUrl, 'pay');
    expect(again.press.statusCode).toBe(303);
    expect(again.page.body).not.toContain('/pay"');
    await deliverWebhooks(t);
    expect((await getOrder(t, alice, order.id)).data.status).toBe(OrderPaymentStatus.Declined);
  });

  it('refuses to pay an order that is paid, or not the trader’s', async () => {
    const paid = await buy(t, alice, pkg);
    expect((await pay(t, alice, paid.id)).result).toBe(ResultCode.RequestIsNotValid);
    expect((await pay(t, bob, paid.id)).result).toBe(ResultCode.OrderNotFound);
    expect((await pay(t, bob, 'nope')).result).toBe(ResultCode.OrderNotFound);
  });

  it('creates and opens the checkout in one call with Order v2', async () => {
    const r = await call<{ order: { id: string; status: number }; checkoutUrl: string }>(
      t,
      'POST',
      ApiPath.createOrderV2,
      {
        ...as(alice),
        body: { packageId: pkg, acceptTerms: true },
      },
    );
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data.order.status).toBe(OrderPaymentStatus.Unpaid);
    await actOnCheckout(t, r.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, alice, r.data.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
  });

  describe('the webhook endpoint', () => {
    const secret = () => derivedKey(t.config.jwtSecret, 'payments-webhook');
    const post = (body: string, signature: string) =>
      rawCall(t, {
        method: 'POST',
        url: '/api/payments/v1/webhook/sandbox',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      });
    async function pendingOrderEvent(who: Trader) {
      const order = (await createOrder(t, who, pkg)).data;
      const checkout = (await pay(t, who, order.id)).data;
      const [payment] = await t.db.query<{ id: string; provider_payment_id: string }>(
        'select id, provider_payment_id from payments where order_id = $1',
        [order.id],
      );
      const event = {
        eventId: `evt_test_${order.id}`,
        type: 'payment.succeeded',
        providerPaymentId: payment!.provider_payment_id,
        reference: payment!.id,
        amount: order.total,
        currency: order.currency,
      };
      return { order, checkout, body: JSON.stringify(event) };
    }

    it('refuses a forged, altered or stale signature and changes nothing', async () => {
      const { order, body } = await pendingOrderEvent(alice);
      const now = Date.now();
      expect((await post(body, signPayload('x'.repeat(40), body, now))).status).toBe(400);
      expect((await post(body.replace('"amount":', '"amount":1'), signPayload(secret(), body, now))).status).toBe(400);
      const stale = await post(body, signPayload(secret(), body, now - 10 * 60_000));
      expect(stale.status).toBe(400);
      expect(stale.json.data).toEqual({ reason: 'stale' });
      expect((await post(body, 'garbage')).status).toBe(400);
      expect((await getOrder(t, alice, order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    });

    it('applies an event once: a replayed delivery is a duplicate and provisions nothing more', async () => {
      const { order, body } = await pendingOrderEvent(alice);
      const first = await post(body, signPayload(secret(), body, Date.now()));
      expect(first.json).toEqual({ result: 0, data: { outcome: 'applied' } });
      const again = await post(body, signPayload(secret(), body, Date.now()));
      expect(again.json).toEqual({ result: 0, data: { outcome: 'duplicate' } });
      const rows = await t.db.query('select id from trader_accounts where order_id = $1', [order.id]);
      expect(rows).toHaveLength(1);
    });

    it('ignores an event whose amount is not the payment’s', async () => {
      const { order, body } = await pendingOrderEvent(alice);
      const tampered = body.replace(`"amount":${order.total}`, '"amount":1');
      expect((await post(tampered, signPayload(secret(), tampered, Date.now()))).json.data).toEqual({
        outcome: 'ignored',
      });
      expect((await getOrder(t, alice, order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    });
  });
});

describe('webhook delivery retries', () => {
  let t: TestApp;
  let failuresLeft = 2;
  const attempts: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      // the portal is unreachable twice, then answers: the provider keeps trying with back-off
      webhookSender: async (url, headers, body) => {
        attempts.push(Date.now());
        if (failuresLeft-- > 0) return 503;
        return (await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
      },
    });
  });
  afterAll(() => t.close());

  it('keeps an event until the endpoint accepts it, backing off between attempts', async () => {
    const trader = await newTrader(t);
    const pkg = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
    const order = (await createOrder(t, trader, pkg)).data;
    await actOnCheckout(t, (await pay(t, trader, order.id)).data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    const rows = await t.db.query<{ attempts: number; status: string; last_error: string | null }>(
      `select attempts, status, last_error from sandbox_webhook_deliveries order by created_at`,
    );
    expect(rows[0]).toMatchObject({ attempts: 1, status: 'pending', last_error: 'HTTP 503' });
    expect((await getOrder(t, trader, order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    // time passes: the retries fall due
    await t.db.query(`update sandbox_webhook_deliveries set next_attempt_at = now() where status = 'pending'`);
    await deliverWebhooks(t);
    expect((await getOrder(t, trader, order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    const after = await t.db.query<{ status: string }>('select status from sandbox_webhook_deliveries');
    expect(after.every((r) => r.status === 'delivered')).toBe(true);
  });
});

describe('the card network confirms later', () => {
  let t: TestApp;
  beforeAll(async () => {
    // "succeeded" follows "processing" ten minutes later, as a slow card network's confirmation would
    t = await createTestApp({ env: { SANDBOX_PAYMENT_CONFIRM_MS: '600000' } });
  });
  afterAll(() => t.close());

  it('shows Pending until the confirmation arrives, and refuses a second checkout meanwhile', async () => {
    const trader = await newTrader(t);
    const pkg = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
    const order = (await createOrder(t, trader, pkg)).data;
    const checkout = (await pay(t, trader, order.id)).data;
    await actOnCheckout(t, checkout.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, trader, order.id)).data.status).toBe(OrderPaymentStatus.Pending);
    expect((await pay(t, trader, order.id)).result).toBe(ResultCode.RequestIsNotValid);
    // the ten minutes pass
    await t.db.query(`update sandbox_webhook_deliveries set next_attempt_at = now() where status = 'pending'`);
    await deliverWebhooks(t);
    expect((await getOrder(t, trader, order.id)).data.status).toBe(OrderPaymentStatus.Paid);
  });
});
