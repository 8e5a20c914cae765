import { beforeAll, describe, expect, it } from 'vitest';
import { OrderPaymentStatus, ResultCode } from '@portal/contract';
import { useTestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import {
  actOnCheckout,
  createOrder,
  findPackage,
  getOrder,
  pay,
  type Trader,
  createOrderV2,
  useHeldWebhooks,
  paymentSucceeded,
  postPaymentWebhook,
} from './buying-helpers.ts';

/** Races that need PostgreSQL's real concurrency (PGlite has one connection). */
describe('buying under concurrency (PostgreSQL)', () => {
  let traders: Trader[];
  let pkg: string;
  const t = useTestApp();
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
    traders = await Promise.all(Array.from({ length: 4 }, () => newTrader(t)));
    pkg = (await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader')).id;
  });

  it('40 parallel orders on a code with 5 uses left: exactly 5 get it, the rest -74, the count stops at 5', async () => {
    const brandId = (await t.db.query<{ id: string }>(`select id from brands where code = 'northwind'`))[0]!.id;
    await t.db.query(
      `insert into discount_codes (brand_id, code, kind, value, usage_limit) values ($1, 'RACE5', 'percent', 50, 5)`,
      [brandId],
    );
    // Eight traders: a trader holds at most one unpaid use of a code, so four could never take five uses.
    const buyers = [...traders, ...(await Promise.all(Array.from({ length: 4 }, () => newTrader(t))))];
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createOrder(t, buyers[i % buyers.length]!, pkg, 'RACE5')),
    );
    const results = replies.map((r) => r.result);
    expect(results.filter((r) => r === ResultCode.Ok)).toHaveLength(5);
    expect(results.filter((r) => r === ResultCode.DiscountCodeUsageExceeded)).toHaveLength(35);
    const [code] = await t.db.query<{ used_count: number }>(
      `select used_count from discount_codes where code = 'RACE5'`,
    );
    expect(code!.used_count).toBe(5);
    const [orders] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from orders where discount_code = 'RACE5'`,
    );
    expect(orders!.n).toBe(5);
  });

  it('200 parallel orders on a 10-use code from 20 traders: 10 uses, one per trader; expired by 4 instances at once, all 10 come back', async () => {
    const brandId = (await t.db.query<{ id: string }>(`select id from brands where code = 'northwind'`))[0]!.id;
    await t.db.query(
      `insert into discount_codes (brand_id, code, kind, value, usage_limit) values ($1, 'RACE10', 'percent', 50, 10)`,
      [brandId],
    );
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newTrader(t)));
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => createOrder(t, buyers[i % buyers.length]!, pkg, 'RACE10')),
    );
    const ok = replies.filter((r) => r.result === ResultCode.Ok);
    expect(ok).toHaveLength(10);
    expect(replies.filter((r) => r.result === ResultCode.DiscountCodeUsageExceeded)).toHaveLength(190);
    const holders = await t.db.query<{ user_id: string; n: number }>(
      `select user_id, count(*)::int as n from orders where discount_code = 'RACE10' group by user_id`,
    );
    expect(holders).toHaveLength(10);
    expect(holders.every((h) => h.n === 1)).toBe(true);
    // Every one abandoned: four instances' jobs run at once over the due orders.
    await t.db.query(
      `update orders set unpaid_expires_at = now() - interval '1 second' where discount_code = 'RACE10'`,
    );
    const instance = async () => {
      let n = 0;
      while ((await t.app.modules.orders.services.paymentsService.expireOneUnpaid()) > 0) n += 1;
      return n;
    };
    const counts = await Promise.all([instance(), instance(), instance(), instance()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10); // each order claimed once
    const statuses = await t.db.query<{ status: number; held: boolean }>(
      `select status, discount_use_held as held from orders where discount_code = 'RACE10'`,
    );
    expect(statuses.every((o) => o.status === OrderPaymentStatus.Cancelled && !o.held)).toBe(true);
    const used = async () =>
      (await t.db.query<{ n: number }>(`select used_count as n from discount_codes where code = 'RACE10'`))[0]!.n;
    expect(await used()).toBe(0);
    // The ten uses are free again, for anybody.
    const again = await Promise.all(buyers.map((b) => createOrder(t, b, pkg, 'RACE10')));
    expect(again.filter((r) => r.result === ResultCode.Ok)).toHaveLength(10);
    expect(await used()).toBe(10);
  });

  it('one trader sending 20 orders at once with an unlimited code holds one use', async () => {
    const brandId = (await t.db.query<{ id: string }>(`select id from brands where code = 'northwind'`))[0]!.id;
    await t.db.query(
      `insert into discount_codes (brand_id, code, kind, value, usage_limit) values ($1, 'ONEEACH', 'percent', 5, null)`,
      [brandId],
    );
    const who = await newTrader(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => createOrder(t, who, pkg, 'ONEEACH')));
    expect(replies.filter((r) => r.result === ResultCode.Ok)).toHaveLength(1);
    const [code] = await t.db.query<{ n: number }>(`select used_count as n from discount_codes where code = 'ONEEACH'`);
    expect(code!.n).toBe(1);
  });

  it('a success webhook delivered 10 times at once: one payment, one account', async () => {
    const who = traders[0]!;
    const order = (await createOrder(t, who, pkg)).data;
    await pay(t, who, order.id);
    const body = JSON.stringify(await paymentSucceeded(t, order, 'evt_race_1'));
    const replies = await Promise.all(Array.from({ length: 10 }, () => postPaymentWebhook(t, body)));
    const outcomes = replies.map((r) => (r.json.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect((await getOrder(t, who, order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    const accounts = await t.db.query('select id from trader_accounts where order_id = $1', [order.id]);
    expect(accounts).toHaveLength(1);
  });

  it('two different success events for one order at once (a provider retry with a new id): still one account', async () => {
    const who = traders[1]!;
    const order = (await createOrder(t, who, pkg)).data;
    await pay(t, who, order.id);
    const event = await paymentSucceeded(t, order, 'evt_a');
    const replies = await Promise.all(
      ['evt_a', 'evt_b', 'evt_c'].map((eventId) => postPaymentWebhook(t, JSON.stringify({ ...event, eventId }))),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const accounts = await t.db.query('select id from trader_accounts where order_id = $1', [order.id]);
    expect(accounts).toHaveLength(1);
  });
});

describe('one order paid on two checkouts at once (PostgreSQL)', () => {
  let pkg: string;
  // While held, the portal is unreachable: payments taken at the provider wait to be confirmed.
  const { t, webhooks } = useHeldWebhooks(true);
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
    pkg = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
  });

  const deliver = (body: string) => postPaymentWebhook(t, body);

  /** An order whose two checkouts were both paid at the provider: their success events, not yet delivered. */
  async function paidTwice(who: Trader) {
    const v2 = await createOrderV2(t, who, pkg);
    await actOnCheckout(t, v2.data.checkoutUrl, 'pay');
    const second = await pay(t, who, v2.data.order.id);
    expect(second.result).toBe(ResultCode.Ok);
    await actOnCheckout(t, second.data.checkoutUrl, 'pay');
    const successes = await t.db.query<{ payload: string }>(
      `select d.payload from sandbox_webhook_deliveries d join sandbox_payment_sessions s on s.id = d.session_id
        where d.type = 'payment.succeeded' and s.reference in (select id::text from payments where order_id = $1)`,
      [v2.data.order.id],
    );
    expect(successes).toHaveLength(2);
    return { orderId: v2.data.order.id, successes: successes.map((r) => r.payload) };
  }

  it('ten checkouts opened at once for one order: exactly one stays payable, the current one', async () => {
    const who = await newTrader(t);
    const order = (await createOrder(t, who, pkg)).data;
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(t, who, order.id)));
    expect(replies.some((r) => r.result === ResultCode.Ok)).toBe(true);
    for (const r of replies) expect([ResultCode.Ok, ResultCode.RequestIsNotValid]).toContain(r.result);
    const open = await t.db.query<{ id: string; reference: string }>(
      `select s.id, s.reference from sandbox_payment_sessions s
        where s.status = 'open' and s.reference in (select id::text from payments where order_id = $1)`,
      [order.id],
    );
    expect(open).toHaveLength(1);
    const [current] = await t.db.query<{ current_payment_id: string }>(
      'select current_payment_id from orders where id = $1',
      [order.id],
    );
    expect(open[0]!.reference).toBe(current!.current_payment_id);
  });

  it('both successes delivered concurrently: one Paid order, one account, one refund recorded', async () => {
    const traders = await Promise.all(Array.from({ length: 5 }, () => newTrader(t)));
    const orders = await Promise.all(traders.map(paidTwice));
    // every order's two successes, each twice (a provider retry), all at once
    const replies = await Promise.all(orders.flatMap((o) => [...o.successes, ...o.successes].map(deliver)));
    expect(replies.map((r) => r.status)).toEqual(Array(replies.length).fill(200));
    const outcomes = replies.map((r) => (r.json.data as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(orders.length);
    expect(outcomes.filter((o) => o === 'refunding')).toHaveLength(orders.length);

    // the portal is reachable again: the held deliveries (repeats now) and the refunds' confirmations arrive
    await webhooks.release();

    for (const [i, o] of orders.entries()) {
      expect((await getOrder(t, traders[i]!, o.orderId)).data.status).toBe(OrderPaymentStatus.Paid);
      expect(await t.db.query('select id from trader_accounts where order_id = $1', [o.orderId])).toHaveLength(1);
      const payments = await t.db.query<{ status: string; refund_reason: string | null; refunded_at: Date | null }>(
        'select status, refund_reason, refunded_at from payments where order_id = $1 order by status',
        [o.orderId],
      );
      expect(payments).toMatchObject([
        { status: 'refunded', refund_reason: 'order_already_paid', refunded_at: expect.any(Date) },
        { status: 'succeeded', refund_reason: null, refunded_at: null },
      ]);
      const sessions = await t.db.query<{ status: string }>(
        `select status from sandbox_payment_sessions where reference in (select id::text from payments where order_id = $1)
          order by status`,
        [o.orderId],
      );
      expect(sessions.map((x) => x.status)).toEqual(['refunded', 'succeeded']);
    }
  });
});
