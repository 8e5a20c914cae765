import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OrderPaymentStatus, ResultCode, type TraderAccounts } from '@portal/contract';
import { call, createTestApp, type TestApp, useTestApp } from './test-app.ts';
import { newTrader, useTrader } from './http-helpers.ts';
import { signPayload } from '../src/integrations/payments/sandbox/sandbox-signature.ts';
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
  createOrderV2,
  webhookIntoApp,
  useHeldWebhooks,
  paymentSucceeded,
  postPaymentWebhook,
  paymentsWebhookKey,
} from './buying-helpers.ts';

describe('paying an order on the sandbox checkout', () => {
  let pkg: string;
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  beforeAll(async () => {
    pkg = (await findPackage(t, 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
  });

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

  it('a checkout past its hour refuses to pay, says so, and the order may be paid again', async () => {
    const order = (await createOrder(t, bob, pkg)).data;
    const checkout = (await pay(t, bob, order.id)).data;
    await t.db.query(`update sandbox_payment_sessions set expires_at = now() - interval '1 minute'`);
    const { page, press } = await actOnCheckout(t, checkout.checkoutUrl, 'pay');
    expect(page.body).toContain('This payment session has expired.');
    expect(page.body).not.toContain('/pay"');
    expect(press.statusCode).toBe(410);
    expect(press.body).toContain('This payment session has expired.');
    await deliverWebhooks(t);
    const ended = (await getOrder(t, bob, order.id)).data;
    expect([ended.status, ended.traderAccountId]).toEqual([OrderPaymentStatus.Cancelled, null]);
    const retry = (await pay(t, bob, order.id)).data;
    await actOnCheckout(t, retry.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, bob, order.id)).data.status).toBe(OrderPaymentStatus.Paid);
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
    const r = await createOrderV2(t, alice, pkg);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data.order.status).toBe(OrderPaymentStatus.Unpaid);
    await actOnCheckout(t, r.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, alice, r.data.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
  });

  describe('the webhook endpoint', () => {
    const secret = () => paymentsWebhookKey(t);
    const post = (body: string, signature: string) => postPaymentWebhook(t, body, signature);
    async function pendingOrderEvent(who: Trader) {
      const order = (await createOrder(t, who, pkg)).data;
      const checkout = (await pay(t, who, order.id)).data;
      return { order, checkout, body: JSON.stringify(await paymentSucceeded(t, order, `evt_test_${order.id}`)) };
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
  let failuresLeft = 2;
  const attempts: number[] = [];
  const t = useTestApp({
    // the portal is unreachable twice, then answers: the provider keeps trying with back-off
    webhookSender: async (url, headers, body) => {
      attempts.push(Date.now());
      if (failuresLeft-- > 0) return 503;
      return webhookIntoApp(t, url, headers, body);
    },
  });

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

describe('one order, two checkouts', () => {
  let pkg: string;
  // While held, the portal is unreachable: what the trader pays at the provider is not confirmed yet.
  const { t, webhooks } = useHeldWebhooks(false);
  beforeAll(async () => {
    pkg = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
  });

  const orderV2 = (who: Trader) => createOrderV2(t, who, pkg);
  const paymentsOf = (orderId: string) =>
    t.db.query<{
      status: string;
      amount: number;
      expired_at: Date | null;
      refund_reason: string | null;
      provider_refund_id: string | null;
      refunded_at: Date | null;
      checkout_url: string;
    }>(
      `select status, amount, expired_at, refund_reason, provider_refund_id, refunded_at, checkout_url
         from payments where order_id = $1 order by created_at`,
      [orderId],
    );
  const accountsOf = (orderId: string) => t.db.query('select id from trader_accounts where order_id = $1', [orderId]);
  const page = async (checkoutUrl: string) =>
    (await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname, headers: { host: 'localhost' } })).body;

  it('opening a new checkout expires the previous one at the provider: its page says so and refuses to pay', async () => {
    const who = await newTrader(t);
    const a = (await orderV2(who)).data;
    const b = await pay(t, who, a.order.id);
    expect(b.result).toBe(ResultCode.Ok);
    expect(b.data.checkoutUrl).not.toBe(a.checkoutUrl);

    const expiredPage = await page(a.checkoutUrl);
    expect(expiredPage).toContain('This payment session has expired.');
    expect(expiredPage).not.toContain('/pay"');
    const { press } = await actOnCheckout(t, a.checkoutUrl, 'pay');
    expect(press.statusCode).toBe(410);
    expect(press.body).toContain('This payment session has expired.');
    const sessionA = new URL(a.checkoutUrl).pathname.split('/').pop();
    expect(await t.db.query('select 1 from sandbox_webhook_deliveries where session_id = $1', [sessionA])).toEqual([]);

    await actOnCheckout(t, b.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, who, a.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    expect(await accountsOf(a.order.id)).toHaveLength(1);
    const rows = await paymentsOf(a.order.id);
    expect(rows.map((r) => [r.status, r.expired_at !== null, r.refund_reason])).toEqual([
      ['created', true, null],
      ['succeeded', false, null],
    ]);
  });

  it('paying both checkouts takes the money once: the second success is refunded through the provider and recorded', async () => {
    const who = await newTrader(t);
    webhooks.held = true;
    const a = (await orderV2(who)).data;
    await actOnCheckout(t, a.checkoutUrl, 'pay'); // taken at the provider, not yet confirmed to the portal
    const b = await pay(t, who, a.order.id);
    expect(b.result).toBe(ResultCode.Ok);
    expect(await page(b.data.checkoutUrl)).toContain('/pay"');
    await actOnCheckout(t, b.data.checkoutUrl, 'pay');
    await webhooks.release();

    const order = (await getOrder(t, who, a.order.id)).data;
    expect(order.status).toBe(OrderPaymentStatus.Paid);
    expect(await accountsOf(a.order.id)).toHaveLength(1);
    // whichever success came first paid the order; the other was refunded
    const rows = await paymentsOf(a.order.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'succeeded']);
    const refunded = rows.find((r) => r.status === 'refunded')!;
    const kept = rows.find((r) => r.status === 'succeeded')!;
    expect(refunded).toMatchObject({ refund_reason: 'order_already_paid', provider_refund_id: expect.any(String) });
    expect(refunded.refunded_at).not.toBeNull();
    expect(kept).toMatchObject({ refund_reason: null, refunded_at: null });
    // the provider shows it too: one refunded, one kept
    expect(await page(refunded.checkout_url)).toContain('Refunded');
    expect(await page(kept.checkout_url)).not.toContain('Refunded');
    const sessions = await t.db.query<{ status: string }>(
      `select status from sandbox_payment_sessions where reference in (select id::text from payments where order_id = $1)`,
      [a.order.id],
    );
    expect(sessions.map((s) => s.status).sort()).toEqual(['refunded', 'succeeded']);
  });

  it('once the order is paid, the checkout still open for it is expired', async () => {
    const who = await newTrader(t);
    webhooks.held = true;
    const a = (await orderV2(who)).data;
    await actOnCheckout(t, a.checkoutUrl, 'pay');
    const b = (await pay(t, who, a.order.id)).data;
    await webhooks.release();
    expect((await getOrder(t, who, a.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    expect(await page(b.checkoutUrl)).toContain('This payment session has expired.');
    expect((await actOnCheckout(t, b.checkoutUrl, 'pay')).press.statusCode).toBe(410);
    await deliverWebhooks(t);
    expect((await paymentsOf(a.order.id)).map((r) => [r.status, r.expired_at !== null])).toEqual([
      ['succeeded', false],
      ['created', true],
    ]);
  });

  it('a success for an expired checkout that the provider still captured is refunded (asked again until the provider takes it); the order stays payable', async () => {
    const who = await newTrader(t);
    const a = (await orderV2(who)).data;
    const b = (await pay(t, who, a.order.id)).data;
    // the provider captures A although it was expired (a real provider's race), and says so
    const [payA] = await t.db.query<{ id: string; provider_payment_id: string; amount: number; currency: string }>(
      'select id, provider_payment_id, amount, currency from payments where order_id = $1 order by created_at limit 1',
      [a.order.id],
    );
    const body = JSON.stringify({
      eventId: `evt_late_${payA!.id}`,
      type: 'payment.succeeded',
      providerPaymentId: payA!.provider_payment_id,
      reference: payA!.id,
      amount: payA!.amount,
      currency: payA!.currency,
    });
    const deliver = () => postPaymentWebhook(t, body);
    // first the provider cannot take the refund (it has not booked the capture yet): the webhook answers 500,
    // the refund stays owed, and the provider delivers the event again
    const refused = await deliver();
    expect(refused.status).toBe(500);
    expect(await paymentsOf(a.order.id)).toMatchObject([
      { status: 'succeeded', refund_reason: 'checkout_expired', provider_refund_id: null },
      { status: 'created', refund_reason: null },
    ]);
    await t.db.query(`update sandbox_payment_sessions set status = 'succeeded' where id = $1`, [
      payA!.provider_payment_id,
    ]);
    const again = await deliver();
    expect([again.status, again.json.data]).toEqual([200, { outcome: 'duplicate' }]);
    await deliverWebhooks(t);
    expect((await getOrder(t, who, a.order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    expect(await accountsOf(a.order.id)).toHaveLength(0);
    expect(await paymentsOf(a.order.id)).toMatchObject([
      { status: 'refunded', refund_reason: 'checkout_expired' },
      { status: 'created', refund_reason: null },
    ]);
    expect(await page(a.checkoutUrl)).toContain('Refunded');

    await actOnCheckout(t, b.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, who, a.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    expect(await accountsOf(a.order.id)).toHaveLength(1);
  });
});
