import type { Queryable } from './client.ts';

/**
 * A sandbox provider's outgoing delivery that failed: one more attempt and its error kept, and either given up
 * (`retryInMs` null) or due again after that long. The sandbox KYC and payment providers keep their deliveries in
 * tables of this one shape (id, status, attempts, last_error, next_attempt_at).
 */
export async function markDeliveryAttemptFailed(
  q: Queryable,
  table: 'sandbox_kyc_deliveries' | 'sandbox_webhook_deliveries',
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await q.query(
    `update ${table} set attempts = attempts + 1, last_error = $2,
        status = case when $3::double precision is null then 'failed' else 'pending' end,
        next_attempt_at = now() + make_interval(secs => coalesce($3::double precision, 0) / 1000)
      where id = $1`,
    [id, error.slice(0, 500), retryInMs],
  );
}
