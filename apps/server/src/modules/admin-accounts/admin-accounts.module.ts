import type { Db } from '../../db/client.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { ListExport } from '../admin-operators/list-export.ts';
import type { DashboardService } from '../evaluation/dashboard/dashboard.service.ts';
import { consoleModule } from '../module.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { accountAdminRoutes } from './account-admin.routes.ts';
import { createAccountAdminService } from './account-admin.service.ts';
import { createAdminAccountsRepository } from './admin-accounts.repository.ts';
import { adminAccountsRoutes } from './admin-accounts.routes.ts';
import { createAdminAccountsService } from './admin-accounts.service.ts';

/** The console's accounts: the list, an account's dashboard and events, blocking and unblocking it. */
export function createAdminAccountsModule(deps: {
  db: Db;
  audit: Audit;
  listExport: ListExport;
  dashboardService: DashboardService;
  traderAccountsService: TraderAccountsService;
}) {
  const { db, traderAccountsService } = deps;
  const adminAccountsService = createAdminAccountsService({
    db,
    adminAccountsRepository: createAdminAccountsRepository(),
    dashboardService: deps.dashboardService,
    traderAccountsService,
    listExport: deps.listExport,
  });
  const accountAdminService = createAccountAdminService({ db, traderAccountsService, audit: deps.audit });
  return consoleModule({ adminAccountsService, accountAdminService }, [
    accountAdminRoutes({ accountAdminService }),
    adminAccountsRoutes({ adminAccountsService }),
  ]);
}
export type AdminAccountsModule = ReturnType<typeof createAdminAccountsModule>;
