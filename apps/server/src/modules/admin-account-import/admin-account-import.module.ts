import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { consoleModule } from '../module.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createAccountImportRepository } from './account-import.repository.ts';
import { accountImportRoutes } from './account-import.routes.ts';
import { createAccountImportService } from './account-import.service.ts';

/** The console's import of an account migrated from another platform, with its past start. */
export function createAdminAccountImportModule(deps: {
  db: Db;
  clock: Clock;
  audit: Audit;
  packagesService: PackagesService;
  traderAccountsService: TraderAccountsService;
}) {
  const accountImportService = createAccountImportService({
    ...deps,
    accountImportRepository: createAccountImportRepository(),
  });
  return consoleModule({ accountImportService }, [accountImportRoutes({ accountImportService })]);
}
export type AdminAccountImportModule = ReturnType<typeof createAdminAccountImportModule>;
