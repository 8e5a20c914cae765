import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OrderPaymentStatus, type TraderAccounts } from '@portal/contract';
import { secretContext } from '../src/modules/providers/provider-keys.service.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { as, createOrderV2, findPackage, getOrder, pay, type Trader } from './buying-helpers.ts';
import { startStripeFake, type StripeFake } from './fakes/stripe-api.ts';

const keys = { secretKey: 'sk_test_northwind', webhookSecret: 'whsec_northwind' };

describe('buying through a brand whose firm chose Stripe (against a local fake of its API)', () => {
  let t: TestApp;
  let fake: StripeFake;
  let brandId: string;
  let pkg: string;
  let alice: Trader;

  /** What the console's provider screen stores: the choice, and the keys sealed for this brand. */
  async function chooseStripe() {
    const { providersRepository: repo, providerKeys } = t.app.modules.providers.services;
    const at = new Date();
    await repo.saveProvider(t.db, {
      brandId,
      kind: 'payments',
      provider: 'stripe',
      publicSettings: {},
      at,
      by: 'test',
    });
    for (const [name, value] of Object.entries(keys))
      await repo.saveSecret(t.db, {
        brandId,
        provider: 'stripe',
        name,
        envelope: providerKeys.envelopes.seal(value, secretContext(brandId, 'stripe', name)),
        at,
        by: 'test',
      });
  }

  const webhook = (delivery: { payload: string; header: string }, brand = brandId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/v1/webhook/stripe?brand=${brand}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
      payload: delivery.payload,
    });
  const sessionOf = (checkoutUrl: string) => fake.sessions.get(new URL(checkoutUrl).pathname.split('/').pop()!)!;

  beforeAll(async () => {
    fake = await startStripeFake(keys);
    t = await createTestApp({ env: { STRIPE_API_URL: fake.url } });
    brandId = (
      await t.db.query<{ id: string }>(
        `select b.id from brands b join brand_hosts h on h.brand_id = b.id where h.host = 'localhost'`,
      )
    )[0]!.id;
    pkg = (await findPackage(t, 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
    await chooseStripe();
    alice = await newTrader(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('opens a Stripe Checkout Session for the order’s amount, and a paid session opens the account once', async () => {
    const created = (await createOrderV2(t, alice, pkg)).data;
    expect(created.checkoutUrl.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    const session = sessionOf(created.checkoutUrl);
    expect(session.amount_total).toBe(created.order.total);
    expect(session.currency).toBe(created.order.currency.toLowerCase());
    expect(session.metadata.orderId).toBe(created.order.id);

    const paid = fake.pay(session.id);
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await getOrder(t, alice, created.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    // Stripe delivers again when it does not hear back in time: applied once.
    const again = await webhook(paid);
    expect(again.json()).toMatchObject({ data: { outcome: 'duplicate' } });
    const accounts = await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(alice));
    expect(accounts.data.items.filter((a) => a.orderId === created.order.id)).toHaveLength(1);
  });

  it('refuses a delivery signed with another secret, an altered one, and one for a brand without Stripe keys', async () => {
    const created = (await createOrderV2(t, alice, pkg)).data;
    const session = sessionOf(created.checkoutUrl);
    const forged = fake.signed(
      'checkout.session.completed',
      { ...session, status: 'complete', payment_status: 'paid' },
      {
        secret: 'whsec_someone_else',
      },
    );
    expect((await webhook(forged)).statusCode).toBe(400);
    const paid = fake.pay(session.id);
    expect((await webhook({ ...paid, payload: paid.payload.replace('"paid"', '"unpaid"') })).statusCode).toBe(400);
    const other = (await t.db.query<{ id: string }>(`select id from brands where id <> $1 limit 1`, [brandId]))[0]!.id;
    expect((await webhook(paid, other)).statusCode).toBe(404);
    expect((await getOrder(t, alice, created.order.id)).data.status).toBe(OrderPaymentStatus.Unpaid);
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await getOrder(t, alice, created.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
  });

  it('a second success for an order already paid is refunded through Stripe, and the refund confirmed', async () => {
    const created = (await createOrderV2(t, alice, pkg)).data;
    const first = sessionOf(created.checkoutUrl);
    // Paid in a first tab while a second tab opens a new checkout: Stripe says the first is complete.
    const firstPaid = fake.pay(first.id);
    const second = sessionOf((await pay(t, alice, created.order.id)).data.checkoutUrl);
    expect(second.id).not.toBe(first.id);
    expect((await webhook(fake.pay(second.id))).statusCode).toBe(200);
    expect((await webhook(firstPaid)).json()).toMatchObject({ data: { outcome: 'refunding' } });
    const refund = [...fake.refunds.values()].find((r) => r.payment_intent === first.payment_intent)!;
    expect(refund.amount).toBe(first.amount_total);
    expect((await webhook(fake.chargeRefunded(first.id))).statusCode).toBe(200);
    const [payment] = await t.db.query<{ status: string; provider_refund_id: string }>(
      'select status, provider_refund_id from payments where provider_payment_id = $1',
      [first.id],
    );
    expect(payment).toEqual({ status: 'refunded', provider_refund_id: refund.id });
    expect((await getOrder(t, alice, created.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
  });
});
