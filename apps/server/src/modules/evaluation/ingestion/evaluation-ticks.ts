import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, oneAtATime } from '../../../lib/periodic-job.ts';
import type { IngestionService } from './ingestion.service.ts';

const PER_PASS = 200;

/**
 * Time passing with nothing traded (docs/decisions/010-challenge-evaluation.md): every half minute, accounts
 * whose day reset or calendar deadline is due get a `tick`, so days roll over (anchors, soft pauses) and a
 * phase fails at its calendar deadline even when nobody trades. Each account is ticked in a transaction of
 * its own, taken with SKIP LOCKED: several instances share the work and never tick one account twice.
 */
export function createEvaluationTicks(deps: { ingestionService: IngestionService; log: FastifyBaseLogger }) {
  const pass = oneAtATime(() => deps.ingestionService.tickOneDue(), PER_PASS);
  const job = createPeriodicJob('evaluation-ticks', pass, deps.log, 30_000);
  return { flush: job.flush, drain: job.drain, start: job.start, stop: job.stop };
}
export type EvaluationTicks = ReturnType<typeof createEvaluationTicks>;
