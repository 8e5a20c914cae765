import type { FastifyBaseLogger } from 'fastify';
import { createOneAtATimeJob } from '../../lib/periodic-job.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * Abandoned orders (docs/decisions/009-buying-and-payments.md): every minute, orders still Unpaid past
 * UNPAID_ORDER_TTL_MINUTES are cancelled, their checkouts expired at the provider and their discount code's use
 * given back; otherwise an abandoned checkout would hold a limited code's use for good. Each order is claimed
 * with SKIP LOCKED, so several instances share the work and never cancel one twice.
 */
export function createUnpaidOrderExpiry(deps: { paymentsService: PaymentsService; log: FastifyBaseLogger }) {
  return createOneAtATimeJob('unpaid-order-expiry', () => deps.paymentsService.expireOneUnpaid(), deps.log, 60_000);
}
export type UnpaidOrderExpiry = ReturnType<typeof createUnpaidOrderExpiry>;
