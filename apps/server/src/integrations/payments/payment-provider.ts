/**
 * A payment provider as the orders module sees it: it opens a hosted checkout for a payment, can expire a
 * checkout not paid yet, refunds a captured payment, and reports outcomes (refunds too) through signed
 * webhooks. A real provider's adapter implements the same interface.
 */
export type CheckoutRequest = {
  /** our payment id; the provider echoes it back as its reference */
  paymentId: string;
  /** the order the payment is for (a real provider keeps it in its metadata, for the firm's own reconciliation) */
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  brandName: string;
  /** where the trader's browser goes after acting on the checkout */
  returnUrl: string;
  /** the brand's configured scheme://host[:port], for a hosted page served by this server */
  publicUrl: string;
};

export type PaymentEventType =
  'payment.processing' | 'payment.succeeded' | 'payment.failed' | 'payment.cancelled' | 'payment.refunded';

export type PaymentEvent = {
  eventId: string;
  type: PaymentEventType;
  providerPaymentId: string;
  /** our payment id, as given at checkout */
  reference: string;
  amount: number;
  currency: string;
  /** the provider's id of the refund, on `payment.refunded` */
  refundId?: string;
};

export type RefundRequest = {
  providerPaymentId: string;
  /** our payment id: the provider refunds a payment once however often this is asked (an idempotency key) */
  reference: string;
  amount: number;
  currency: string;
};

/** `event: null`: a genuine delivery of an event the portal does not act on (acknowledged, so it is not resent). */
export type WebhookVerdict =
  { ok: true; event: PaymentEvent | null } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export type PaymentProvider = {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ providerPaymentId: string; checkoutUrl: string }>;
  /**
   * Makes a checkout impossible to pay. 'expired' when it can no longer be paid (now or before); 'completed'
   * when the trader already acted on it, so its outcome comes by webhook. Throws when the provider cannot answer.
   */
  expireCheckout(providerPaymentId: string): Promise<'expired' | 'completed'>;
  /**
   * Asks for a full refund of a captured payment; the provider confirms it later with a `payment.refunded`
   * webhook. Asking again for the same payment returns the same refund. Throws when it cannot be asked.
   */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * Checks the signature and age of a webhook delivery before anything in it is believed, then reads the event
   * (a provider may need to look up which payment an event is about).
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): WebhookVerdict | Promise<WebhookVerdict>;
};
