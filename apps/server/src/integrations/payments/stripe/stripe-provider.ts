import Stripe from 'stripe';
import type { PaymentEvent, PaymentEventType, PaymentProvider, WebhookVerdict } from '../payment-provider.ts';

/** A brand's Stripe account as the firm entered it in the console (docs/providers.md). */
export type StripeKeys = { secretKey: string; webhookSecret: string };

/**
 * Where the SDK sends its calls: Stripe's own API unless the deployment says otherwise (`STRIPE_API_URL`, which the
 * tests point at their local fake of the API).
 */
export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

/** How old a signed delivery may be: the SDK's default tolerance (five minutes). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Checkout Sessions live 24 h at most at Stripe; the order's own expiry (UNPAID_ORDER_TTL_MINUTES) is shorter. */
const SESSION_MINUTES = 60;

export const stripeEndpointOf = (url: string | undefined): StripeEndpoint | undefined => {
  if (!url) return undefined;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
};

const clientOf = (secretKey: string, endpoint: StripeEndpoint | undefined) =>
  new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(endpoint ? { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol } : {}),
  });

/** A harmless call that tells whether a secret key is accepted (the console checks a key when it is saved). */
export async function checkStripeKey(secretKey: string, endpoint?: StripeEndpoint): Promise<boolean> {
  try {
    await clientOf(secretKey, endpoint).balance.retrieve();
    return true;
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    )
      return false;
    throw error;
  }
}

type SessionLike = Pick<Stripe.Checkout.Session, 'id' | 'client_reference_id' | 'amount_total' | 'currency'>;

const eventOf = (id: string, type: PaymentEventType, session: SessionLike, refundId?: string): PaymentEvent => ({
  eventId: id,
  type,
  providerPaymentId: session.id,
  reference: session.client_reference_id ?? '',
  amount: session.amount_total ?? 0,
  currency: (session.currency ?? '').toUpperCase(),
  ...(refundId ? { refundId } : {}),
});

/**
 * Card payments through Stripe Checkout (the official `stripe` SDK), behind the portal's payment-provider interface:
 * a hosted Checkout Session per payment attempt (our payment id as `client_reference_id`, in the metadata and as the
 * idempotency key), expired when a newer attempt replaces it, refunded through the Refunds API, and confirmed by
 * webhooks whose `Stripe-Signature` the SDK checks.
 */
export function createStripeProvider(keys: StripeKeys, endpoint?: StripeEndpoint): PaymentProvider {
  const stripe = clientOf(keys.secretKey, endpoint);

  /** The Checkout Session a charge was paid through: Stripe finds it by the charge's PaymentIntent. */
  async function sessionOfPaymentIntent(paymentIntent: string): Promise<Stripe.Checkout.Session | undefined> {
    const page = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
    return page.data[0];
  }

  return {
    name: 'stripe',
    async createCheckout(req) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency.toLowerCase(),
                unit_amount: req.amount,
                product_data: { name: req.description },
              },
            },
          ],
          client_reference_id: req.paymentId,
          metadata: { paymentId: req.paymentId, orderId: req.orderId },
          payment_intent_data: { metadata: { paymentId: req.paymentId, orderId: req.orderId } },
          success_url: req.returnUrl,
          cancel_url: req.returnUrl,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
        },
        { idempotencyKey: `checkout-${req.paymentId}` },
      );
      if (!session.url) throw new Error(`stripe: checkout session ${session.id} has no url`);
      return { providerPaymentId: session.id, checkoutUrl: session.url };
    },

    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'expired') return 'expired';
      if (session.status === 'complete') return 'completed';
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        // Paid between the two calls: Stripe expires only open sessions, and the payment's webhook follows.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const now = await stripe.checkout.sessions.retrieve(sessionId);
        if (now.status === 'open') throw error;
        return now.status === 'expired' ? 'expired' : 'completed';
      }
    },

    async refund(req) {
      const session = await stripe.checkout.sessions.retrieve(req.providerPaymentId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent || session.client_reference_id !== req.reference)
        throw new Error(`stripe: no payment to refund for ${req.providerPaymentId}`);
      // The idempotency key makes a repeated ask return the same refund (Stripe keeps keys for 24 hours).
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: req.amount, metadata: { paymentId: req.reference } },
        { idempotencyKey: `refund-${req.reference}` },
      );
      return { refundId: refund.id };
    },

    async verifyWebhook(headers, rawBody): Promise<WebhookVerdict> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return { ok: false, reason: 'signature' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError))
          return { ok: false, reason: 'malformed' };
        return { ok: false, reason: /tolerance/i.test(error.message) ? 'stale' : 'signature' };
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const s = event.data.object;
          // Card payments are paid at completion; delayed methods complete unpaid and confirm later.
          return {
            ok: true,
            event: eventOf(event.id, s.payment_status === 'unpaid' ? 'payment.processing' : 'payment.succeeded', s),
          };
        }
        case 'checkout.session.async_payment_succeeded':
          return { ok: true, event: eventOf(event.id, 'payment.succeeded', event.data.object) };
        case 'checkout.session.async_payment_failed':
          return { ok: true, event: eventOf(event.id, 'payment.failed', event.data.object) };
        case 'checkout.session.expired':
          return { ok: true, event: eventOf(event.id, 'payment.cancelled', event.data.object) };
        case 'charge.refunded': {
          const charge = event.data.object;
          // The portal refunds whole payments only; a partial refund made at Stripe is the firm's own business.
          if (charge.amount_refunded < charge.amount) return { ok: true, event: null };
          const paymentIntent =
            typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
          const session = paymentIntent ? await sessionOfPaymentIntent(paymentIntent) : undefined;
          if (!session) return { ok: false, reason: 'malformed' };
          const refunds = charge.refunds?.data ?? [];
          return { ok: true, event: eventOf(event.id, 'payment.refunded', session, refunds[0]?.id) };
        }
        default:
          return { ok: true, event: null };
      }
    },
  };
}
