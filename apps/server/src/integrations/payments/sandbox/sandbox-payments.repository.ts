import type { Queryable } from '../../../db/client.ts';
import { markDeliveryAttemptFailed } from '../../../db/delivery-attempts.ts';

export type SandboxSession = {
  id: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  return_url: string;
  brand_name: string;
  status: 'open' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'refunded';
  expires_at: Date;
  refund_id: string | null;
};

export type DueDelivery = { id: string; event_id: string; payload: string; attempts: number };

/** The sandbox provider's own tables: checkout sessions and its outgoing webhook queue. */
export function createSandboxPaymentsRepository() {
  return {
    async insertSession(
      q: Queryable,
      s: Omit<SandboxSession, 'status' | 'expires_at' | 'refund_id'> & { ttlMinutes: number },
    ) {
      await q.query(
        `insert into sandbox_payment_sessions (id, amount, currency, description, reference, return_url, brand_name, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
        [s.id, s.amount, s.currency, s.description, s.reference, s.return_url, s.brand_name, s.ttlMinutes],
      );
    },
    async session(q: Queryable, id: string, lock = false): Promise<SandboxSession | undefined> {
      const rows = await q.query<SandboxSession>(
        `select id, amount, currency, description, reference, return_url, brand_name, status, expires_at, refund_id
           from sandbox_payment_sessions where id = $1${lock ? ' for update' : ''}`,
        [id],
      );
      return rows[0];
    },
    async setStatus(q: Queryable, id: string, status: SandboxSession['status']) {
      await q.query(
        `update sandbox_payment_sessions set status = $2,
            completed_at = case when $2 in ('succeeded', 'failed', 'cancelled', 'expired') then now() else completed_at end
          where id = $1`,
        [id, status],
      );
    },
    async markRefunded(q: Queryable, id: string, refundId: string) {
      await q.query(`update sandbox_payment_sessions set status = 'refunded', refund_id = $2 where id = $1`, [
        id,
        refundId,
      ]);
    },
    async queueEvent(
      q: Queryable,
      e: { sessionId: string; eventId: string; type: string; payload: string; delayMs: number },
    ) {
      await q.query(
        `insert into sandbox_webhook_deliveries (session_id, event_id, type, payload, next_attempt_at)
         values ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))`,
        [e.sessionId, e.eventId, e.type, e.payload, e.delayMs],
      );
    },
    /** Leases due deliveries for a minute (SKIP LOCKED: several instances never send the same one at once). */
    async leaseDue(q: Queryable, limit: number): Promise<DueDelivery[]> {
      const rows = await q.query<DueDelivery & { created_at: Date }>(
        `update sandbox_webhook_deliveries set next_attempt_at = now() + interval '1 minute'
          where id in (select id from sandbox_webhook_deliveries where status = 'pending' and next_attempt_at <= now()
                        order by next_attempt_at, created_at limit $1 for update skip locked)
          returning id, event_id, payload, attempts, created_at`,
        [limit],
      );
      // RETURNING keeps no order: events go out in the order they happened.
      return rows
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
        .map(({ created_at: _created, ...delivery }) => delivery);
    },
    async markDelivered(q: Queryable, id: string) {
      await q.query(
        `update sandbox_webhook_deliveries set status = 'delivered', attempts = attempts + 1, delivered_at = now() where id = $1`,
        [id],
      );
    },
    markAttemptFailed: (q: Queryable, id: string, error: string, retryInMs: number | null) =>
      markDeliveryAttemptFailed(q, 'sandbox_webhook_deliveries', id, error, retryInMs),
  };
}
export type SandboxPaymentsRepository = ReturnType<typeof createSandboxPaymentsRepository>;
