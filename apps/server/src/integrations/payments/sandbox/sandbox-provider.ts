import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../../db/client.ts';
import { createWebhookDeliveries, type WebhookSender } from '../../../lib/signed-webhooks.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentEvent, PaymentEventType, PaymentProvider } from '../payment-provider.ts';
import { signedEventVerifier } from '../../../lib/signed-payload.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-signature.ts';
import { createSandboxPaymentsRepository, type SandboxSession } from './sandbox-payments.repository.ts';

export type { WebhookSender } from '../../../lib/signed-webhooks.ts';

export type CheckoutAction = 'pay' | 'decline' | 'cancel';

const CHECKOUT_TTL_MINUTES = 60;

/**
 * The sandbox payment provider: an offline stand-in for a card processor that behaves like one. It hosts a
 * checkout page (sandbox-checkout.routes.ts); the trader's choice there is confirmed asynchronously by signed
 * webhooks (processing, then succeeded after `confirmDelayMs`; or failed; or cancelled), delivered over HTTP
 * with retries and back-off until our endpoint accepts them. The merchant may expire a checkout not paid yet,
 * and refund a captured payment (confirmed by a `payment.refunded` webhook, shown as Refunded on its page).
 */
export function createSandboxPayments(deps: {
  db: Db;
  secret: string;
  clock: Clock;
  webhookUrl: string;
  send?: WebhookSender;
  confirmDelayMs: number;
  log: FastifyBaseLogger;
}) {
  const repo = createSandboxPaymentsRepository();

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCheckout(req) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await repo.insertSession(deps.db, {
        id,
        amount: req.amount,
        currency: req.currency,
        description: req.description,
        reference: req.paymentId,
        return_url: req.returnUrl,
        brand_name: req.brandName,
        ttlMinutes: CHECKOUT_TTL_MINUTES,
      });
      return { providerPaymentId: id, checkoutUrl: `${req.publicUrl}/payments/sandbox/checkout/${id}` };
    },
    verifyWebhook: signedEventVerifier<PaymentEvent>(
      deps.secret,
      SANDBOX_SIGNATURE_HEADER,
      deps.clock,
      (event) => typeof event.eventId === 'string' && typeof event.providerPaymentId === 'string',
    ),
    async expireCheckout(providerPaymentId) {
      return deps.db.transaction(async (tx) => {
        // under the session's lock, so a click on Pay and the expiry never both win
        const s = await repo.session(tx, providerPaymentId, true);
        if (!s) throw new Error(`sandbox: no checkout ${providerPaymentId}`);
        if (s.status === 'open') await repo.setStatus(tx, s.id, 'expired');
        return s.status === 'open' || s.status === 'expired' ? 'expired' : 'completed';
      });
    },
    async refund(req) {
      const refundId = await deps.db.transaction(async (tx) => {
        const s = await repo.session(tx, req.providerPaymentId, true);
        if (!s || s.reference !== req.reference) throw new Error(`sandbox: no payment ${req.providerPaymentId}`);
        if (s.refund_id) return s.refund_id; // asked again (a retry): the same refund
        if (s.status !== 'succeeded') throw new Error(`sandbox: nothing captured to refund (${s.status})`);
        if (req.amount !== s.amount || req.currency !== s.currency) throw new Error('sandbox: only full refunds');
        const id = `re_${randomBytes(12).toString('hex')}`;
        await repo.markRefunded(tx, s.id, id);
        await queue(tx, s, 'payment.refunded', 0, id);
        return id;
      });
      deliveries.kick();
      return { refundId };
    },
  };

  const eventFor = (s: SandboxSession, type: PaymentEventType, refundId?: string): PaymentEvent => ({
    eventId: `evt_${randomBytes(12).toString('hex')}`,
    type,
    providerPaymentId: s.id,
    reference: s.reference,
    amount: s.amount,
    currency: s.currency,
    ...(refundId ? { refundId } : {}),
  });
  /** Queues a webhook in the transaction that decided it, so an event goes out exactly when its cause holds. */
  async function queue(tx: Queryable, s: SandboxSession, type: PaymentEventType, delayMs = 0, refundId?: string) {
    const event = eventFor(s, type, refundId);
    await repo.queueEvent(tx, {
      sessionId: s.id,
      eventId: event.eventId,
      type,
      payload: JSON.stringify(event),
      delayMs,
    });
  }

  // db, secret, send, clock and log as given to the sandbox
  const deliveries = createWebhookDeliveries({
    ...deps,
    name: 'sandbox-webhooks',
    queue: repo,
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    url: deps.webhookUrl,
  });

  return {
    provider,
    deliveries,
    session: (id: string) => repo.session(deps.db, id),
    /**
     * The trader's choice on the checkout page. A session is decided once: a second click (or another tab)
     * changes nothing. An expired session (past its time, or expired by the merchant) takes no payment.
     * Returns the session as it is afterwards, or undefined for an unknown one.
     */
    async complete(sessionId: string, action: CheckoutAction): Promise<SandboxSession | undefined> {
      const session = await deps.db.transaction(async (tx) => {
        const s = await repo.session(tx, sessionId, true);
        if (!s || s.status !== 'open') return s;
        const next = (status: SandboxSession['status']) => repo.setStatus(tx, sessionId, status).then(() => status);
        if (s.expires_at.getTime() <= deps.clock.now().getTime()) {
          // past its time: the attempt is over whatever was pressed, as the merchant is told
          await queue(tx, s, 'payment.cancelled');
          return { ...s, status: await next('expired') };
        }
        if (action === 'pay') {
          await queue(tx, s, 'payment.processing');
          await queue(tx, s, 'payment.succeeded', deps.confirmDelayMs);
          return { ...s, status: await next('succeeded') };
        }
        if (action === 'decline') {
          await queue(tx, s, 'payment.failed');
          return { ...s, status: await next('failed') };
        }
        await queue(tx, s, 'payment.cancelled');
        return { ...s, status: await next('cancelled') };
      });
      if (session) {
        deliveries.kick();
        deliveries.kick(deps.confirmDelayMs + 50);
      }
      return session;
    },
  };
}
export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
