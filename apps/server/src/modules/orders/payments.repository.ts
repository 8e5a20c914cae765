import type { Queryable } from '../../db/client.ts';

export type PaymentStatus = 'created' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'error';
export type PaymentRow = {
  id: string;
  order_id: string;
  provider: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
};

/** Payments of orders (one per checkout attempt) and the webhook events already taken in. */
export function createPaymentsRepository() {
  return {
    async insert(
      q: Queryable,
      p: { orderId: string; provider: string; amount: number; currency: string },
    ): Promise<string> {
      const rows = await q.query<{ id: string }>(
        'insert into payments (order_id, provider, amount, currency) values ($1, $2, $3, $4) returning id',
        [p.orderId, p.provider, p.amount, p.currency],
      );
      return rows[0]!.id;
    },
    async attachCheckout(q: Queryable, id: string, providerPaymentId: string, checkoutUrl: string): Promise<void> {
      await q.query(
        'update payments set provider_payment_id = $2, checkout_url = $3, updated_at = now() where id = $1',
        [id, providerPaymentId, checkoutUrl],
      );
    },
    async setStatus(q: Queryable, id: string, status: PaymentStatus): Promise<void> {
      await q.query('update payments set status = $2, updated_at = now() where id = $1', [id, status]);
    },
    async lock(q: Queryable, provider: string, id: string): Promise<PaymentRow | undefined> {
      const rows = await q.query<PaymentRow>(
        'select id, order_id, provider, amount, currency, status from payments where provider = $1 and id = $2 for update',
        [provider, id],
      );
      return rows[0];
    },
    /**
     * Records an event once. A repeat (a retried or duplicated delivery) returns false; a concurrent repeat
     * waits on the first one's unique-key lock and then returns false, so one event acts once.
     */
    async recordEvent(
      q: Queryable,
      e: { provider: string; eventId: string; type: string; paymentId: string },
    ): Promise<boolean> {
      const rows = await q.query(
        `insert into payment_events (provider, event_id, type, payment_id) values ($1, $2, $3, $4)
         on conflict (provider, event_id) do nothing returning event_id`,
        [e.provider, e.eventId, e.type, e.paymentId],
      );
      return rows.length === 1;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
