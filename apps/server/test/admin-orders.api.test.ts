import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode, type Order } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import {
  actOnCheckout,
  buy,
  catalogue,
  createOrder,
  deliverWebhooks,
  findPackage,
  getOrder,
  pay,
  type Trader,
  webhookIntoApp,
} from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { adminCall, brandId, newApiKey, type Agent, signedInAs, expectQueriesRefused } from './admin-helpers.ts';

type Row = { id: string; number: string; status: number; traderEmail: string; discountCode: string | null };
type Page = { items: Row[]; next: string | null; previous: string | null; count: { kind: string; value: number } };
type Detail = Row & {
  brand: { code: string };
  trader: { id: string; email: string };
  snapshot: { name: string };
  discountCodeDetail: { code: string; usedCount: number } | null;
  discountUseHeld: boolean;
  cancellable: boolean;
  payments: {
    status: string;
    isCurrent: boolean;
    expiredAt: string | null;
    refund: { reason: string | null } | null;
    events: { type: string }[];
  }[];
};

const orderUrl = (id: string) => ApiPath.adminOrder.replace(':id', id);
const cancelUrl = (id: string) => ApiPath.adminOrderCancel.replace(':id', id);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let gate: Promise<void> = Promise.resolve();

describe('admin: orders (list, detail with payments, cancel)', () => {
  let t: TestApp;
  let alice: Trader;
  let bob: Trader;
  let packageId: string;
  let paid: Order;
  let bluePaid: Order;
  let owner: Agent;
  let northwindAdmin: Agent;
  let bluewaveId: string;
  const list = (query: string, by: { agent?: Agent; apiKey?: string } = { agent: owner }) =>
    adminCall<Page>(t, 'GET', `${ApiPath.adminOrders}?${query}`, by);
  const cancel = (id: string, by: { agent?: Agent; apiKey?: string } = { agent: owner }) =>
    adminCall<{ orderId: string; status: number }>(t, 'POST', cancelUrl(id), { ...by, body: { reason: 'on request' } });
  const usedCount = async (code: string) =>
    (await t.db.query<{ used_count: number }>('select used_count from discount_codes where code = $1', [code]))[0]!
      .used_count;
  /** An order with a live checkout, not paid: Unpaid. */
  async function unpaidOrder(discountCode?: string) {
    const order = await createOrder(t, alice, packageId, discountCode);
    const checkout = await pay(t, alice, order.data.id);
    return { order: order.data, checkoutUrl: checkout.data.checkoutUrl };
  }

  beforeAll(async () => {
    // The provider's webhooks go into this app, held while a test holds the gate (a confirmation still on its way).
    t = await createTestApp({
      webhookSender: async (url, headers, body) => {
        await gate;
        return webhookIntoApp(t, url, headers, body);
      },
    });
    alice = await newTrader(t);
    packageId = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
    paid = await buy(t, alice, packageId, { discountCode: 'WELCOME10' });
    bob = await newTrader(t, { host: '127.0.0.1' });
    bluePaid = await buy(t, bob, (await catalogue(t, '127.0.0.1'))[0]!.id);
    owner = await signedInAs(t, 'owner');
    northwindAdmin = await signedInAs(t, 'brand_admin', ['northwind']);
    bluewaveId = await brandId(t, 'bluewave');
  });
  afterAll(() => t.close());

  it('lists orders newest first, by status, code, id, number, e-mail and creation time', async () => {
    const { order: unpaid } = await unpaidOrder();
    const ids = async (q: string) => (await list(q)).data.items.map((i) => i.id);
    const email = encodeURIComponent(alice.email);
    expect(await ids(`q=${email}`)).toEqual([unpaid.id, paid.id]);
    expect(await ids(`q=${email}&status=0`)).toEqual([paid.id]);
    expect(await ids(`q=${email}&status=1`)).toEqual([unpaid.id]);
    expect(await ids(`q=${email}&code=welcome10`)).toEqual([paid.id]);
    expect(await ids(`q=${paid.id}`)).toEqual([paid.id]);
    expect(await ids(`q=${paid.number}`)).toEqual([paid.id]);
    expect(await ids(`q=${email}&from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z`)).toEqual([]);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const first = await list(`q=${email}&to=${future}&pageSize=1`);
    expect(first.data.count).toEqual({ kind: 'exact', value: 2 });
    expect(await ids(`q=${email}&to=${future}&pageSize=1&cursor=${encodeURIComponent(first.data.next!)}`)).toEqual([
      paid.id,
    ]);
    const row = (await list(`q=${paid.number}`)).data.items[0]!;
    expect(row).toMatchObject({ status: 0, traderEmail: alice.email, discountCode: 'WELCOME10' });
  });

  it('a brand admin lists only its brands; another brand as a filter is 403/-50; bad input is 400/-200', async () => {
    const mine = await list('pageSize=100', { agent: northwindAdmin });
    expect(mine.data.items.map((i) => i.id)).not.toContain(bluePaid.id);
    const other = await list(`brandId=${bluewaveId}`, { agent: northwindAdmin });
    expect([other.status, other.result]).toEqual([403, ResultCode.NotAuthorized]);
    await expectQueriesRefused(list, [
      'status=5',
      'from=yesterday',
      'pageSize=101',
      'cursor=x',
      'brandId=x',
      'traderId=x',
      'code=a%0Ab',
    ]);
  });

  it('shows an order with its snapshot, trader, discount code and payments with their provider events', async () => {
    const r = await adminCall<Detail>(t, 'GET', orderUrl(paid.id), { agent: northwindAdmin });
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data).toMatchObject({
      id: paid.id,
      status: 0,
      brand: { code: 'northwind' },
      trader: { email: alice.email },
      snapshot: { name: 'Two-Step Challenge 10K' },
      discountCodeDetail: { code: 'WELCOME10' },
      discountUseHeld: true,
      cancellable: false,
    });
    expect(r.data.payments).toHaveLength(1);
    expect(r.data.payments[0]).toMatchObject({ status: 'succeeded', isCurrent: true, refund: null });
    expect(r.data.payments[0]!.events.map((e) => e.type)).toContain('payment.succeeded');
  });

  it("another brand's order, an unknown id and a malformed id all answer 403/-50", async () => {
    for (const id of [bluePaid.id, UNKNOWN, 'x']) {
      const r = await adminCall(t, 'GET', orderUrl(id), { agent: northwindAdmin });
      expect([r.status, r.result], id).toEqual([403, ResultCode.NotAuthorized]);
      const c = await cancel(id, { agent: northwindAdmin });
      expect([c.status, c.result], id).toEqual([403, ResultCode.NotAuthorized]);
    }
  });

  it('cancels an unpaid order: the checkout expires at the provider, the discount use comes back; audited', async () => {
    const before = await usedCount('WELCOME10');
    const { order, checkoutUrl } = await unpaidOrder('WELCOME10');
    expect(await usedCount('WELCOME10')).toBe(before + 1);
    expect((await adminCall<Detail>(t, 'GET', orderUrl(order.id), { agent: owner })).data.cancellable).toBe(true);

    const r = await cancel(order.id, { agent: northwindAdmin });
    expect([r.status, r.result, r.data]).toEqual([200, 0, { orderId: order.id, status: 2 }]);
    expect(await usedCount('WELCOME10')).toBe(before);
    expect((await getOrder(t, alice, order.id)).data.status).toBe(2);
    const [session] = await t.db.query<{ status: string }>(
      `select s.status from sandbox_payment_sessions s join payments p on p.provider_payment_id = s.id
        where p.order_id = $1`,
      [order.id],
    );
    expect(session!.status).toBe('expired');
    const detail = (await adminCall<Detail>(t, 'GET', orderUrl(order.id), { agent: owner })).data;
    expect(detail).toMatchObject({ status: 2, discountUseHeld: false, cancellable: false });
    expect(detail.payments[0]!.expiredAt).not.toBeNull();
    // The checkout page can no longer take the money.
    await actOnCheckout(t, checkoutUrl, 'pay');
    await deliverWebhooks(t);
    expect((await getOrder(t, alice, order.id)).data.status).toBe(2);

    const audit = await t.db.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
      `select action, actor_email, before, after from audit_log where target_type = 'order' and target_id = $1`,
      [order.id],
    );
    expect(audit).toEqual([
      {
        action: 'orders.cancelled',
        actor_email: expect.any(String),
        before: { status: 1, discountUseHeld: true },
        after: { status: 2, discountUseHeld: false, reason: 'on request' },
      },
    ]);
    // Cancelled, it is not cancelled again.
    const again = await cancel(order.id);
    expect([again.status, again.result, again.data]).toEqual([400, ResultCode.RequestIsNotValid, { status: 2 }]);
  });

  it('refuses a paid order (-200), and refunds a payment the trader completed while the firm cancelled', async () => {
    const r = await cancel(paid.id);
    expect([r.status, r.result, r.data]).toEqual([400, ResultCode.RequestIsNotValid, { status: 0 }]);
    expect((await getOrder(t, alice, paid.id)).data.status).toBe(0);

    // The trader pays on the checkout; before the provider's confirmation arrives, the firm cancels.
    const { order, checkoutUrl } = await unpaidOrder();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    await actOnCheckout(t, checkoutUrl, 'pay');
    const c = await cancel(order.id);
    expect([c.status, c.result]).toEqual([200, 0]);
    open();
    gate = Promise.resolve();
    await vi.waitFor(
      async () => {
        await deliverWebhooks(t);
        const [p] = await t.db.query<{ refund_requested_at: Date | null }>(
          'select refund_requested_at from payments where order_id = $1',
          [order.id],
        );
        expect(p!.refund_requested_at).not.toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
    expect((await getOrder(t, alice, order.id)).data.status).toBe(2);
    const detail = (await adminCall<Detail>(t, 'GET', orderUrl(order.id), { agent: owner })).data;
    expect(detail.payments[0]).toMatchObject({ refund: { reason: 'checkout_expired' } });
    expect(detail.payments[0]!.events.map((e) => e.type)).toContain('payment.succeeded');
  });

  it('role × action: every role reads orders; owner, brand admin and finance cancel, support does not', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const read = await adminCall(t, 'GET', orderUrl(paid.id), { agent });
      expect(read.status, `${role} read`).toBe(PERMISSIONS[role].includes('orders.read') ? 200 : 403);
      const { order } = await unpaidOrder();
      const c = await cancel(order.id, { agent });
      const allowed = PERMISSIONS[role].includes('orders.cancel');
      expect(c.status, `${role} cancel`).toBe(allowed ? 200 : 403);
      expect((await getOrder(t, alice, order.id)).data.status).toBe(allowed ? 2 : 1);
    }
  });

  it('API keys act through orders.cancel and their brands only', async () => {
    const bluewaveKey = (await newApiKey(t, owner, ['orders.read', 'orders.cancel'], [bluewaveId])).key;
    const { order } = await unpaidOrder();
    expect((await cancel(order.id, { apiKey: bluewaveKey })).status).toBe(403);
    expect((await adminCall(t, 'GET', orderUrl(order.id), { apiKey: bluewaveKey })).status).toBe(403);
    const page = await list('pageSize=100', { apiKey: bluewaveKey });
    expect(page.data.items.map((i) => i.id)).toEqual([bluePaid.id]);
    const reader = (await newApiKey(t, owner, ['orders.read'])).key;
    expect((await cancel(order.id, { apiKey: reader })).status).toBe(403);
    const canceller = (await newApiKey(t, owner, ['orders.cancel'])).key;
    const ok = await cancel(order.id, { apiKey: canceller });
    expect([ok.status, ok.result]).toEqual([200, 0]);
    const [audit] = await t.db.query<{ actor_type: string }>(
      `select actor_type from audit_log where target_id = $1 and action = 'orders.cancelled'`,
      [order.id],
    );
    expect(audit!.actor_type).toBe('api_key');
  });
});
