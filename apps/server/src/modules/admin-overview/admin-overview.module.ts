import type { Db } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { consoleModule } from '../module.ts';
import { createAdminOverviewRepository } from './admin-overview.repository.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';
import { createAdminOverviewService } from './admin-overview.service.ts';

/** The console's first screen: the figures of the firm's brands and what waits for it. */
export function createAdminOverviewModule(deps: {
  db: Db;
  clock: Clock;
  /** the identity and contract queues' open counts (null: every brand) */
  openQueues: (brandIds: readonly string[] | null) => Promise<{ identity: number; contracts: number }>;
  /** payout requests waiting for the firm in the scope, one brand when given */
  pendingPayouts: (q: Db, scope: BrandScope, brandId: string | undefined) => Promise<number>;
}) {
  const adminOverviewService = createAdminOverviewService({
    ...deps,
    adminOverviewRepository: createAdminOverviewRepository(),
  });
  return consoleModule({ adminOverviewService }, [adminOverviewRoutes({ adminOverviewService })]);
}
export type AdminOverviewModule = ReturnType<typeof createAdminOverviewModule>;
