import { consoleModule, type ServiceDeps } from '../module.ts';
import { createAccountImportRepository } from './account-import.repository.ts';
import { accountImportRoutes } from './account-import.routes.ts';
import { createAccountImportService } from './account-import.service.ts';

/** The console's import of an account migrated from another platform, with its past start. */
export function createAdminAccountImportModule(
  deps: ServiceDeps<typeof createAccountImportService, 'accountImportRepository'>,
) {
  const accountImportService = createAccountImportService({
    ...deps,
    accountImportRepository: createAccountImportRepository(),
  });
  return consoleModule({ accountImportService }, [accountImportRoutes({ accountImportService })]);
}
export type AdminAccountImportModule = ReturnType<typeof createAdminAccountImportModule>;
