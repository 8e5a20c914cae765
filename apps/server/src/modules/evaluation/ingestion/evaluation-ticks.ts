import type { FastifyBaseLogger } from 'fastify';
import { createOneAtATimeJob } from '../../../lib/periodic-job.ts';
import type { IngestionService } from './ingestion.service.ts';

/**
 * Time passing with nothing traded (docs/decisions/010-challenge-evaluation.md): every half minute, accounts
 * whose day reset or calendar deadline is due get a `tick`, so days roll over (anchors, soft pauses) and a
 * phase fails at its calendar deadline even when nobody trades. Each account is ticked in a transaction of
 * its own, taken with SKIP LOCKED: several instances share the work and never tick one account twice.
 */
export function createEvaluationTicks(deps: { ingestionService: IngestionService; log: FastifyBaseLogger }) {
  return createOneAtATimeJob('evaluation-ticks', () => deps.ingestionService.tickOneDue(), deps.log, 30_000);
}
export type EvaluationTicks = ReturnType<typeof createEvaluationTicks>;
