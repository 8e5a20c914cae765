import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NewsSource } from '../evaluation/ingestion/news-source.ts';
import type { AppModule } from '../module.ts';
import { createRiskDetectionJob } from './risk-detection.job.ts';
import { createRiskDetectionService } from './risk-detection.service.ts';

/**
 * The risk desk's detection (docs/risk.md): the job that turns the ingestion's feed into cases. The feed itself
 * (risk-feed.repository.ts) is handed to the evaluation module by the composition, which writes it.
 */
export function createRiskModule(deps: { db: Db; clock: Clock; news: NewsSource; log: FastifyBaseLogger }) {
  const riskDetectionService = createRiskDetectionService(deps);
  const riskDetectionJob = createRiskDetectionJob({ riskDetectionService, log: deps.log });
  return {
    services: { riskDetectionService, riskDetectionJob },
    routes: [],
    jobs: [riskDetectionJob],
  } satisfies AppModule<unknown>;
}
export type RiskModule = ReturnType<typeof createRiskModule>;
