import type { Queryable } from '../../db/client.ts';
import type { RefundReason } from '../../domain/orders/order-status.ts';

export type PaymentStatus = 'created' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'error' | 'refunded';
export type PaymentRow = {
  id: string;
  order_id: string;
  provider: string;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  expired_at: Date | null;
  refund_requested_at: Date | null;
  provider_refund_id: string | null;
};
/**
 * A checkout that may still be paid at the provider (its id is null while the provider is being asked), with the
 * provider that opened it and the order's brand, whose keys that provider is called with.
 */
export type LiveCheckout = { id: string; provider_payment_id: string | null; provider: string; brand_id: string };

const COLUMNS =
  'id, order_id, provider, provider_payment_id, amount, currency, status, expired_at, refund_requested_at, provider_refund_id';

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
        `select ${COLUMNS} from payments where provider = $1 and id = $2 for update`,
        [provider, id],
      );
      return rows[0];
    },
    /** The order's checkouts nobody has acted on and that were not expired: at most one once all is settled. */
    async liveCheckouts(q: Queryable, orderId: string): Promise<LiveCheckout[]> {
      return q.query<LiveCheckout>(
        `select p.id, p.provider_payment_id, p.provider, o.brand_id from payments p join orders o on o.id = p.order_id
          where p.order_id = $1 and p.status = 'created' and p.expired_at is null order by p.created_at`,
        [orderId],
      );
    },
    /**
     * The order's attempts not expired and not settled (opened, or being paid at the provider), and whether any
     * attempt took the money: what a firm's cancellation must expire, and what forbids it.
     */
    async openAttempts(q: Queryable, orderId: string): Promise<{ open: LiveCheckout[]; succeeded: boolean }> {
      const rows = await q.query<LiveCheckout & { status: PaymentStatus; expired_at: Date | null }>(
        `select p.id, p.provider_payment_id, p.provider, o.brand_id, p.status, p.expired_at
           from payments p join orders o on o.id = p.order_id where p.order_id = $1 order by p.created_at`,
        [orderId],
      );
      return {
        open: rows
          .filter((r) => (r.status === 'created' || r.status === 'processing') && !r.expired_at)
          .map((r) => ({
            id: r.id,
            provider_payment_id: r.provider_payment_id,
            provider: r.provider,
            brand_id: r.brand_id,
          })),
        succeeded: rows.some((r) => r.status === 'succeeded' || r.status === 'refunded'),
      };
    },
    async markExpired(q: Queryable, id: string): Promise<void> {
      await q.query('update payments set expired_at = coalesce(expired_at, now()), updated_at = now() where id = $1', [
        id,
      ]);
    },
    /** Records that the money is owed back, in the transaction that found it so (asked of the provider after). */
    async owesRefund(q: Queryable, id: string, reason: RefundReason): Promise<void> {
      await q.query(
        `update payments set refund_reason = coalesce(refund_reason, $2),
            refund_requested_at = coalesce(refund_requested_at, now()), updated_at = now() where id = $1`,
        [id, reason],
      );
    },
    async attachRefund(q: Queryable, id: string, providerRefundId: string): Promise<void> {
      await q.query('update payments set provider_refund_id = $2, updated_at = now() where id = $1', [
        id,
        providerRefundId,
      ]);
    },
    async markRefunded(q: Queryable, id: string, providerRefundId: string | null): Promise<void> {
      await q.query(
        `update payments set status = 'refunded', refunded_at = coalesce(refunded_at, now()),
            provider_refund_id = coalesce(provider_refund_id, $2), updated_at = now() where id = $1`,
        [id, providerRefundId],
      );
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
