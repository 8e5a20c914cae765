import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  OrderPaymentStatus,
  ResultCode,
  type AdminBrandProviders,
  type AdminPaymentProviderRequest,
  type TraderAccounts,
} from '@portal/contract';
import { adminCall, signedInAs, type Agent } from './admin-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { as, buy, createOrderV2, findPackage, getOrder, pay, type Trader } from './buying-helpers.ts';
import { startStripeFake, type StripeFake } from './fakes/stripe-api.ts';
import { brandIdOfHost, deliverWebhook } from './provider-helpers.ts';

const keys = { secretKey: 'sk_test_northwind', webhookSecret: 'whsec_northwind' };
const PUBLISHABLE = 'pk_test_northwind';

describe('buying through a brand whose firm chose Stripe in the console (against a local fake of its API)', () => {
  let t: TestApp;
  let fake: StripeFake;
  let brandId: string;
  let pkg: string;
  let alice: Trader;
  let owner: Agent;

  const providersUrl = (id = brandId) => ApiPath.adminBrandProviders.replace(':id', id);
  const choose = (who: Agent, body: AdminPaymentProviderRequest | Record<string, unknown>, id = brandId) =>
    adminCall<AdminBrandProviders & { issues?: { path: string; message: string }[] }>(
      t,
      'POST',
      ApiPath.adminBrandPaymentProvider.replace(':id', id),
      { agent: who, body },
    );
  /** Nothing the console is sent back holds a secret. */
  const expectNoSecret = (reply: unknown) => {
    const text = JSON.stringify(reply);
    for (const value of Object.values(keys)) expect(text).not.toContain(value);
  };
  const webhook = (delivery: { payload: string; header: string }, brand = brandId) =>
    deliverWebhook(
      t,
      '/api/payments/v1/webhook/stripe',
      {
        payload: delivery.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
      },
      brand,
    );
  const sessionOf = (checkoutUrl: string) => fake.sessions.get(new URL(checkoutUrl).pathname.split('/').pop()!)!;

  beforeAll(async () => {
    fake = await startStripeFake(keys);
    t = await createTestApp({ env: { STRIPE_API_URL: fake.url } });
    brandId = await brandIdOfHost(t);
    pkg = (await findPackage(t, 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
    alice = await newTrader(t);
    owner = await signedInAs(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('the console switches the brand from the sandbox to Stripe: keys checked with Stripe, kept write-only, audited', async () => {
    // On the sandbox (every brand's default) a purchase goes through.
    expect((await buy(t, alice, pkg)).status).toBe(OrderPaymentStatus.Paid);
    const before = await adminCall<AdminBrandProviders>(t, 'GET', providersUrl(), { agent: owner });
    expect(before.data.payments).toMatchObject({ provider: 'sandbox', publishableKey: null, updatedAt: null });
    expect(before.data.payments.webhookUrl).toMatch(new RegExp(`/api/payments/v1/webhook/stripe\\?brand=${brandId}$`));
    expect(before.data.payments.secrets.every((s) => s.setAt === null)).toBe(true);

    const issuesOf = async (body: Record<string, unknown>) => {
      const r = await choose(owner, body);
      expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
      return r.data.issues!.map((i) => `${i.path} ${i.message}`);
    };
    expect(await issuesOf({ provider: 'stripe' })).toEqual([
      'publishableKey validation.providerKeyRequired',
      'secrets.secretKey validation.providerKeyRequired',
      'secrets.webhookSecret validation.providerKeyRequired',
    ]);
    expect(await issuesOf({ provider: 'stripe', publishableKey: 'pk_live_northwind', secrets: keys })).toEqual([
      'secrets.secretKey validation.providerKeyMode',
    ]);
    // A key Stripe does not know (the fake answers 401 as Stripe does): nothing is kept.
    expect(
      await issuesOf({
        provider: 'stripe',
        publishableKey: PUBLISHABLE,
        secrets: { ...keys, secretKey: 'sk_test_other' },
      }),
    ).toEqual(['secrets.secretKey validation.providerKeyRejected']);

    const saved = await choose(owner, { provider: 'stripe', publishableKey: PUBLISHABLE, secrets: keys });
    expect([saved.status, saved.result]).toEqual([200, 0]);
    expect(saved.data.payments).toMatchObject({ provider: 'stripe', publishableKey: PUBLISHABLE });
    expect(saved.data.payments.secrets.filter((s) => s.provider === 'stripe')).toEqual([
      { provider: 'stripe', name: 'secretKey', setAt: expect.any(String), setBy: expect.stringMatching(/^op-owner/) },
      { provider: 'stripe', name: 'webhookSecret', setAt: expect.any(String), setBy: expect.any(String) },
    ]);
    expectNoSecret(saved);
    expectNoSecret(await adminCall(t, 'GET', providersUrl(), { agent: owner }));
    const audit = await t.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where action = 'providers.updated' and target_id = $1`,
      [brandId],
    );
    expect(audit).toEqual([
      {
        before: { payments: 'sandbox', publishableKey: null },
        after: { payments: 'stripe', publishableKey: PUBLISHABLE, secretsEntered: ['secretKey', 'webhookSecret'] },
      },
    ]);
    expectNoSecret(await t.db.query(`select * from audit_log where action = 'providers.updated'`));
    expectNoSecret(await t.db.query(`select * from provider_secrets`));
  });

  it('refuses a brand admin of another brand (as an unknown brand) and a role without providers.edit', async () => {
    const otherAdmin = await signedInAs(t, 'brand_admin', ['bluewave']);
    const support = await signedInAs(t, 'support', ['northwind']);
    for (const r of [
      await adminCall(t, 'GET', providersUrl(), { agent: otherAdmin }),
      await choose(otherAdmin, { provider: 'sandbox' }),
    ])
      expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    // Support reads which provider serves the brand, and changes nothing.
    const read = await adminCall<AdminBrandProviders>(t, 'GET', providersUrl(), { agent: support });
    expect([read.status, read.data.payments.provider]).toEqual([200, 'stripe']);
    expectNoSecret(read);
    expect((await choose(support, { provider: 'sandbox' })).status).toBe(403);
    const brandAdmin = await signedInAs(t, 'brand_admin', ['northwind']);
    const same = await choose(brandAdmin, { provider: 'stripe' }); // the stored keys kept
    expect([same.status, same.data.payments.provider]).toEqual([200, 'stripe']);
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

  it('back to the sandbox: its purchases go through, and a Stripe payment opened before still hears its webhook', async () => {
    const created = (await createOrderV2(t, alice, pkg)).data;
    const session = sessionOf(created.checkoutUrl);
    const back = await choose(owner, { provider: 'sandbox' });
    expect([back.status, back.data.payments.provider]).toEqual([200, 'sandbox']);
    // The Stripe keys stay kept (payments opened with Stripe still settle), still write-only.
    expect(back.data.payments.secrets.every((s) => s.setAt !== null)).toBe(true);
    expectNoSecret(back);

    const sandboxOrder = (await createOrderV2(t, alice, pkg)).data;
    expect(sandboxOrder.checkoutUrl.startsWith(fake.url)).toBe(false);
    expect((await buy(t, alice, pkg)).status).toBe(OrderPaymentStatus.Paid);

    expect((await webhook(fake.pay(session.id))).statusCode).toBe(200);
    expect((await getOrder(t, alice, created.order.id)).data.status).toBe(OrderPaymentStatus.Paid);
  });
});
