import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, oneAtATime } from '../../lib/periodic-job.ts';
import type { PaymentsService } from './payments.service.ts';

const PER_PASS = 200;

/**
 * Abandoned orders (docs/decisions/009-buying-and-payments.md): every minute, orders still Unpaid past
 * UNPAID_ORDER_TTL_MINUTES are cancelled, their checkouts expired at the provider and their discount code's use
 * given back; otherwise an abandoned checkout would hold a limited code's use for good. Each order is claimed
 * with SKIP LOCKED, so several instances share the work and never cancel one twice.
 */
export function createUnpaidOrderExpiry(deps: { paymentsService: PaymentsService; log: FastifyBaseLogger }) {
  const pass = oneAtATime(() => deps.paymentsService.expireOneUnpaid(), PER_PASS);
  const job = createPeriodicJob('unpaid-order-expiry', pass, deps.log, 60_000);
  return { flush: job.flush, drain: job.drain, start: job.start, stop: job.stop };
}
export type UnpaidOrderExpiry = ReturnType<typeof createUnpaidOrderExpiry>;
