import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { AccountLedger } from '../evaluation/state/account-ledger.ts';
import type { AppModule } from '../module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createScalingRepository } from './scaling.repository.ts';
import { scalingRoutes } from './scaling.routes.ts';
import { createScalingService } from './scaling.service.ts';

/** How often the job looks for review periods that have ended: a review is due at most this late. */
const REVIEW_INTERVAL_MS = 10 * 60_000;

/**
 * Funded accounts' scaling plans (docs/scaling.md): the trader's progress, the job that reviews ended periods;
 * the console's queue is admin-scaling's.
 */
export function createScalingModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  platform: TradingPlatformAdapter;
  ledger: AccountLedger;
  audit: Audit;
  sessionsService: SessionsService;
  firstTradeAt: (q: Queryable, accountId: string) => Promise<Date | null>;
  notifications: Pick<NotificationsService, 'scalingReview'>;
}) {
  const scalingService = createScalingService({
    db: deps.db,
    clock: deps.clock,
    scalingRepository: createScalingRepository(),
    ledger: deps.ledger,
    platform: deps.platform,
    audit: deps.audit,
    firstTradeAt: deps.firstTradeAt,
    notifications: deps.notifications,
  });
  const reviews = createPeriodicJob(
    'scaling-reviews',
    () => scalingService.reviewAllDue(),
    deps.log,
    REVIEW_INTERVAL_MS,
  );
  return {
    services: { scalingService, scalingReviews: reviews },
    routes: [scalingRoutes({ scalingService, sessionsService: deps.sessionsService })],
    jobs: [reviews],
  } satisfies AppModule<unknown>;
}
export type ScalingModule = ReturnType<typeof createScalingModule>;
