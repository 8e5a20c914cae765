/**
 * A payment provider as the orders module sees it: it opens a hosted checkout for a payment and later
 * reports the outcome through signed webhooks. A real provider's adapter implements the same interface.
 */
export type CheckoutRequest = {
  /** our payment id; the provider echoes it back as its reference */
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  brandName: string;
  /** where the trader's browser goes after acting on the checkout */
  returnUrl: string;
  /** the brand's configured scheme://host[:port], for a hosted page served by this server */
  publicUrl: string;
};

export type PaymentEventType = 'payment.processing' | 'payment.succeeded' | 'payment.failed' | 'payment.cancelled';

export type PaymentEvent = {
  eventId: string;
  type: PaymentEventType;
  providerPaymentId: string;
  /** our payment id, as given at checkout */
  reference: string;
  amount: number;
  currency: string;
};

export type WebhookVerdict =
  { ok: true; event: PaymentEvent } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export type PaymentProvider = {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ providerPaymentId: string; checkoutUrl: string }>;
  /** Checks the signature and age of a webhook delivery before anything in it is believed. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookVerdict;
};
