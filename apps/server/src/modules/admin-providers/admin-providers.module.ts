import { consoleModule, type ServiceDeps } from '../module.ts';
import { adminProvidersRoutes } from './admin-providers.routes.ts';
import { createAdminProvidersService } from './admin-providers.service.ts';

/** The console's side of a brand's outside providers (payments and identity verification): the choice and its write-only keys. */
export function createAdminProvidersModule(deps: ServiceDeps<typeof createAdminProvidersService, never>) {
  const adminProvidersService = createAdminProvidersService(deps);
  return consoleModule({ adminProvidersService }, [adminProvidersRoutes({ adminProvidersService })]);
}
