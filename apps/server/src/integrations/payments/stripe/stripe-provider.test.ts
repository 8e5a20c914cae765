import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../../../../test/fakes/stripe-api.ts';
import { checkStripeKey, createStripeProvider, stripeEndpointOf } from './stripe-provider.ts';

const keys = { secretKey: 'sk_test_portal', webhookSecret: 'whsec_portal_test' };
let fake: StripeFake;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  fake = await startStripeFake(keys);
  provider = createStripeProvider(keys, stripeEndpointOf(fake.url));
});
afterAll(() => fake.close());

const checkout = (paymentId: string) =>
  provider.createCheckout({
    paymentId,
    orderId: 'order-1',
    amount: 15_500,
    currency: 'EUR',
    description: '100K Challenge · #1001',
    brandName: 'Northwind',
    returnUrl: 'https://trade.example/dashboard/new-challenge?step=3&orderId=order-1',
    publicUrl: 'https://trade.example',
  });

describe('Stripe Checkout behind the payment-provider interface', () => {
  it('opens a Checkout Session for the payment: amount, currency, reference, idempotency key', async () => {
    const { providerPaymentId, checkoutUrl } = await checkout('pay-1');
    const session = fake.sessions.get(providerPaymentId)!;
    expect(checkoutUrl).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 15_500, currency: 'eur', client_reference_id: 'pay-1' });
    expect(session.metadata).toEqual({ paymentId: 'pay-1', orderId: 'order-1' });
    const call = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.idempotencyKey).toBe('checkout-pay-1');
    expect(call.body).toMatchObject({ mode: 'payment', success_url: expect.stringContaining('orderId=order-1') });
  });

  it('a retried create (same payment) gets the same session', async () => {
    const a = await checkout('pay-2');
    const b = await checkout('pay-2');
    expect(b.providerPaymentId).toBe(a.providerPaymentId);
  });

  it('expires an open session, and says "completed" for one already paid', async () => {
    const open = await checkout('pay-3');
    expect(await provider.expireCheckout(open.providerPaymentId)).toBe('expired');
    expect(await provider.expireCheckout(open.providerPaymentId)).toBe('expired');
    const paid = await checkout('pay-4');
    fake.pay(paid.providerPaymentId);
    expect(await provider.expireCheckout(paid.providerPaymentId)).toBe('completed');
  });

  it('maps each webhook to the portal’s event, with the payment it is about', async () => {
    const { providerPaymentId } = await checkout('pay-5');
    const paid = fake.pay(providerPaymentId);
    expect(await provider.verifyWebhook({ 'stripe-signature': paid.header }, paid.payload)).toEqual({
      ok: true,
      event: {
        eventId: paid.event.id,
        type: 'payment.succeeded',
        providerPaymentId,
        reference: 'pay-5',
        amount: 15_500,
        currency: 'EUR',
      },
    });
    const later = await checkout('pay-6');
    const pending = fake.payLater(later.providerPaymentId);
    const failed = fake.settle(later.providerPaymentId, false);
    const expired = fake.abandon((await checkout('pay-7')).providerPaymentId);
    const typeOf = async (d: { header: string; payload: string }) => {
      const v = await provider.verifyWebhook({ 'stripe-signature': d.header }, d.payload);
      return v.ok && v.event ? v.event.type : v;
    };
    expect(await typeOf(pending)).toBe('payment.processing');
    expect(await typeOf(failed)).toBe('payment.failed');
    expect(await typeOf(expired)).toBe('payment.cancelled');
  });

  it('refunds a paid session once however often asked, and reads charge.refunded back to the payment', async () => {
    const { providerPaymentId } = await checkout('pay-8');
    fake.pay(providerPaymentId);
    const ask = { providerPaymentId, reference: 'pay-8', amount: 15_500, currency: 'EUR' };
    const first = await provider.refund(ask);
    const again = await provider.refund(ask);
    expect(again.refundId).toBe(first.refundId);
    expect(fake.refunds.size).toBe(1);
    const refunded = fake.chargeRefunded(providerPaymentId);
    const verdict = await provider.verifyWebhook({ 'stripe-signature': refunded.header }, refunded.payload);
    expect(verdict).toMatchObject({
      ok: true,
      event: { type: 'payment.refunded', reference: 'pay-8', providerPaymentId, refundId: first.refundId },
    });
  });

  it('refuses a refund for another payment’s session', async () => {
    const { providerPaymentId } = await checkout('pay-9');
    fake.pay(providerPaymentId);
    await expect(
      provider.refund({ providerPaymentId, reference: 'other', amount: 1, currency: 'EUR' }),
    ).rejects.toThrow();
  });

  it('refuses a bad signature, a stale one and a missing one; acknowledges events it does not act on', async () => {
    const { providerPaymentId } = await checkout('pay-10');
    const forged = fake.signed('checkout.session.completed', fake.sessions.get(providerPaymentId), {
      secret: 'whsec_other',
    });
    expect(await provider.verifyWebhook({ 'stripe-signature': forged.header }, forged.payload)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const stale = fake.signed('checkout.session.completed', fake.sessions.get(providerPaymentId), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await provider.verifyWebhook({ 'stripe-signature': stale.header }, stale.payload)).toEqual({
      ok: false,
      reason: 'stale',
    });
    const tampered = fake.pay(providerPaymentId);
    const altered = tampered.payload.replace('"amount_total":15500', '"amount_total":1');
    expect(await provider.verifyWebhook({ 'stripe-signature': tampered.header }, altered)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(await provider.verifyWebhook({}, tampered.payload)).toEqual({ ok: false, reason: 'signature' });
    const other = fake.signed('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await provider.verifyWebhook({ 'stripe-signature': other.header }, other.payload)).toEqual({
      ok: true,
      event: null,
    });
    const partial = fake.chargeRefunded(providerPaymentId, 100);
    expect(await provider.verifyWebhook({ 'stripe-signature': partial.header }, partial.payload)).toEqual({
      ok: true,
      event: null,
    });
  });

  it('checks a key with a harmless call', async () => {
    const endpoint = stripeEndpointOf(fake.url);
    expect(await checkStripeKey(keys.secretKey, endpoint)).toBe(true);
    expect(await checkStripeKey('sk_test_wrong', endpoint)).toBe(false);
  });
});
