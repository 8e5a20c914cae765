import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { ListExport } from '../admin-operators/list-export.ts';
import type { AppModule } from '../module.ts';
import { createAdminOverviewRepository } from './admin-overview.repository.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';
import { createAdminOverviewService } from './admin-overview.service.ts';

/** How often the funded accounts' equity is counted again: the overview's "equity at risk" is at most this old. */
const FUNDED_EQUITY_EVERY_MS = 60_000;

/** The console's first screen: the figures of the firm's brands and what waits for it. */
export function createAdminOverviewModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** the identity and contract queues' open counts (null: every brand) */
  openQueues: (brandIds: readonly string[] | null) => Promise<{ identity: number; contracts: number }>;
  /** payout requests waiting for the firm in the scope, one brand when given */
  pendingPayouts: (q: Db, scope: BrandScope, brandId: string | undefined) => Promise<number>;
  listExport: ListExport;
}) {
  const adminOverviewService = createAdminOverviewService({
    ...deps,
    adminOverviewRepository: createAdminOverviewRepository(),
  });
  const fundedEquity = createPeriodicJob(
    'overview-funded-equity',
    adminOverviewService.refreshFundedEquity,
    deps.log,
    FUNDED_EQUITY_EVERY_MS,
  );
  return {
    console: true as const,
    services: { adminOverviewService, fundedEquity },
    routes: [adminOverviewRoutes({ adminOverviewService })],
    // the first count at start, not a minute later: the figure is never older than the interval
    jobs: [
      {
        start: () => {
          fundedEquity.start();
          fundedEquity.kick();
        },
        stop: fundedEquity.stop,
      },
    ],
  } satisfies AppModule<unknown>;
}
export type AdminOverviewModule = ReturnType<typeof createAdminOverviewModule>;
