import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { RiskDetectionService } from './risk-detection.service.ts';

/** How often detection looks at the feed: cases a few seconds behind the trades, a cheap pass when nothing came. */
export const RISK_DETECTION_INTERVAL_MS = 3000;

/**
 * The background job that runs detection passes (risk-detection.service.ts). Every instance runs it; the pass
 * lock lets one pass work at a time across them, and the others find it held and wait for their next tick.
 */
export function createRiskDetectionJob(deps: { riskDetectionService: RiskDetectionService; log: FastifyBaseLogger }) {
  const job = createPeriodicJob(
    'risk-detection',
    () => deps.riskDetectionService.pass(),
    deps.log,
    RISK_DETECTION_INTERVAL_MS,
  );
  return { flush: job.flush, drain: job.drain, start: job.start, stop: job.stop };
}
export type RiskDetectionJob = ReturnType<typeof createRiskDetectionJob>;
